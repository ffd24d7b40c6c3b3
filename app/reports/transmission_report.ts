import db from '@adonisjs/lucid/services/db'
import Transmission from '#models/transmission'
import type { Option } from '#contracts/list'
import type { ChartSeries, ReportChart } from '#contracts/report'
import { countsPerPeriod } from '#reports/report_rows'
import type { ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import { defineReport, type ReportRows, type ReportScope } from '#reports/report_definition'
import { centerDays, idsOf, optionLabel, reportFilters } from '#reports/report_filters'
import { caseClientDimension, caseDimensions } from '#reports/report_case_filters'
import TransmissionReportTransformer, {
  type PlainTransmissionReportRow,
} from '#transformers/transmission_report_transformer'

/**
 * The transmission report (issue 32, SPEC.md §2 `reports.transmission.index`,
 * `access-transmission-report`): every letter the current center sent (the `transmissions` rows
 * app/services/transmissions.ts queues: a GOP's revision, a withdrawal, an RFP, a policy
 * verification request), to whom, by whom, how many attempts, and delivered
 * or failed with the reason. Beside SPEC.md's dimensions that apply to a letter's case, it is
 * filtered by the kind of document, the outcome and the day it was queued.
 */

/** The kinds of document a letter carries, as PRODUCT.md names them. */
export const DOCUMENT_KINDS: Option[] = [
  { value: 'gop', label: 'GOP' },
  { value: 'gop_withdrawal', label: 'WGOP' },
  { value: 'rfp', label: 'RFP' },
  { value: 'policy_verification', label: 'Verification' },
]

/** A send's outcome: the mail server took it, it gave up, or it is still being tried. */
export const DELIVERY_OUTCOMES: (Option & { tone: ChartSeries['tone'] })[] = [
  { value: 'sent', label: 'Delivered', tone: 'positive' },
  { value: 'failed', label: 'Failed', tone: 'danger' },
  { value: 'queued', label: 'Being sent', tone: 'warning' },
]

/** The document's number (a withdrawal's: its GOP's), read per row of the page by primary key. */
const DOCUMENT_NUMBER = `(CASE transmissions.document_type
    WHEN 'gop' THEN (SELECT number FROM gops WHERE gops.id = transmissions.document_id)
    WHEN 'rfp' THEN (SELECT number FROM request_for_payments
      WHERE request_for_payments.id = transmissions.document_id)
    WHEN 'gop_withdrawal' THEN (SELECT gop_number FROM gop_withdrawals
      WHERE gop_withdrawals.id = transmissions.document_id)
    WHEN 'policy_verification' THEN (SELECT number FROM policy_verifications
      WHERE policy_verifications.id = transmissions.document_id)
    END) AS document_number`

/** Whom the letter was addressed to: a GOP's or a withdrawal's provider, an RFP's client. */
const ADDRESSEE = `(CASE transmissions.document_type
    WHEN 'gop' THEN (SELECT providers.name FROM gops JOIN providers ON providers.id = gops.provider_id
      WHERE gops.id = transmissions.document_id)
    WHEN 'gop_withdrawal' THEN (SELECT providers.name FROM gop_withdrawals
      JOIN gops ON gops.id = gop_withdrawals.gop_id JOIN providers ON providers.id = gops.provider_id
      WHERE gop_withdrawals.id = transmissions.document_id)
    WHEN 'rfp' THEN (SELECT clients.name FROM request_for_payments
      JOIN clients ON clients.id = request_for_payments.client_id
      WHERE request_for_payments.id = transmissions.document_id)
    WHEN 'policy_verification' THEN (SELECT verification_forms.name FROM policy_verifications
      JOIN verification_forms ON verification_forms.id = policy_verifications.verification_form_id
      WHERE policy_verifications.id = transmissions.document_id)
    END) AS addressee`

/** The providers that hold a letter of the center (a GOP's or a withdrawal's), by name. */
async function letterProviderOptions(centers: number[]): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('providers')
    .whereExists((gops) =>
      gops
        .from('gops')
        .whereColumn('gops.provider_id', 'providers.id')
        .whereIn('gops.center_id', centers)
        .whereNull('gops.deleted_at')
    )
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

function transmissionList(
  scope: ReportScope
): ListDefinition<typeof Transmission, TransmissionReportRow, PlainTransmissionReportRow> {
  const centers = listCenters(scope.actor)
  const declared = reportFilters<typeof Transmission>(scope, {
    ...caseDimensions<typeof Transmission>('transmissions.case_id', centers),
    ...caseClientDimension<typeof Transmission>('transmissions.case_id', centers),
    // A provider's letters: its GOPs' and their withdrawals', found by the document index.
    provider: {
      options: () => letterProviderOptions(centers),
      apply: (query, values) => {
        const gops = db.from('gops').whereIn('provider_id', idsOf(values)).select('id')
        void query.where((inner) =>
          inner
            .where((gop) =>
              gop
                .where('transmissions.document_type', 'gop')
                .whereIn('transmissions.document_id', gops)
            )
            .orWhere((withdrawal) =>
              withdrawal
                .where('transmissions.document_type', 'gop_withdrawal')
                .whereIn(
                  'transmissions.document_id',
                  db.from('gop_withdrawals').whereIn('gop_id', gops).select('id')
                )
            )
        )
      },
    },
    member: {
      apply: (query, values) =>
        void query.where((inner) =>
          inner
            .whereIn(
              'transmissions.case_id',
              db
                .from('cases')
                .whereIn('cases.center_id', centers)
                .whereIn('cases.member_id', idsOf(values))
                .select('cases.id')
            )
            // A verification asked on the member alone (issue 33) has no case.
            .orWhere((verification) =>
              verification
                .where('transmissions.document_type', 'policy_verification')
                .whereIn(
                  'transmissions.document_id',
                  db
                    .from('policy_verifications')
                    .whereIn('center_id', centers)
                    .whereIn('member_id', idsOf(values))
                    .select('id')
                )
            )
        ),
    },
  })
  return {
    model: Transmission,
    softDeletes: false,
    // The names are read per row of the page by primary key, so the count reads the letters alone.
    columns: [
      'transmissions.id',
      'transmissions.case_id',
      'transmissions.document_type',
      'transmissions.document_id',
      'transmissions.revision',
      'transmissions.recipients',
      'transmissions.copy_to',
      'transmissions.subject',
      'transmissions.status',
      'transmissions.attempts',
      'transmissions.error',
      'transmissions.sent_at',
      'transmissions.created_at',
      db.raw(DOCUMENT_NUMBER),
      db.raw(ADDRESSEE),
      db.raw('(SELECT number FROM cases WHERE cases.id = transmissions.case_id) AS case_number'),
      db.raw(
        `(SELECT first_name || ' ' || last_name FROM users
          WHERE users.id = transmissions.created_by_id) AS sender_name`
      ),
    ],
    // transmissions_center_index and migration 075's, each with the id as tie-breaker.
    sortable: { queued_at: 'transmissions.created_at' },
    defaultSort: '-queued_at',
    scope: (query) => void query.whereIn('transmissions.center_id', centers),
    filters: {
      ...declared.filters,
      document: {
        options: () => DOCUMENT_KINDS,
        apply: (query, values) => void query.whereIn('transmissions.document_type', values),
      },
      delivery: {
        options: () => DELIVERY_OUTCOMES.map(({ value, label }) => ({ value, label })),
        apply: (query, values) => void query.whereIn('transmissions.status', values),
      },
    },
    dateFilters: {
      ...declared.dateFilters,
      queued: { apply: centerDays('transmissions.created_at', 'transmissions.center_id') },
    },
    transformer: TransmissionReportTransformer,
    live: ['transmissions'],
  }
}

export type TransmissionReportRow = ReturnType<TransmissionReportTransformer['toObject']>

/** Days the chart shows: two weeks, ending with the queued filter's last day or today. */
const CHART_DAYS = 14

/**
 * Delivered vs failed letters per day (issue 32): the filtered letters queued on each of the
 * fourteen days ending with the filter's last day (else today), by outcome, on the center's clock.
 */
function lettersPerDay(
  scope: ReportScope,
  rows: ReportRows<typeof Transmission>,
  lastDay: string | null
): Promise<ReportChart> {
  return countsPerPeriod(scope, rows, {
    at: 'transmissions.created_at',
    status: 'transmissions.status',
    unit: 'day',
    periods: CHART_DAYS,
    lastDay,
    series: DELIVERY_OUTCOMES.map(({ value, label, tone }) => ({ key: value, label, tone })),
    title: 'Letters per day',
    describe: (first, last) =>
      `Letters queued each day from ${first.toFormat('dd LLL yyyy')} to ${last.toFormat('dd LLL yyyy')}, delivered, failed or still being sent.`,
    pointLabel: 'Day',
    valueLabel: 'Letters',
  })
}

export const transmissionReport = defineReport({
  key: 'transmission',
  title: 'Transmission report',
  permission: 'access-transmission-report',
  list: transmissionList,
  totals: async (_scope, rows) => {
    const counted = await rows.query().count('* as total').pojo<{ total: string | number }>()
    return { rows: Number(counted[0]?.total ?? 0), money: [] }
  },
  chart: (scope, rows) => lettersPerDay(scope, rows, rows.dateRanges.queued?.to ?? null),
  exportColumns: () => [
    { header: 'Queued', kind: 'datetime', value: (row: TransmissionReportRow) => row.queued_at },
    {
      header: 'Document',
      kind: 'text',
      value: (row) => optionLabel(DOCUMENT_KINDS, row.document_type),
    },
    { header: 'Number', kind: 'text', value: (row) => row.document_number },
    { header: 'Revision', kind: 'integer', value: (row) => row.revision },
    { header: 'Case', kind: 'text', value: (row) => row.case_number },
    { header: 'To', kind: 'text', value: (row) => row.addressee },
    { header: 'Recipients', kind: 'text', value: (row) => row.recipients.join(', ') },
    { header: 'Copies', kind: 'text', value: (row) => row.copy_to.join(', ') },
    { header: 'Subject', kind: 'text', value: (row) => row.subject },
    { header: 'Sent by', kind: 'text', value: (row) => row.sender },
    { header: 'Attempts', kind: 'integer', value: (row) => row.attempts },
    { header: 'Outcome', kind: 'text', value: (row) => optionLabel(DELIVERY_OUTCOMES, row.status) },
    { header: 'Delivered', kind: 'datetime', value: (row) => row.sent_at },
    { header: 'Reason', kind: 'text', value: (row) => row.error },
  ],
})
