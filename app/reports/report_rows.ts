import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { DateTime } from 'luxon'
import type { ChartSeries, ReportChart } from '#contracts/report'
import { listRowsQuery, type ListDefinition } from '#queries/list_query'
import type { ParsedListQuery } from '#queries/list_query_parser'
import type { ReportRows, ReportScope } from '#reports/report_definition'

/**
 * Every row of a report's list as its preview filtered it (its scope, search and filters; the
 * same `listRowsQuery` the page and the export stream read), for its totals and chart. The
 * filters applied are the list's own, so a value it dropped (not offered) is dropped here too.
 */
export async function reportRows<M extends LucidModel, Row, R>(
  list: ListDefinition<M, Row, R>,
  query: ParsedListQuery
): Promise<ReportRows<M>> {
  const {
    query: rows,
    q,
    filters,
  } = await listRowsQuery(list, query, 'live', {
    branches: 'inline',
  })
  const bare = rows.clearSelect().clearOrder()
  const compiled = bare.clone().select(`${list.model.table}.id`).toSQL()
  return {
    ids: { sql: compiled.sql, bindings: compiled.bindings as (string | number)[] },
    query: () => bare.clone(),
    dateRanges: query.dateRanges,
    // The preview's own total (its list's `total`, e.g. the live status counts), else counted.
    count: async () => {
      const told = await list.total?.({ q, filters, state: 'live' })
      if (told !== null && told !== undefined) return told
      const [counted] = await bare.clone().count('* as total').pojo<{ total: string | number }>()
      return Number(counted?.total ?? 0)
    },
  }
}

/**
 * A report's rows counted per day or week by their status (the case and transmission reports'
 * charts): the `periods` periods ending with the date filter's last day (`lastDay`, else today),
 * days and weeks (from Monday) on the center's clock, each status a series.
 */
export async function countsPerPeriod<M extends LucidModel>(
  scope: ReportScope,
  rows: ReportRows<M>,
  options: {
    /** The instant counted (`cases.opened_at`) and the status stacked (`cases.status`). */
    at: string
    status: string
    unit: 'day' | 'week'
    periods: number
    lastDay: string | null
    series: ChartSeries[]
    /** Told the first and last days shown. */
    describe: (first: DateTime, last: DateTime) => string
  } & Pick<ReportChart, 'title' | 'pointLabel' | 'valueLabel'>
): Promise<ReportChart> {
  const { at, unit } = options
  const zone = scope.actor.center?.timeZone ?? 'UTC'
  const end = (
    options.lastDay
      ? DateTime.fromISO(options.lastDay, { zone })
      : DateTime.fromJSDate(scope.actor.clock.now(), { zone })
  ).startOf(unit)
  const start = end.minus({ [unit]: options.periods - 1 })
  // A day is the instant's own local day; a week truncated to its Monday.
  const local =
    unit === 'week' ? `date_trunc('week', ${at} AT TIME ZONE ?)` : `${at} AT TIME ZONE ?`
  const counted = (await rows
    .query()
    .where(at, '>=', start.toJSDate())
    .where(at, '<', end.plus({ [unit]: 1 }).toJSDate())
    .select(
      db.raw(`to_char(${local}, 'YYYY-MM-DD') AS period`, [zone]),
      db.raw(`${options.status} AS status`),
      db.raw('count(*)::int AS count')
    )
    .groupByRaw('1, 2')
    .pojo()) as { period: string; status: string; count: number }[]
  return {
    kind: 'stacked-bars',
    title: options.title,
    description: options.describe(start, end.plus({ [unit]: 1 }).minus({ days: 1 })),
    pointLabel: options.pointLabel,
    valueLabel: options.valueLabel,
    series: options.series,
    points: Array.from({ length: options.periods }, (_, index) => {
      const period = start.plus({ [unit]: index })
      const key = period.toISODate()!
      return {
        key,
        label: period.toFormat('dd LLL'),
        values: options.series.map(
          (series) =>
            counted.find((row) => row.period === key && row.status === series.key)?.count ?? 0
        ),
      }
    }),
  }
}
