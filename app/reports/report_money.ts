import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { addAmounts } from '#contracts/money'
import type { MoneyTotal, ReportTotals } from '#contracts/report'
import type { ReportRows, ReportScope } from '#reports/report_definition'

/**
 * Money over a report's rows (issue 32): a kind of document (GOPs, charge slips, RFPs) summed
 * exactly, in SQL as numeric, per document currency and in the center's currency. Every
 * amount stays a decimal string; the whole in the center's currency is the sum of the
 * per-currency parts' own sums (`addAmounts`, whole cents), never a float.
 */
export interface DocumentMeasure {
  key: string
  label: string
  /** The documents' table, read as `d`, with its center as `c`. */
  table: 'gops' | 'charge_slips' | 'request_for_payments'
  /** Which live documents count (SQL over `d`). */
  where: string
  /** The document's amount in its own currency (`d.amount`). */
  amount: string
  /**
   * The document's amount in its center's currency, rounded to the cent per document. `{rate}`
   * stands for today's rate from its currency to the center's (Manage › Currencies), for a
   * document with no rate fixed yet; null where either currency has no rate.
   */
  inCenter: string
}

/** Today's rate from a document's currency (`dc`) to its center's (`cc`), as case_balance reads it. */
const TODAYS_RATE = `CASE WHEN d.currency_code = c.currency_code THEN 1
  ELSE round(cc.rate_to_base / nullif(dc.rate_to_base, 0), 8) END`

export function inCenterSql(measure: DocumentMeasure): string {
  return measure.inCenter.replaceAll('{rate}', `(${TODAYS_RATE})`)
}

/** The documents of a measure with their center and both currencies' rates. */
export function measureFrom(measure: DocumentMeasure): string {
  return `FROM ${measure.table} AS d JOIN centers AS c ON c.id = d.center_id
    LEFT JOIN currencies AS cc ON cc.code = c.currency_code AND cc.deleted_at IS NULL
    LEFT JOIN currencies AS dc ON dc.code = d.currency_code AND dc.deleted_at IS NULL`
}

type Part = {
  measure: string
  currency: string
  amount: string
  in_center: string | null
  unpriced: string | number
}

/**
 * The totals of a report whose rows own documents through `ownerColumn` (a case's documents:
 * `case_id`): how many rows, and each measure per document currency and in the center's
 * currency. One statement for the rows' count and one for every measure (a UNION ALL), each
 * over the report's own filtered rows.
 */
export async function documentTotals<M extends LucidModel>(
  scope: ReportScope,
  rows: ReportRows<M>,
  measures: DocumentMeasure[],
  ownerColumn: string
): Promise<ReportTotals> {
  const parts = measures.map(
    (measure) => `SELECT ?::text AS measure, d.currency_code AS currency,
        sum(${measure.amount})::text AS amount,
        sum(${inCenterSql(measure)})::text AS in_center,
        count(*) FILTER (WHERE ${inCenterSql(measure)} IS NULL) AS unpriced
      ${measureFrom(measure)}
      WHERE d.${ownerColumn} IN (${rows.ids.sql}) AND d.deleted_at IS NULL AND ${measure.where}
      GROUP BY d.currency_code`
  )
  const bindings = measures.flatMap((measure) => [measure.key, ...rows.ids.bindings])
  const [counted, summed, center] = await Promise.all([
    rows.count(),
    withParallelPlans(`${parts.join(' UNION ALL ')} ORDER BY 1, 2`, bindings),
    centerCurrency(scope),
  ])
  const found = (summed as { rows: Part[] }).rows
  const money = measures.map((measure): MoneyTotal => {
    const mine = found.filter((part) => part.measure === measure.key)
    const unpriced = mine.reduce((sum, part) => sum + Number(part.unpriced), 0)
    return {
      key: measure.key,
      label: measure.label,
      perCurrency: mine.map((part) => ({ currency: part.currency, amount: part.amount })),
      inCenter: center
        ? { currency: center, amount: addAmounts(mine.map((part) => part.in_center ?? '0')) }
        : null,
      ...(unpriced > 0
        ? {
            note: `${unpriced} document${unpriced === 1 ? ' has' : 's have'} no exchange rate to ${center ?? 'the center’s currency'} and ${unpriced === 1 ? 'is' : 'are'} left out of this total.`,
          }
        : {}),
    }
  })
  return { rows: counted, money }
}

/**
 * One statement that reads hundreds of thousands of rows (a report's money over all its rows),
 * planned at PostgreSQL's default price for a parallel plan instead of the database's 5000
 * (migration 091, which keeps a page of the preview off parallel plans): here the workers'
 * start is paid back many times. `SET LOCAL` needs a transaction and ends with it, so the
 * connection goes back to the pool as it came. PGlite has no parallel workers; it accepts the
 * setting and plans as before.
 */
export function withParallelPlans(sql: string, bindings: (string | number)[]) {
  return db.transaction(async (trx) => {
    await trx.rawQuery('SET LOCAL parallel_setup_cost = 1000')
    return trx.rawQuery(sql, bindings)
  })
}

/** The current center's currency (null when none is set). */
export async function centerCurrency(scope: ReportScope): Promise<string | null> {
  const id = scope.actor.center?.id
  if (!id) return null
  const row: { currency_code: string | null } | null = await db
    .from('centers')
    .where('id', id)
    .select('currency_code')
    .first()
  return row?.currency_code ?? null
}
