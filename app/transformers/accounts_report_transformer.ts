import { BaseTransformer } from '@adonisjs/core/transformers'

/** The plain row the accounts report reads (app/reports/accounts_report.ts `columnsOf`). */
export type PlainAccountRow = {
  id: number
  name: string | null
  detail: string | null
  cases: number
  currency: string | null
  /** Counts and decimal strings in the center's currency; null where the variant has none. */
  gop_count: number | null
  gop_amount: string | null
  billed_count: number | null
  billed_amount: string | null
  invoiced_count: number | null
  invoiced_amount: string | null
  collected_count: number | null
  collected_amount: string | null
}

/** A measure of one account: how many documents and their sum; null: not this kind's. */
type Measure = { count: number; amount: string } | null

function measure(count: number | null, amount: string | null): Measure {
  return count === null || amount === null ? null : { count, amount }
}

/**
 * One client, provider or user of the accounts report (issue 32): its cases the filters keep
 * and their documents' money in the center's currency.
 */
export default class AccountsReportTransformer extends BaseTransformer<PlainAccountRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      name: row.name ?? '',
      /** The client's or provider's code, the user's email. */
      detail: row.detail ?? '',
      cases: row.cases,
      currency: row.currency,
      measures: {
        gop: measure(row.gop_count, row.gop_amount),
        billed: measure(row.billed_count, row.billed_amount),
        invoiced: measure(row.invoiced_count, row.invoiced_amount),
        collected: measure(row.collected_count, row.collected_amount),
      },
    }
  }
}
