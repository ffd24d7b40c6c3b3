import { escapeHtml } from '#rich_text/render_html'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Permission } from '#permissions/catalogue'
import { writeSettings } from '#services/settings'
import { mailFrom } from '#config/mail'
import { makeUser } from '#tests/helpers/users'
import { caseIn, insertGop, parties, providerReachable } from '#tests/helpers/gop_fixtures'
import {
  FakeSmtpServer,
  attachmentsOf,
  closedPort,
  headerOf,
} from '#tests/helpers/fake_smtp_server'
import { asBytes, pdfText } from '#tests/helpers/pdf_text'
import { PNG } from '#tests/helpers/images'
import { deleteImage, imageFilePath } from '#services/images'
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

const SUPERVISOR: Permission[] = [
  'access-cases',
  'view-case',
  'access-guarantee-of-payments',
  'create-guarantee-of-payment',
  'update-guarantee-of-payment',
  'approve-guarantee-of-payments',
  'revise-guarantee-of-payments',
  'send-guarantee-of-payments',
  'access-withdrawal-of-gops',
  'create-withdrawal-of-gop',
]

const base = (caseId: number) => `/navigate/cases/${caseId}/guarantee-of-payments`

/** Mail goes to this fake SMTP server (Settings › Email, as an administrator saves it). */
async function mailThrough(port: number) {
  await writeSettings({ smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none' })
}

async function supervisor() {
  return makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
}

function post(client: ApiClient, user: Awaited<ReturnType<typeof supervisor>>, url: string) {
  return (form: Record<string, string> = {}) =>
    client.post(url).loginAs(user).withCsrfToken().form(form).redirects(0)
}

/** A pending GOP on a KUL case, approved by a supervisor through the app (revision 1 kept). */
async function approvedGop(client: ApiClient) {
  await providerReachable()
  const caseId = await caseIn('KUL')
  const id = await insertGop(caseId)
  const user = await supervisor()
  const transition = (name: string) =>
    post(client, user, `${base(caseId)}/${id}/transitions/${name}`)
  const approved = await transition('approve')()
  approved.assertStatus(302)
  const member: { first_name: string; last_name: string } = await db
    .from('cases')
    .join('members', 'members.id', 'cases.member_id')
    .where('cases.id', caseId)
    .select('members.first_name', 'members.last_name')
    .firstOrFail()
  return { caseId, id, user, transition, member }
}

async function transmissionsOf(type: string, id: number) {
  return db.from('transmissions').where({ document_type: type, document_id: id }).orderBy('id')
}

/** A transition answered as a form post is: back to the page. */
async function redirected(answer: Promise<{ assertStatus(status: number): void }>) {
  const response = await answer
  response.assertStatus(302)
  return response
}

function flashOf(response: { flashMessages: () => unknown }) {
  return response.flashMessages() as { error?: string; success?: string }
}

test.group('GOP letters: preview and PDF', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the preview and the PDF of a revision say the same, and the PDF is the same each time', async ({
    client,
    assert,
  }) => {
    const { caseId, id, user, member } = await approvedGop(client)
    const preview = await client.get(`${base(caseId)}/${id}/letter`).loginAs(user)
    preview.assertStatus(200)
    const body = preview.body() as { title: string; html: string; recipients: string[] }
    assert.match(body.title, /revision 1$/)
    // As HTML writes it (a demo surname may be O'Reilly).
    assert.include(body.html, escapeHtml(member.last_name))
    assert.include(body.html, '1,000.00')
    assert.deepEqual(body.recipients, ['gop@provider.test'])
    // The page is inert: no script, every value escaped.
    assert.notInclude(body.html.toLowerCase(), '<script')

    const first = await asBytes(client.get(`${base(caseId)}/${id}/letter.pdf`).loginAs(user))
    first.assertStatus(200)
    assert.equal(first.header('content-type'), 'application/pdf')
    assert.match(first.header('content-disposition') ?? '', /attachment; filename="GOP-.+-r1\.pdf"/)
    const pdf = first.body() as Buffer
    const again = await asBytes(
      client.get(`${base(caseId)}/${id}/letter.pdf?revision=1`).loginAs(user)
    )
    assert.isTrue((again.body() as Buffer).equals(pdf), 'one revision, one file')
    const { text } = await pdfText(pdf)
    assert.include(text, member.last_name)
    assert.include(text, 'MYR 1,000.00')
  })

  test('the issuer’s logo heads the preview and the PDF', async ({ client, assert }) => {
    const { caseId, id, user } = await approvedGop(client)
    const { entity } = await parties()
    const key = `logos/${randomUUID()}.png`
    await mkdir(dirname(imageFilePath(key)), { recursive: true })
    await writeFile(imageFilePath(key), PNG)
    await db.from('business_entities').where('id', entity.id).update({ logo: key })
    try {
      const preview = await client.get(`${base(caseId)}/${id}/letter`).loginAs(user)
      assert.include((preview.body() as { html: string }).html, `src="data:image/png;base64,`)
      const pdf = await asBytes(client.get(`${base(caseId)}/${id}/letter.pdf`).loginAs(user))
      assert.include((pdf.body() as Buffer).toString('latin1'), '/Subtype /Image')
    } finally {
      await deleteImage(key)
    }
  })

  test('an old revision keeps its letter after the GOP is revised', async ({ client, assert }) => {
    const { caseId, id, user, transition } = await approvedGop(client)
    await redirected(
      transition('revise')({ amount: '2,500', revision: '1', reason: 'Longer stay' })
    )
    const pdfOf = async (revision: number) => {
      const response = await asBytes(
        client.get(`${base(caseId)}/${id}/letter.pdf?revision=${revision}`).loginAs(user)
      )
      response.assertStatus(200)
      const { text } = await pdfText(response.body() as Buffer)
      return text
    }
    assert.include(await pdfOf(1), '1,000.00')
    assert.notInclude(await pdfOf(1), '2,500.00')
    assert.include(await pdfOf(2), '2,500.00')
  })

  test('a pending GOP shows its draft; a GOP without any letter says why', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId)
    const user = await supervisor()
    const draft = await client.get(`${base(caseId)}/${id}/letter`).loginAs(user)
    assert.match((draft.body() as { title: string }).title, /draft$/)

    const { provider, entity } = await parties()
    await db.from('gops').where('id', id).update({ gop_template_id: null })
    await db.from('providers').where('id', provider.id).update({ gop_template_id: null })
    await db.from('business_entities').where('id', entity.id).update({ gop_template_id: null })
    await writeSettings({ gop_default_template_id: null })
    const none = await client.get(`${base(caseId)}/${id}/letter`).loginAs(user)
    assert.match((none.body() as { refusal: string }).refusal, /no GOP letter template/)
    const pdf = await client.get(`${base(caseId)}/${id}/letter.pdf`).loginAs(user)
    pdf.assertStatus(409)
  })

  test('a draft reads DRAFT — NOT A GUARANTEE on every page and on its preview; an approved letter does not', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId)
    const user = await supervisor()
    // Long remarks make the letter three pages or more.
    const remarks = Array.from(
      { length: 60 },
      (_, index) => `Clause ${index + 1}: excluding personal items and non-medical expenses.`
    ).join('\n')
    await db.from('gops').where('id', id).update({ remarks })
    const marked = async (mark: boolean) => {
      const preview = await client.get(`${base(caseId)}/${id}/letter`).loginAs(user)
      preview.assertStatus(200)
      const html = (preview.body() as { html: string }).html
      const pdf = await asBytes(client.get(`${base(caseId)}/${id}/letter.pdf`).loginAs(user))
      pdf.assertStatus(200)
      const { pageTexts, text } = await pdfText(pdf.body() as Buffer)
      assert.isAtLeast(pageTexts.length, 2)
      assert.include(text, 'We confirm that we guarantee payment')
      for (const page of pageTexts) {
        if (mark) assert.include(page, 'DRAFT — NOT A GUARANTEE · Not valid until approved.')
        else assert.notInclude(page, 'DRAFT')
      }
      if (mark) assert.include(html, 'DRAFT — NOT A GUARANTEE')
      else assert.notInclude(html, 'DRAFT')
      return pdf.header('content-disposition') ?? ''
    }
    assert.match(await marked(true), /-draft\.pdf"/)
    await redirected(post(client, user, `${base(caseId)}/${id}/transitions/approve`)())
    assert.match(await marked(false), /-r1\.pdf"/)
  })

  test('a revision that does not exist, or is not a number, is not found', async ({ client }) => {
    const { caseId, id, user } = await approvedGop(client)
    for (const revision of ['2', '0', '-1', 'abc', '1.5', '99999999', '1%00']) {
      const response = await client
        .get(`${base(caseId)}/${id}/letter.pdf?revision=${revision}`)
        .loginAs(user)
      response.assertStatus(404)
    }
  })

  test('a reader without the GOP tab is refused; another center’s reader finds nothing', async ({
    client,
  }) => {
    const { caseId, id } = await approvedGop(client)
    const outsider = await makeUser({
      permissions: ['access-cases', 'view-case'],
      centers: ['KUL'],
    })
    const refused = await client
      .get(`${base(caseId)}/${id}/letter`)
      .loginAs(outsider)
      .withInertia()
    refused.assertStatus(403)
    const elsewhere = await makeUser({ permissions: SUPERVISOR, centers: ['BKK'] })
    const hidden = await client.get(`${base(caseId)}/${id}/letter.pdf`).loginAs(elsewhere)
    hidden.assertStatus(404)
  })
})

