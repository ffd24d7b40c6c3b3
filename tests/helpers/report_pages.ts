import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type { ReportChart, ReportRefusal, ReportTotals } from '#contracts/report'
import type { ListPage } from '#contracts/list'

/** A report page's props as a visit reads them (its rows typed by the report's transformer). */
export type ReportProps<Row> = ListPage<Row> & {
  refused: ReportRefusal[]
  filterLabels: Record<string, string>
  totals?: ReportTotals | null
  chart?: ReportChart | null
}

/** A report page (`/reports/<key>`), with its deferred totals and chart when asked. */
export async function openReport<Row>(
  client: ApiClient,
  user: User,
  key: string,
  query: string,
  deferred = false
): Promise<{ status: number; props: ReportProps<Row> }> {
  const request = client.get(`/reports/${key}${query}`).loginAs(user).withInertia()
  if (deferred) {
    request
      .header('X-Inertia-Partial-Component', 'reports/show')
      .header('X-Inertia-Partial-Data', 'rows,meta,query,refused,filterLabels,totals,chart')
  }
  const response = await request
  return { status: response.status(), props: response.body().props as ReportProps<Row> }
}

/** Every row of a report (its pages of 100), in the report's order. */
export async function allReportRows<Row>(
  client: ApiClient,
  user: User,
  key: string,
  query: string
): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; page < 50; page++) {
    const join = query ? '&' : '?'
    const { props } = await openReport<Row>(
      client,
      user,
      key,
      `${query}${join}perPage=100&page=${page}`
    )
    rows.push(...props.rows)
    if (page >= props.meta.lastPage) break
  }
  return rows
}

/** Every row's id, sorted. */
export async function allReportIds(
  client: ApiClient,
  user: User,
  key: string,
  query: string
): Promise<number[]> {
  const rows = await allReportRows<{ id: number }>(client, user, key, query)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/** Hostile values for any report's query string: each must be refused or ignored, never a 5xx. */
export const HOSTILE_REPORT_QUERIES = [
  '?filters[status][a]=b',
  `?filters[client]=${'x'.repeat(10_000)}`,
  '?filters[client]=-1',
  '?filters[provider]=1e99',
  '?filters[member]=-5',
  '?filters[member]=%00',
  '?filters[member][]=1&filters[member][]=99999999999',
  '?filters[case_opened]=2026-02-30..2026-03-01',
  '?filters[case_billed]=yesterday',
  '?filters[aging]=forever',
  '?filters[aging][]=%00',
  '?filters[nope]=1',
  '?filters=1',
  '?sort=drop;table',
  '?sort=-amount_billed,id',
  '?page=-1&perPage=100000',
  '?page=99999999999999999999',
  '?q=%00',
  '?type=client',
]
