import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { DateTime } from 'luxon'
import type { Option } from '#contracts/list'
import type { ReportChart } from '#contracts/report'
import type { ReportRows, ReportScope } from '#reports/report_definition'
import { inCenterSql, measureFrom, type DocumentMeasure } from '#reports/report_money'

/**
 * Aging of money still owed (issue 32: accounts payable and receivable): how many days past its
 * due date a document is, on the center's calendar (PRODUCT.md: "today" is the selected center's
 * day for aging buckets and due dates), in the buckets a finance manager reads: not yet due
 * (current), 1–30, 31–60, 61–90 and more than 90 days past due. What "due" is belongs to each
 * report (docs/decisions.md "Accounts payable and receivable reports").
 */
export const PAST_DUE_BUCKETS = [
  { value: 'current', label: 'Current', from: null, to: 0 },
  { value: '1_30', label: '1–30 days', from: 1, to: 30 },
  { value: '31_60', label: '31–60 days', from: 31, to: 60 },
  { value: '61_90', label: '61–90 days', from: 61, to: 90 },
  { value: 'over_90', label: '> 90 days', from: 91, to: null },
] as const satisfies readonly (Option & { from: number | null; to: number | null })[]

export type PastDueBucket = (typeof PAST_DUE_BUCKETS)[number]['value']

export const PAST_DUE_OPTIONS: Option[] = PAST_DUE_BUCKETS.map(({ value, label }) => ({
  value,
  label,
}))

/** The center's calendar day now ('2026-11-30'), by the actor's clock. */
export function centerToday(scope: ReportScope): string {
  const zone = scope.actor.center?.timeZone ?? 'UTC'
  return DateTime.fromJSDate(scope.actor.clock.now(), { zone }).toISODate()!
}

/** The day `days` before `today` ('yyyy-mm-dd'). */
function daysBefore(today: string, days: number): string {
  return DateTime.fromISO(today, { zone: 'UTC' }).minus({ days }).toISODate()!
}

/**
 * A bucket's days past due as SQL over a date column (`due`), given today: whole days from the
 * due day to today, 0 or fewer being current. `today` is a bound value, never spliced in.
 */
export function bucketSql(due: string): string {
  return `(CASE
    WHEN ?::date - ${due} <= 0 THEN 'current'
    WHEN ?::date - ${due} <= 30 THEN '1_30'
    WHEN ?::date - ${due} <= 60 THEN '31_60'
    WHEN ?::date - ${due} <= 90 THEN '61_90'
    ELSE 'over_90' END)`
}

type Where = {
  where(callback: (inner: Where) => void): Where
  orWhere(callback: (inner: Where) => void): Where
  where(column: string, operator: string, value: string): Where
}

/**
 * The buckets chosen as ranges of the due column (each one range of its center-led index):
 * `from`–`to` days past due is due on or before today − from and on or after today − to.
 */
export function pastDueFilter(due: string, today: string) {
  return (query: Where, values: string[]) => {
    const chosen = PAST_DUE_BUCKETS.filter((bucket) => values.includes(bucket.value))
    query.where((inner) => {
      for (const bucket of chosen) {
        inner.orWhere((one) => {
          if (bucket.from === null) one.where(due, '>=', today)
          else one.where(due, '<=', daysBefore(today, bucket.from))
          if (bucket.to !== null && bucket.from !== null) {
            one.where(due, '>=', daysBefore(today, bucket.to))
          }
        })
      }
    })
  }
}

/**
 * What is owed per aging bucket, stacked by the documents' status (issue 32: "payables and
 * receivables by aging bucket"), in the center's currency rounded to whole units: a picture;
 * the exact amounts are the totals'. A document without an exchange rate is left out, as the
 * totals say.
 */
export async function agingChart<M extends LucidModel>(
  scope: ReportScope,
  rows: ReportRows<M>,
  options: {
    measure: DocumentMeasure
    /** The due column over `d` (d.invoice_date, d.due_date). */
    due: string
    statuses: readonly Option[]
    title: string
    description: string
  }
): Promise<ReportChart> {
  const today = centerToday(scope)
  const { measure } = options
  const result = await db.rawQuery(
    `SELECT ${bucketSql(options.due)} AS bucket, d.status,
        round(coalesce(sum(${inCenterSql(measure)}), 0))::text AS amount
      ${measureFrom(measure)}
      WHERE d.id IN (${rows.ids.sql}) AND d.deleted_at IS NULL AND ${measure.where}
      GROUP BY 1, 2`,
    [today, today, today, today, ...rows.ids.bindings]
  )
  const found = (result as { rows: { bucket: string; status: string; amount: string }[] }).rows
  const currency = await centerCurrencyCode(scope)
  const series = options.statuses.map(({ value, label }) => ({ key: value, label }))
  return {
    kind: 'stacked-bars',
    title: options.title,
    description: `${options.description} In ${currency ?? 'the center’s currency'}, rounded to whole units, as of ${DateTime.fromISO(today).toFormat('dd LLL yyyy')}.`,
    pointLabel: 'Past due',
    valueLabel: currency ?? 'Amount',
    series,
    points: PAST_DUE_BUCKETS.map((bucket) => ({
      key: bucket.value,
      label: bucket.label,
      values: series.map((status) =>
        Number(
          found.find((row) => row.bucket === bucket.value && row.status === status.key)?.amount ?? 0
        )
      ),
    })),
  }
}

async function centerCurrencyCode(scope: ReportScope): Promise<string | null> {
  const id = scope.actor.center?.id
  if (!id) return null
  const row: { currency_code: string | null } | null = await db
    .from('centers')
    .where('id', id)
    .select('currency_code')
    .first()
  return row?.currency_code ?? null
}