test.group('GOP letters: reads are logged', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A request answered with this status. */
  async function answers(
    request: PromiseLike<{ assertStatus(status: number): void }>,
    status: number
  ) {
    const response = await request
    response.assertStatus(status)
  }

  /** The read entries of one record, oldest first, as the log keeps them. */
  async function readsOf(subjectType: string, id: number) {
    return db
      .from('activity_logs')
      .where({ action: 'read', subject_type: subjectType, subject_id: String(id) })
      .orderBy('id')
  }

  test('each preview and PDF of a GOP’s letter is logged as a file read is; a HEAD is not', async ({
    client,
    assert,
  }) => {
    const { caseId, id, user } = await approvedGop(client)
    const gop: { number: string } = await db.from('gops').where('id', id).firstOrFail()
    await answers(client.get(`${base(caseId)}/${id}/letter`).loginAs(user), 200)
    await answers(client.get(`${base(caseId)}/${id}/letter.pdf`).loginAs(user), 200)
    await answers(client.get(`${base(caseId)}/${id}/letter.pdf?revision=1`).loginAs(user), 200)
    await answers(client.head(`${base(caseId)}/${id}/letter.pdf`).loginAs(user), 200)
    const reads = await readsOf('gop', id)
    assert.deepEqual(
      reads.map((read) => read.properties),
      [
        { as: 'preview', name: `${gop.number}-r1.pdf`, case_id: caseId },
        { as: 'download', name: `${gop.number}-r1.pdf`, case_id: caseId },
        { as: 'download', name: `${gop.number}-r1.pdf`, case_id: caseId },
      ]
    )
    for (const read of reads) {
      assert.equal(read.user_id, user.id)
      assert.equal(read.center_id, user.currentCenterId)
    }
  })

  test('a letter that cannot be written, or is not found, is not logged as read', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId)
    const user = await supervisor()
    const { provider, entity } = await parties()
    await db.from('gops').where('id', id).update({ gop_template_id: null })
    await db.from('providers').where('id', provider.id).update({ gop_template_id: null })
    await db.from('business_entities').where('id', entity.id).update({ gop_template_id: null })
    await writeSettings({ gop_default_template_id: null })
    await client.get(`${base(caseId)}/${id}/letter`).loginAs(user)
    await answers(client.get(`${base(caseId)}/${id}/letter.pdf`).loginAs(user), 409)
    await answers(client.get(`${base(caseId)}/${id}/letter.pdf?revision=7`).loginAs(user), 404)
    const elsewhere = await makeUser({ permissions: SUPERVISOR, centers: ['BKK'] })
    await answers(client.get(`${base(caseId)}/${id}/letter`).loginAs(elsewhere), 404)
    assert.lengthOf(await readsOf('gop', id), 0)
  })

  test('a withdrawal’s letter is logged as read on the withdrawal', async ({ client, assert }) => {
    const { caseId, id, user } = await approvedGop(client)
    const withdrawn = await post(
      client,
      user,
      `/navigate/cases/${caseId}/withdrawal-of-gops`
    )({ gop_id: String(id), reason: 'pre-existing-condition' })
    withdrawn.assertStatus(302)
    const withdrawal = await db.from('gop_withdrawals').where('gop_id', id).firstOrFail()
    const url = `/navigate/cases/${caseId}/withdrawal-of-gops/${withdrawal.id}`
    await answers(client.get(`${url}/letter`).loginAs(user), 200)
    const pdf = await client.get(`${url}/letter.pdf`).loginAs(user)
    pdf.assertStatus(200)
    const name = `${withdrawal.gop_number}-withdrawal.pdf`
    assert.equal(
      pdf.header('content-disposition'),
      `attachment; filename="${name}"; filename*=UTF-8''${name}`
    )
    const reads = await readsOf('gop_withdrawal', withdrawal.id)
    assert.deepEqual(
      reads.map((read) => read.properties),
      [
        { as: 'preview', name, case_id: caseId },
        { as: 'download', name, case_id: caseId },
      ]
    )
  })
})

