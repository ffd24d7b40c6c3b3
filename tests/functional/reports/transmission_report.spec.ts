import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { TransmissionReportRow } from '#reports/transmission_report'
import { caseIn, centerId, insertGop } from '#tests/helpers/gop_fixtures'
import { insertRfp } from '#tests/helpers/charge_slip_fixtures'
import {
  HOSTILE_REPORT_QUERIES,
  centerRowIds,
  ofCasesWhere,
  reportPagesOf,
  type SqlQuery,
} from '#tests/helpers/report_pages'

/**
 * The transmission report (issue 32): every letter the center sent, to whom, attempts, delivered
 * or failed with the reason; each filter narrows as stated, hostile links never answer 5xx, the
 * permission and the center scope hold.
 */

const KEY = 'transmission'
type Row = TransmissionReportRow

const { reader, open, ids, allRows, answersTo, statusFor, acrossCenters } = reportPagesOf<Row>(KEY)

type Letter = {
  caseId: number
  type: 'gop' | 'gop_withdrawal' | 'rfp'
  documentId: number
  status?: 'queued' | 'sent' | 'failed'
  attempts?: number
  error?: string | null
  at?: Date
}

async function insertLetter(letter: Letter) {
  const owner: { center_id: number } = await db
    .from('cases')
    .where('id', letter.caseId)
    .firstOrFail()
  const status = letter.status ?? 'sent'
  const [row] = await db
    .insertQuery()
    .table('transmissions')
    .insert({
      center_id: owner.center_id,
      case_id: letter.caseId,
      document_type: letter.type,
      document_id: letter.documentId,
      revision: letter.type === 'gop' ? 1 : null,
      recipients: ['claims@hospital.example'],
      subject: `Letter ${letter.type} ${letter.documentId}`,
      status,
      attempts: letter.attempts ?? 1,
      error: letter.error ?? null,
      sent_at: status === 'sent' ? (letter.at ?? new Date()) : null,
      created_at: letter.at ?? new Date(),
    })
    .returning('id')
  return row.id as number
}

/** KUL's letters that `where` keeps, by SQL. */
const kulLetterIds = (where?: (query: SqlQuery) => void) =>
  centerRowIds('transmissions', where, { live: false })

test.group('Transmission report: the page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens with the letters, whom they went to and how, the filters and the chart', async ({
    client,
    assert,
  }) => {
    const kase = await caseIn('KUL', 'active')
    const gop = await insertGop(kase, 'sent')
    const failed = await insertLetter({
      caseId: kase,
      type: 'gop',
      documentId: gop,
      status: 'failed',
      attempts: 5,
      error: 'The mail server refused the address.',
    })
    const user = await reader()
    const { status, props } = await open(client, user, '', true)
    assert.equal(status, 200)
    assert.deepEqual(props.refused, [])
    assert.deepEqual(Object.values(props.filterLabels).sort(), [
      'Case Billed',
      'Case Closed Duration',
      'Case Opened',
      'Client',
      'Delivery',
      'Document',
      'Evacuation',
      'Member',
      'Program',
      'Program Type',
      'Provider',
      'Queued',
      'Status',
    ])
    const every = await kulLetterIds()
    assert.equal(props.meta.total, every.length)
    assert.equal(props.totals?.rows, every.length)
    assert.lengthOf(props.chart!.points, 14)
    // Today's bar counts today's letters of the center, by outcome.
    const today = props.chart!.points.at(-1)!
    assert.isAtLeast(today.values[1], 1)
    const row = props.rows.find((one) => one.id === failed)!
    const gopRow: { number: string; provider_id: number } = await db
      .from('gops')
      .where('id', gop)
      .firstOrFail()
    const provider: { name: string } = await db
      .from('providers')
      .where('id', gopRow.provider_id)
      .firstOrFail()
    assert.equal(row.document_number, gopRow.number)
    assert.equal(row.addressee, provider.name)
    assert.deepEqual(row.recipients, ['claims@hospital.example'])
    assert.equal(row.attempts, 5)
    assert.equal(row.status, 'failed')
    assert.equal(row.error, 'The mail server refused the address.')
    // The newest first.
    const times = props.rows.map((one) => one.queued_at)
    assert.deepEqual(times, [...times].sort().reverse())
  })
})

