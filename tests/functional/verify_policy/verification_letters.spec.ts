import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { escapeHtml } from '#rich_text/render_html'
import { writeSettings } from '#services/settings'
import { calendarDayIn, shiftDays } from '#contracts/calendar_days'
import { makeUser } from '#tests/helpers/users'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { formReachable } from '#tests/helpers/verification_fixtures'
import { FakeSmtpServer, attachmentsOf, headerOf } from '#tests/helpers/fake_smtp_server'
import { asBytes, pdfText } from '#tests/helpers/pdf_text'
import { allReportRows } from '#tests/helpers/report_pages'
import type { TransmissionReportRow } from '#reports/transmission_report'

/**
 * A verification request's letter (issue 33): the preview and the PDF from one layout, sent to
 * the insurer's verification email group through the outbox (the fake SMTP server reads the PDF
 * back: the member's name and policy number), Send again, and the letter in the case's sent
 * mail and the transmission report.
 */

async function mailThrough(port: number) {
  await writeSettings({ smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none' })
}

/** A Hong Leong request made through its form on a new KUL case, by an agent of that insurer. */
async function madeRequest(client: ApiClient, options: { reachable?: boolean } = {}) {
  if (options.reachable !== false) await formReachable('hong-leong-assurance', 'cover@hla.test')
  const caseId = await caseIn('KUL')
  const member: { first_name: string; last_name: string; policy_number: string } = await db
    .from('cases')
    .join('members', 'members.id', 'cases.member_id')
    .where('cases.id', caseId)
    .select('members.first_name', 'members.last_name', 'members.policy_number')
    .firstOrFail()
  const user = await makeUser({
    permissions: ['verify-hong-leong-assurance', 'access-cases', 'view-case'],
    centers: ['KUL'],
  })
  const provider: { id: number; name: string } = await db
    .from('providers')
    .whereNull('deleted_at')
    .orderBy('id')
    .firstOrFail()
  const icd: { id: number } = await db.from('icds').where('code', 'A09').firstOrFail()
  const name = `${member.first_name} ${member.last_name}`
  const response = await client
    .post('/verify-policy/requests')
    .loginAs(user)
    .withCsrfToken()
    .form({
      form: 'hong-leong-assurance',
      case_id: String(caseId),
      policy_number: member.policy_number,
      member_reference: 'A12345678',
      member_name: name,
      admission_date: shiftDays(calendarDayIn('Asia/Kuala_Lumpur'), -1),
      provider_id: String(provider.id),
      icd_id: String(icd.id),
      estimated_cost: '8,400.00',
      currency_code: 'MYR',
    })
    .redirects(0)
  response.assertStatus(302)
  const request: { id: number; number: string } = await db
    .from('policy_verifications')
    .where('case_id', caseId)
    .firstOrFail()
  const transition = (move: string, form: Record<string, string> = {}) =>
    client
      .post(`/verify-policy/requests/${request.id}/transitions/${move}`)
      .loginAs(user)
      .withCsrfToken()
      .form(form)
      .redirects(0)
  return { ...request, caseId, user, name, member, provider, transition }
}

const flashOf = (response: { flashMessages: () => unknown }) =>
  response.flashMessages() as { error?: string; success?: string }

test.group('Verification letters: preview and PDF', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the preview and the PDF say what the form asked, under the insurer’s names', async ({
    client,
    assert,
  }) => {
    const made = await madeRequest(client)
    const preview = await client.get(`/verify-policy/requests/${made.id}/letter`).loginAs(made.user)
    preview.assertStatus(200)
    const body = preview.body() as { title: string; html: string; recipients: string[] }
    assert.equal(body.title, made.number)
    assert.deepEqual(body.recipients, ['cover@hla.test'])
    assert.include(body.html, escapeHtml(made.name))
    assert.include(body.html, 'Certificate number')
    assert.include(body.html, 'NRIC or passport')
    assert.include(body.html, 'MYR')
    assert.notInclude(body.html.toLowerCase(), '<script')

    const pdf = await asBytes(
      client.get(`/verify-policy/requests/${made.id}/letter.pdf`).loginAs(made.user)
    )
    pdf.assertStatus(200)
    pdf.assertHeader('content-type', 'application/pdf')
    const { text } = await pdfText(pdf.body() as Buffer)
    assert.include(text, made.name)
    assert.include(text, made.member.policy_number)
    assert.include(text, 'REQUEST FOR POLICY VERIFICATION')
    const reads = await db
      .from('activity_logs')
      .where({ action: 'read', subject_type: 'policy_verification', subject_id: String(made.id) })
    assert.lengthOf(reads, 2)
  })

  test('without a verification email group, Send is refused in words and nothing is queued', async ({
    client,
    assert,
  }) => {
    await db
      .from('verification_forms')
      .where('slug', 'hong-leong-assurance')
      .update({ email_group_id: null })
    const made = await madeRequest(client, { reachable: false })
    const preview = await client.get(`/verify-policy/requests/${made.id}/letter`).loginAs(made.user)
    assert.match(
      String((preview.body() as { recipients_refusal: string }).recipients_refusal),
      /has no verification email group; choose one in Manage › Verification forms/
    )
    const refused = await made.transition('send')
    refused.assertStatus(302)
    assert.match(flashOf(refused).error ?? '', /no verification email group/)
    const queued = await db
      .from('transmissions')
      .where({ document_type: 'policy_verification', document_id: made.id })
    assert.lengthOf(queued, 0)
  })
})