test.group('GOP letters: sending', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('Send mails the PDF to the provider: the fake SMTP server reads the member and the amount', async ({
    client,
    assert,
  }) => {
    const { id, transition, member } = await approvedGop(client)
    await mailThrough(smtp.port)
    const response = await transition('send')()
    response.assertStatus(302)
    assert.match(flashOf(response).success ?? '', /sent/)

    assert.lengthOf(smtp.messages, 1)
    const [message] = smtp.messages
    assert.deepEqual(message.to, ['gop@provider.test'])
    const gopRow: { number: string } = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(
      headerOf(message, 'subject'),
      `Guarantee of payment ${gopRow.number} — ${member.first_name} ${member.last_name}`
    )
    const [attachment] = attachmentsOf(message)
    assert.equal(attachment.contentType, 'application/pdf')
    assert.match(attachment.filename, /-r1\.pdf$/)
    const { text } = await pdfText(attachment.content)
    assert.include(text, `${member.first_name} ${member.last_name}`)
    assert.include(text, 'MYR 1,000.00')

    const gop = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(gop.status, 'sent')
    assert.isNotNull(gop.sent_at)
    assert.deepEqual(gop.sent_to, ['gop@provider.test'])
    const [sent] = await transmissionsOf('gop', id)
    assert.equal(sent.status, 'sent')
    assert.equal(sent.revision, 1)
    assert.equal(sent.attempts, 1)
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'gop', subject_id: String(id) })
      .where('description', 'like', '%sent to gop@provider.test')
    assert.lengthOf(logged, 1)
  })

  test('the company’s copy group (GOP settings) is copied on every letter', async ({
    client,
    assert,
  }) => {
    const { id, transition } = await approvedGop(client)
    const [audit] = await db
      .insertQuery()
      .table('email_groups')
      .insert({
        name: 'GOP audit copies',
        addresses: ['audit@assist.test', 'GOP@provider.test'],
        created_at: new Date(),
      })
      .returning('id')
    await writeSettings({ gop_copy_email_group_id: audit.id })
    await mailThrough(smtp.port)
    await redirected(transition('send')())
    const [message] = smtp.messages
    // The provider's address is not copied twice; the audit address gets its copy.
    assert.sameMembers(message.to, ['gop@provider.test', 'audit@assist.test'])
    assert.equal(headerOf(message, 'cc'), 'audit@assist.test')
    const [sent] = await transmissionsOf('gop', id)
    assert.deepEqual(sent.copy_to, ['audit@assist.test'])
    const gop = await db.from('gops').where('id', id).firstOrFail()
    assert.deepEqual(gop.sent_to, ['gop@provider.test'])
  })

  test('a busy mail server is tried again until it takes the letter', async ({
    client,
    assert,
  }) => {
    const { id, transition } = await approvedGop(client)
    smtp.options.refuseMessages = 2
    await mailThrough(smtp.port)
    await redirected(transition('send')())
    assert.equal(smtp.refused, 2)
    assert.lengthOf(smtp.messages, 1)
    const [sent] = await transmissionsOf('gop', id)
    assert.equal(sent.status, 'sent')
    assert.equal(sent.attempts, 3)
    assert.isNull(sent.error)
  })

  test('a send that fails shows as not delivered; Send again delivers it', async ({
    client,
    assert,
  }) => {
    const { caseId, id, user, transition } = await approvedGop(client)
    await mailThrough(await closedPort())
    await redirected(transition('send')())
    const [failed] = await transmissionsOf('gop', id)
    assert.equal(failed.status, 'failed')
    assert.equal(failed.attempts, 6)
    assert.equal(failed.error, 'The mail server could not be reached.')
    const unsent = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(unsent.status, 'sent')
    assert.isNull(unsent.sent_at)

    // The tab shows it, with the send to name when sending again.
    const tab = await client
      .get(`/navigate/cases/${caseId}?tab=guarantee-of-payments`)
      .loginAs(user)
      .withInertia()
    const rows = (tab.body().props as { gops?: { rows: { id: number; delivery: unknown }[] } }).gops
    const shown = rows?.rows.find((row) => row.id === id)?.delivery as {
      status: string
      id: number
    }
    assert.equal(shown.status, 'failed')

    await mailThrough(smtp.port)
    const stale = await transition('resend')({ last_transmission: '0' })
    assert.match(flashOf(stale).error ?? '', /sent again meanwhile/)
    assert.lengthOf(smtp.messages, 0)
    const again = await transition('resend')({ last_transmission: String(shown.id) })
    assert.match(flashOf(again).success ?? '', /sent again/)
    assert.lengthOf(smtp.messages, 1)
    const sends = await transmissionsOf('gop', id)
    assert.deepEqual(
      sends.map((row) => row.status),
      ['failed', 'sent']
    )
    const delivered = await db.from('gops').where('id', id).firstOrFail()
    assert.isNotNull(delivered.sent_at)
  })

  test('a revision is sent as its own letter; the old one is not sent again', async ({
    client,
    assert,
  }) => {
    const { id, transition } = await approvedGop(client)
    await mailThrough(smtp.port)
    await transition('send')()
    await redirected(
      transition('revise')({ amount: '4,000', revision: '1', reason: 'Surgery added' })
    )
    const revised = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(revised.status, 'approved')
    assert.isNull(revised.sent_at)
    await transition('send')()
    assert.lengthOf(smtp.messages, 2)
    const [, second] = smtp.messages
    assert.match(headerOf(second, 'subject'), /^Guarantee of payment GOP-\S+ \(revision 2\) — /)
    const [attachment] = attachmentsOf(second)
    assert.match(attachment.filename, /-r2\.pdf$/)
    const { text } = await pdfText(attachment.content)
    assert.include(text, 'MYR 4,000.00')
  })

  test('nobody to send to is refused in plain words, and nothing is queued', async ({
    client,
    assert,
  }) => {
    const { id, transition } = await approvedGop(client)
    const { provider } = await parties()
    await db.from('providers').where('id', provider.id).update({ gop_email_addresses: [] })
    const refused = await transition('send')()
    assert.match(flashOf(refused).error ?? '', /has no GOP e-mail addresses; add them/)
    const unchanged = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(unchanged.status, 'approved')
    assert.lengthOf(await transmissionsOf('gop', id), 0)

    // Group sending goes to the email group's addresses.
    const [desk] = await db
      .insertQuery()
      .table('email_groups')
      .insert({
        name: 'Hospital billing desk',
        addresses: ['desk@provider.test', 'billing@provider.test'],
        created_at: new Date(),
      })
      .returning('id')
    await db
      .from('providers')
      .where('id', provider.id)
      .update({ gop_sending_mode: 'group-sending', gop_email_group_id: desk.id })
    await mailThrough(smtp.port)
    await redirected(transition('send')())
    assert.sameMembers(smtp.messages[0].to, ['desk@provider.test', 'billing@provider.test'])
  })

  test('a withdrawal keeps its letter and is sent like a GOP', async ({ client, assert }) => {
    const { caseId, id, user, member } = await approvedGop(client)
    const withdrawn = await post(
      client,
      user,
      `/navigate/cases/${caseId}/withdrawal-of-gops`
    )({ gop_id: String(id), reason: 'pre-existing-condition', remarks: 'Declared in 2019' })
    withdrawn.assertStatus(302)
    const withdrawal = await db.from('gop_withdrawals').where('gop_id', id).firstOrFail()
    assert.equal(withdrawal.status, 'unsent')
    assert.equal(withdrawal.letter_values['withdrawal.reason'], 'Pre-Existing Condition')

    const url = `/navigate/cases/${caseId}/withdrawal-of-gops/${withdrawal.id}`
    const preview = await client.get(`${url}/letter`).loginAs(user)
    assert.include((preview.body() as { html: string }).html, 'WITHDRAWAL OF GUARANTEE')

    await mailThrough(smtp.port)
    const sent = await post(client, user, `${url}/transitions/send`)()
    assert.match(flashOf(sent).success ?? '', /Withdrawal of GOP-.+ sent/)
    const [message] = smtp.messages
    assert.equal(
      headerOf(message, 'subject'),
      `Withdrawal of guarantee of payment ${withdrawal.gop_number} — ${member.first_name} ${member.last_name}`
    )
    const { text } = await pdfText(attachmentsOf(message)[0].content)
    assert.include(text, member.last_name)
    assert.include(text, 'Pre-Existing Condition')
    assert.include(text, 'Declared in 2019')
    const after = await db.from('gop_withdrawals').where('id', withdrawal.id).firstOrFail()
    assert.equal(after.status, 'sent')
    assert.deepEqual(after.sent_to, ['gop@provider.test'])
  })
})