test.group('Transmission report: each filter narrows as stated', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('document, delivery, queued day, provider, client, member, case status', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const active = await caseIn('KUL', 'active')
    const billing = await caseIn('KUL', 'billing')
    const gop = await insertGop(active, 'sent')
    const gopLetter = await insertLetter({ caseId: active, type: 'gop', documentId: gop })
    const rfp = await insertRfp(billing, { status: 'approved' })
    const rfpLetter = await insertLetter({
      caseId: billing,
      type: 'rfp',
      documentId: rfp,
      status: 'failed',
      error: 'Mailbox full',
      // 15 Jan 2026 07:30 in Kuala Lumpur.
      at: new Date('2026-01-14T23:30:00Z'),
    })
    const gopRow: { number: string; provider_id: number } = await db
      .from('gops')
      .where('id', gop)
      .firstOrFail()
    const [withdrawal] = await db
      .insertQuery()
      .table('gop_withdrawals')
      .insert({
        gop_id: gop,
        gop_number: gopRow.number,
        case_id: active,
        center_id: await centerId('KUL'),
        reason: 'guarantee-withdrawn',
        created_at: new Date(),
      })
      .returning('id')
    const wgopLetter = await insertLetter({
      caseId: active,
      type: 'gop_withdrawal',
      documentId: (withdrawal as { id: number }).id,
      status: 'queued',
    })

    assert.deepEqual(
      await ids(client, user, '?filters[document]=rfp'),
      await kulLetterIds((q) => q.where('document_type', 'rfp'))
    )
    assert.include(await ids(client, user, '?filters[document]=gop_withdrawal'), wgopLetter)
    const rows = await allRows(client, user, '?filters[document]=gop_withdrawal')
    assert.equal(rows.find((row) => row.id === wgopLetter)?.document_number, gopRow.number)
    assert.deepEqual(
      await ids(client, user, '?filters[delivery]=failed'),
      await kulLetterIds((q) => q.where('status', 'failed'))
    )
    assert.include(await ids(client, user, '?filters[delivery]=queued'), wgopLetter)
    assert.deepEqual(await ids(client, user, '?filters[queued]=2026-01-15..2026-01-15'), [
      rfpLetter,
    ])
    assert.deepEqual(await ids(client, user, '?filters[queued]=2026-01-14..2026-01-14'), [])
    const byProvider = await ids(client, user, `?filters[provider]=${gopRow.provider_id}`)
    assert.includeMembers(byProvider, [gopLetter, wgopLetter])
    assert.notInclude(byProvider, rfpLetter)
    const owner: { client_id: number; member_id: number } = await db
      .from('cases')
      .where('id', billing)
      .firstOrFail()
    const ofCases = (where: (cases: SqlQuery) => void) => kulLetterIds(ofCasesWhere(where))
    assert.deepEqual(
      await ids(client, user, `?filters[client]=${owner.client_id}`),
      await ofCases((c) => c.where('client_id', owner.client_id))
    )
    assert.deepEqual(
      await ids(client, user, `?filters[member]=${owner.member_id}`),
      await ofCases((c) => c.where('member_id', owner.member_id))
    )
    const byStatus = await ids(client, user, '?filters[status]=billing')
    assert.include(byStatus, rfpLetter)
    assert.notInclude(byStatus, gopLetter)
    assert.deepEqual(byStatus, await ofCases((c) => c.where('status', 'billing')))
  })
})

test.group('Transmission report: hostile links', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('refused in plain words, never a 5xx', async ({ client, assert }) => {
    const user = await reader()
    const answers = await answersTo(client, user, [
      ...HOSTILE_REPORT_QUERIES,
      '?filters[document]=report',
      '?filters[delivery][]=%00',
      '?filters[queued]=2026-13-01..',
      `?filters[queued]=${'9'.repeat(400)}..`,
    ])
    for (const { query, status } of answers) assert.isBelow(status, 500, query)
    const unknown = await open(client, user, '?filters[document]=report')
    assert.deepEqual(unknown.props.refused, [
      { field: 'filters.document', message: 'Document: a value that is not offered was left out.' },
    ])
  })
})

test.group('Transmission report: who sees what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('403 without access-transmission-report', async ({ client, assert }) => {
    const { status } = await statusFor(client, ['access-case-report'])
    assert.equal(status, 403)
  })

  test('another center’s letters never appear', async ({ client, assert }) => {
    const bkkCase = await caseIn('BKK', 'active')
    const bkkLetter = await insertLetter({
      caseId: bkkCase,
      type: 'gop',
      documentId: await insertGop(bkkCase, 'sent'),
    })
    const { kul, kulTotalRows, bkk } = await acrossCenters(client)
    assert.notInclude(kul, bkkLetter)
    assert.deepEqual(kul, await kulLetterIds())
    assert.equal(kulTotalRows, kul.length)
    assert.include(bkk, bkkLetter)
    if (kul.length > 0) assert.notInclude(bkk, kul[0])
  })
})