test.group('Verification letters: sending', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('Send mails the PDF to the insurer’s group: the fake SMTP server reads the member and the policy number', async ({
    client,
    assert,
  }) => {
    const made = await madeRequest(client)
    await mailThrough(smtp.port)
    const sent = await made.transition('send', { last_transmission: '0' })
    sent.assertStatus(302)
    assert.match(flashOf(sent).success ?? '', /sent/)

    assert.lengthOf(smtp.messages, 1)
    const [message] = smtp.messages
    assert.deepEqual(message.to, ['cover@hla.test'])
    assert.equal(headerOf(message, 'subject'), `Policy verification ${made.number} — ${made.name}`)
    const [attachment] = attachmentsOf(message)
    assert.equal(attachment.contentType, 'application/pdf')
    assert.equal(attachment.filename, `${made.number}.pdf`)
    const { text } = await pdfText(attachment.content)
    assert.include(text, made.name)
    assert.include(text, made.member.policy_number)

    const row: { status: string; sent_at: Date | null; sent_to: string[] } = await db
      .from('policy_verifications')
      .where('id', made.id)
      .firstOrFail()
    // Sending leaves it pending: the insurer has not answered yet.
    assert.equal(row.status, 'pending')
    assert.isNotNull(row.sent_at)
    assert.deepEqual(row.sent_to, ['cover@hla.test'])
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'policy_verification', subject_id: String(made.id) })
      .where('description', 'like', '%sent to cover@hla.test')
    assert.lengthOf(logged, 1)

    // Send once; after that, "Send again" names the send it repeats.
    const twice = await made.transition('send', { last_transmission: '0' })
    assert.match(flashOf(twice).error ?? '', /was sent already; use Send again/)
    const [first] = await db
      .from('transmissions')
      .where({ document_type: 'policy_verification', document_id: made.id })
    const stale = await made.transition('resend', { last_transmission: '0' })
    assert.match(flashOf(stale).error ?? '', /was sent again meanwhile|reload the page/)
    const again = await made.transition('resend', { last_transmission: String(first.id) })
    assert.match(flashOf(again).success ?? '', /sent again/)
    assert.lengthOf(smtp.messages, 2)

    // Recorded verified with the insurer's reference: who and when are kept.
    const verified = await made.transition('verify', {
      insurer_reference: 'HLA-VR-2211',
      answer_remarks: 'In force; ward cover to MYR 10,000.',
    })
    assert.match(flashOf(verified).success ?? '', /recorded as verified/)
    const answered: {
      status: string
      insurer_reference: string
      answered_by_id: number
      answered_at: Date | null
    } = await db.from('policy_verifications').where('id', made.id).firstOrFail()
    assert.equal(answered.status, 'verified')
    assert.equal(answered.insurer_reference, 'HLA-VR-2211')
    assert.equal(answered.answered_by_id, made.user.id)
    assert.isNotNull(answered.answered_at)
    // An answered request is not sent again.
    const late = await made.transition('resend', { last_transmission: String(first.id) })
    assert.match(flashOf(late).error ?? '', /cannot be sent again now|is verified/)
  })

  test('the letter is in the case’s sent mail and in the transmission report', async ({
    client,
    assert,
  }) => {
    const made = await madeRequest(client)
    await mailThrough(smtp.port)
    await made.transition('send', { last_transmission: '0' })

    const mail = await client.get(`/navigate/cases/${made.caseId}/sent-mail`).loginAs(made.user)
    mail.assertStatus(200)
    const { mails } = mail.body() as {
      mails: { document: { type: string; id: number; label: string }; outcome: string }[]
    }
    const ours = mails.find((one) => one.document.type === 'policy_verification')
    assert.exists(ours)
    assert.equal(ours!.document.id, made.id)
    assert.equal(ours!.document.label, `Verification ${made.number}`)
    assert.equal(ours!.outcome, 'delivered')

    const reader: User = await makeUser({
      permissions: ['access-transmission-report'],
      centers: ['KUL'],
    })
    const rows = await allReportRows<TransmissionReportRow>(
      client,
      reader,
      'transmission',
      '?filters[document]=policy_verification'
    )
    const row = rows.find((one) => one.document_number === made.number)
    assert.exists(row)
    assert.equal(row!.document_type, 'policy_verification')
    assert.equal(row!.addressee, 'Hong Leong Assurance')
    assert.deepEqual(row!.recipients, ['cover@hla.test'])
    assert.isTrue(rows.every((one) => one.document_type === 'policy_verification'))
  })
})