/** KUL's operations address (Manage › Centers), or none. */
async function kulOperations(address: string | null) {
  await db.from('centers').where('code', 'KUL').update({ operations_email: address })
}

test.group('GOP letters: who they are from and whom replies reach', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('a letter goes from the company’s sender, with the center’s operations address as Reply-To', async ({
    client,
    assert,
  }) => {
    const { id, transition } = await approvedGop(client)
    await kulOperations('ops.kul@assist.test')
    await mailThrough(smtp.port)
    await writeSettings({
      mail_from_address: 'letters@assist.test',
      mail_from_name: 'Assist Operations',
    })
    await redirected(transition('send')())
    const [message] = smtp.messages
    assert.equal(message.from, 'letters@assist.test')
    assert.equal(headerOf(message, 'from'), 'Assist Operations <letters@assist.test>')
    assert.equal(headerOf(message, 'reply-to'), 'ops.kul@assist.test')
    // What the transmission records is what went out.
    const [sent] = await transmissionsOf('gop', id)
    assert.equal(sent.from_address, 'letters@assist.test')
    assert.equal(sent.from_name, 'Assist Operations')
    assert.equal(sent.reply_to, 'ops.kul@assist.test')
    assert.deepEqual(sent.attachment_names, [attachmentsOf(message)[0].filename])
    assert.include(sent.body, 'Please find attached our guarantee of payment')
  })

  test('without a sender saved in Settings › Email, the server’s own (config/mail.ts) signs it', async ({
    client,
    assert,
  }) => {
    const { id, transition } = await approvedGop(client)
    await mailThrough(smtp.port)
    await writeSettings({ mail_from_address: '', mail_from_name: '' })
    await redirected(transition('send')())
    const [message] = smtp.messages
    assert.equal(message.from, mailFrom.address)
    // Nodemailer quotes a name holding a hyphen ("Assist Back-office").
    assert.equal(
      headerOf(message, 'from').replaceAll('"', ''),
      `${mailFrom.name} <${mailFrom.address}>`
    )
    const [row] = await transmissionsOf('gop', id)
    assert.equal(row.from_address, mailFrom.address)
    assert.equal(row.from_name, mailFrom.name)
  })

  test('a center without an operations address sends no Reply-To: replies go to the sender', async ({
    client,
    assert,
  }) => {
    const { id, transition } = await approvedGop(client)
    await kulOperations(null)
    await mailThrough(smtp.port)
    await redirected(transition('send')())
    const [message] = smtp.messages
    assert.equal(headerOf(message, 'reply-to'), '')
    const [sent] = await transmissionsOf('gop', id)
    assert.isNull(sent.reply_to)
  })
})

