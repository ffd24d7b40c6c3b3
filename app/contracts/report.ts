/**
 * What a report page shows beside its preview (issue 32), shared by the server
 * (app/reports/) and the page shell (inertia/features/reports/). Money is a decimal string
 * ("1234.50"), summed in SQL as numeric, never through a float.
 */

/** An amount in one currency. */
export type CurrencyAmount = { currency: string; amount: string }

/**
 * One money measure over every row of the report (a case report's GOPs, billed, invoiced): per
 * document currency, as the documents were written, and the whole in the center's currency.
 */
export type MoneyTotal = {
  key: string
  label: string
  perCurrency: CurrencyAmount[]
  /** Null when the center has no currency set. */
  inCenter: CurrencyAmount | null
  /** Why part of the whole could not be counted in the center's currency (a missing rate). */
  note?: string
}

/** A count over every row of a report (the agent report's notes, tasks closed). */
export type CountTotal = { key: string; label: string; value: number }

/** The totals of a report over its filtered rows: the same filters as the preview. */
export type ReportTotals = {
  /** How many rows the report holds (all pages). */
  rows: number
  money: MoneyTotal[]
  /** Counts summed over the rows, for a report whose measures are not money. */
  counts?: CountTotal[]
}

/**
 * One series of a chart (a status, an aging bucket, an outcome). `tone`: what the series says,
 * for a series that is an outcome (delivered in green, failed in red, as the status badges
 * colour them); without one, the chart's palette colours series by their place.
 */
export type ChartSeries = {
  key: string
  label: string
  tone?: 'positive' | 'danger' | 'warning' | 'info' | 'inactive'
}

/** One bar of a chart: its values in the order of the chart's series. */
export type ChartPoint = { key: string; label: string; values: number[] }

/**
 * A chart a supervisor would rather look at than read: stacked bars, one per point (a week, an
 * aging bucket, a day), each stacked by series. The numbers are also given as text (a table
 * under the chart, and each bar's title), so the chart is readable without seeing it.
 */
export type ReportChart = {
  kind: 'stacked-bars'
  title: string
  /** What the chart shows, in one sentence (its accessible description). */
  description: string
  /** What one bar stands for ("Week of"). */
  pointLabel: string
  /** What is counted ("Cases"). */
  valueLabel: string
  series: ChartSeries[]
  points: ChartPoint[]
}

/** Part of the report's query that was not applied, said in plain words beside its filter. */
export type ReportRefusal = { field: string; message: string }
