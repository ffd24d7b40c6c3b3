import ChargeSlip from '#models/charge_slip'
import { REPORTS } from '#reports/registry'
import { defineReport, type Report, type ReportKey } from '#reports/report_definition'
import type { ListDefinition } from '#queries/list_query'
import { isoDate } from '#contracts/iso_timestamp'
import { likeTerm } from '#queries/like_term'

/**
 * A report for the export tests (issue 32), declared with `defineReport` as the real reports
 * are: the current center's charge slips, with text, integer, money (each slip's own currency)
 * day and instant columns. The export code knows nothing of it: it only reads the registry.
 */

type SlipRow = {
  id: number
  invoice_number: string
  status: string
  currency_code: string
  amount_billed: string
  amount_approved: string | null
  invoice_date: Date
  created_at: Date
}

type SlipLine = Omit<SlipRow, 'invoice_date'> & { invoice_date: string }

class SlipLineTransformer {
  constructor(private row: SlipRow) {}
  toObject(): SlipLine {
    return { ...this.row, invoice_date: isoDate(this.row.invoice_date) }
  }
}

const COLUMNS = [
  'charge_slips.id',
  'charge_slips.invoice_number',
  'charge_slips.status',
  'charge_slips.currency_code',
  'charge_slips.amount_billed',
  'charge_slips.amount_approved',
  'charge_slips.invoice_date',
  'charge_slips.created_at',
]

export const FIXTURE_CURRENCIES = ['MYR', 'JPY', 'KWD']

export const slipReport: Report = defineReport({
  key: 'case',
  title: 'Charge slip report',
  permission: 'access-case-report',
  list: ({ actor }): ListDefinition<typeof ChargeSlip, SlipLine, SlipRow> => ({
    model: ChargeSlip,
    columns: COLUMNS,
    scope: (query) => void query.where('charge_slips.center_id', actor.center?.id ?? 0),
    sortable: {
      invoice_date: 'charge_slips.invoice_date',
      amount: 'charge_slips.amount_billed',
    },
    defaultSort: '-invoice_date',
    search: (query, term) =>
      void query.whereILike('charge_slips.invoice_number', `${likeTerm(term)}%`),
    filters: {
      currency: {
        options: () => FIXTURE_CURRENCIES.map((code) => ({ value: code, label: code })),
        apply: (query, values) => void query.whereIn('charge_slips.currency_code', values),
      },
    },
    transformer: SlipLineTransformer,
  }),
  exportColumns: () => [
    { header: 'Invoice', kind: 'text', value: (row) => row.invoice_number },
    { header: 'Slip', kind: 'integer', value: (row) => row.id },
    { header: 'Status', kind: 'text', value: (row) => row.status },
    {
      header: 'Billed',
      kind: 'money',
      value: (row) => row.amount_billed,
      currency: (row) => row.currency_code,
    },
    {
      header: 'Approved',
      kind: 'money',
      value: (row) => row.amount_approved,
      currency: (row) => row.currency_code,
    },
    { header: 'Invoice date', kind: 'date', value: (row) => row.invoice_date },
    { header: 'Created', kind: 'datetime', value: (row) => row.created_at },
  ],
})

/** Registers the fixture report under its key for a test group; returns the restore. */
export function registerFixtureReport(report: Report = slipReport): () => void {
  const key: ReportKey = report.key
  const had = Object.hasOwn(REPORTS, key)
  const previous = REPORTS[key]
  REPORTS[key] = report
  return () => {
    if (had) REPORTS[key] = previous
    else delete REPORTS[key]
  }
}