interface SentMailAnswer {
  mails: {
    id: number
    document: { type: string; id: number; label: string; revision: number | null }
    subject: string
    from: string | null
    reply_to: string | null
    to: string[]
    cc: string[]
    body: string | null
    attachments: string[]
    outcome: string
    attempts: number
    error: string | null
    sent_at: string | null
    sent_by: string | null
  }[]
  next: number | null
}

test.group('GOP letters: the case’s sent mail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  const sentMail = (caseId: number) => `/navigate/cases/${caseId}/sent-mail`

  test('each send of the case’s letters, as the message went out, newest first', async ({
    client,
    assert,
  }) => {
    const { caseId, id, user, transition, member } = await approvedGop(client)
    await kulOperations('ops.kul@assist.test')
    await writeSettings({ mail_from_address: 'letters@assist.test', mail_from_name: 'Assist' })
    // A first send the mail server cannot take, then one it does.
    await mailThrough(await closedPort())
    await redirected(transition('send')())
    await mailThrough(smtp.port)
    const [failed] = await transmissionsOf('gop', id)
    await redirected(transition('resend')({ last_transmission: String(failed.id) }))
    const gop: { number: string } = await db.from('gops').where('id', id).firstOrFail()

    const response = await client.get(sentMail(caseId)).loginAs(user)
    response.assertStatus(200)
    const { mails, next } = response.body() as SentMailAnswer
    assert.isNull(next)
    assert.lengthOf(mails, 2)
    const [delivered, notDelivered] = mails
    const [message] = smtp.messages
    assert.equal(delivered.subject, headerOf(message, 'subject'))
    assert.equal(
      delivered.subject,
      `Guarantee of payment ${gop.number} — ${member.first_name} ${member.last_name}`
    )
    assert.equal(delivered.outcome, 'delivered')
    assert.equal(delivered.from, 'Assist <letters@assist.test>')
    assert.equal(delivered.from, headerOf(message, 'from'))
    assert.equal(delivered.reply_to, 'ops.kul@assist.test')
    assert.deepEqual(delivered.to, ['gop@provider.test'])
    assert.deepEqual(delivered.attachments, [attachmentsOf(message)[0].filename])
    assert.include(delivered.body ?? '', `guarantee of payment ${gop.number}`)
    assert.deepEqual(delivered.document, {
      type: 'gop',
      id,
      label: gop.number,
      revision: 1,
    })
    assert.equal(delivered.sent_by, `${user.firstName} ${user.lastName}`)
    assert.isNotNull(delivered.sent_at)
    assert.isNull(delivered.error)

    assert.equal(notDelivered.outcome, 'failed')
    assert.equal(notDelivered.error, 'The mail server could not be reached.')
    assert.equal(notDelivered.attempts, 6)
    assert.isNull(notDelivered.sent_at)
  })

  test('each kind of letter is shown to who may see its document; another center’s case is not found', async ({
    client,
    assert,
  }) => {
    const { caseId, id, user } = await approvedGop(client)
    await mailThrough(smtp.port)
    await redirected(post(client, user, `${base(caseId)}/${id}/transitions/send`)())
    const withdrawn = await post(
      client,
      user,
      `/navigate/cases/${caseId}/withdrawal-of-gops`
    )({ gop_id: String(id), reason: 'wrong-case' })
    withdrawn.assertStatus(302)
    const withdrawal = await db.from('gop_withdrawals').where('gop_id', id).firstOrFail()
    await redirected(
      post(
        client,
        user,
        `/navigate/cases/${caseId}/withdrawal-of-gops/${withdrawal.id}/transitions/send`
      )()
    )
    const typesFor = async (permissions: Permission[]) => {
      const reader = await makeUser({ permissions, centers: ['KUL'] })
      const response = await client.get(sentMail(caseId)).loginAs(reader)
      response.assertStatus(200)
      return (response.body() as SentMailAnswer).mails.map((mail) => mail.document.type)
    }
    assert.deepEqual(await typesFor(SUPERVISOR), ['gop_withdrawal', 'gop'])
    assert.deepEqual(
      await typesFor(['access-cases', 'view-case', 'access-guarantee-of-payments']),
      ['gop']
    )
    assert.deepEqual(await typesFor(['access-cases', 'view-case', 'access-withdrawal-of-gops']), [
      'gop_withdrawal',
    ])
    assert.deepEqual(await typesFor(['access-cases', 'view-case']), [])

    // The route's own permission, and the case's center.
    const outsider = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const refused = await client.get(sentMail(caseId)).loginAs(outsider)
    refused.assertStatus(403)
    const elsewhere = await makeUser({ permissions: SUPERVISOR, centers: ['BKK'] })
    const hidden = await client.get(sentMail(caseId)).loginAs(elsewhere)
    hidden.assertStatus(404)
    const unknown = await client.get(sentMail(2147483000)).loginAs(user)
    unknown.assertStatus(404)
  })

  test('pages of sent mail follow the cursor; a cursor that is none reads the first page', async ({
    client,
    assert,
  }) => {
    const { caseId, id, user, transition } = await approvedGop(client)
    await mailThrough(smtp.port)
    await redirected(transition('send')())
    for (let index = 0; index < 20; index++) {
      const [latest] = await db
        .from('transmissions')
        .where({ document_type: 'gop', document_id: id })
        .orderBy('id', 'desc')
        .limit(1)
      await redirected(transition('resend')({ last_transmission: String(latest.id) }))
    }
    const pageOf = async (query = '') => {
      const response = await client.get(`${sentMail(caseId)}${query}`).loginAs(user)
      response.assertStatus(200)
      return response.body() as SentMailAnswer
    }
    const first = await pageOf()
    assert.lengthOf(first.mails, 20)
    assert.isNotNull(first.next)
    const second = await pageOf(`?before=${first.next}`)
    assert.lengthOf(second.mails, 1)
    assert.isNull(second.next)
    assert.isBelow(second.mails[0].id, first.mails.at(-1)!.id)
    for (const before of ['abc', '-1', '0', '1e3', '99999999999']) {
      const { mails } = await pageOf(`?before=${before}`)
      assert.lengthOf(mails, 20)
    }
  })
})
