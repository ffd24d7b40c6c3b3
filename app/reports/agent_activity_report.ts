import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import AgentActivityDay from '#models/agent_activity_day'
import type { Option } from '#contracts/list'
import type { ReportChart, ReportTotals } from '#contracts/report'
import type { DateRange, ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import { defineReport, type ReportRows, type ReportScope } from '#reports/report_definition'
import { idsOf } from '#reports/report_filters'
import AgentActivityReportTransformer, {
  type PlainAgentActivityRow,
} from '#transformers/agent_activity_report_transformer'

/**
 * The agent-activity report (issue 32, SPEC.md §2 `reports.agent-activity.index`,
 * `access-agent-report`): one row per person and day of the current center, with the cases they
 * opened, the documents they moved, the tasks they closed, the notes they wrote and the WhatsApp
 * messages they answered, as the database counts them from the activity log and the messages
 * (migration 077). None of SPEC.md §3's case dimensions names what a person's day is narrowed
 * by, so its filters are its own: the days and the person.
 */

/** What a day counts, in the order the page, the totals, the chart and the file show it. */
export const AGENT_ACTIVITY_KINDS = [
  { key: 'cases_opened', label: 'Cases opened' },
  { key: 'transitions', label: 'Transitions' },
  { key: 'tasks_closed', label: 'Tasks closed' },
  { key: 'notes', label: 'Notes' },
  { key: 'messages_answered', label: 'Messages answered' },
] as const

type Kind = (typeof AGENT_ACTIVITY_KINDS)[number]['key']

const COLUMNS = [
  'agent_activity_days.id',
  'agent_activity_days.user_id',
  db.raw(`to_char(agent_activity_days.day, 'YYYY-MM-DD') AS day`),
  ...AGENT_ACTIVITY_KINDS.map(({ key }) => `agent_activity_days.${key}`),
  'agent_activity_days.actions',
  db.raw(
    `(SELECT first_name || ' ' || last_name FROM users WHERE users.id = agent_activity_days.user_id)
      AS user_name`
  ),
  db.raw('(SELECT email FROM users WHERE users.id = agent_activity_days.user_id) AS user_email'),
]

/** The people of the center (its members, live or not: a report covers past days), by name. */
async function centerUserOptions(centerId: number | null): Promise<Option[]> {
  if (centerId === null) return []
  const rows: { id: number; first_name: string; last_name: string }[] = await db
    .from('users')
    .whereIn('id', db.from('center_user').where('center_id', centerId).select('user_id'))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .select('id', 'first_name', 'last_name')
  return rows.map((row) => ({ value: String(row.id), label: `${row.first_name} ${row.last_name}` }))
}

function agentActivityList(
  scope: ReportScope
): ListDefinition<typeof AgentActivityDay, AgentActivityRow, PlainAgentActivityRow> {
  const centers = listCenters(scope.actor)
  return {
    model: AgentActivityDay,
    columns: COLUMNS,
    // Each with the center first and the id as tie-breaker (migration 077).
    sortable: { day: 'agent_activity_days.day', actions: 'agent_activity_days.actions' },
    defaultSort: '-day',
    softDeletes: false,
    scope: (query) => void query.whereIn('agent_activity_days.center_id', centers),
    filters: {
      user: {
        options: () => centerUserOptions(scope.actor.center?.id ?? null),
        apply: (query, values) => void query.whereIn('agent_activity_days.user_id', idsOf(values)),
      },
    },
    dateFilters: {
      // The days are the center's calendar days already: a plain range of the date column.
      day: {
        apply: (query, range: DateRange) => {
          if (range.from) query.where('agent_activity_days.day', '>=', range.from)
          if (range.to) query.where('agent_activity_days.day', '<=', range.to)
        },
      },
    },
    transformer: AgentActivityReportTransformer,
  }
}

export type AgentActivityRow = ReturnType<AgentActivityReportTransformer['toObject']>

/** Each kind summed over every filtered day. */
async function activityTotals(rows: ReportRows<typeof AgentActivityDay>): Promise<ReportTotals> {
  const [summed] = (await rows
    .query()
    .select(
      db.raw('count(*)::int AS days'),
      ...AGENT_ACTIVITY_KINDS.map(({ key }) =>
        db.raw(`coalesce(sum(agent_activity_days.${key}), 0)::int AS ${key}`)
      )
    )
    .pojo()) as ({ days: number } & Record<Kind, number>)[]
  return {
    rows: summed?.days ?? 0,
    money: [],
    counts: AGENT_ACTIVITY_KINDS.map(({ key, label }) => ({
      key,
      label,
      value: summed?.[key] ?? 0,
    })),
  }
}

/** The chart's days at most: a month of bars stays readable. */
const CHART_DAYS = 31
/** Without a day filter: the last two weeks. */
const DEFAULT_DAYS = 14

/**
 * Activity per day (issue 32: "an agent's activity per day"), stacked by kind, over the
 * filtered rows: the days of the day filter (its last 31 at most), else the last two weeks of
 * the center's calendar. Narrowed to one person, it is that agent's days.
 */
async function activityPerDay(
  scope: ReportScope,
  rows: ReportRows<typeof AgentActivityDay>
): Promise<ReportChart> {
  const zone = scope.actor.center?.timeZone ?? 'UTC'
  const range = rows.dateRanges.day
  const today = DateTime.fromJSDate(scope.actor.clock.now(), { zone }).startOf('day')
  const last = range?.to ? DateTime.fromISO(range.to, { zone }) : today
  const wanted = range?.from
    ? Math.floor(last.diff(DateTime.fromISO(range.from, { zone }), 'days').days) + 1
    : DEFAULT_DAYS
  const length = Math.min(Math.max(wanted, 1), CHART_DAYS)
  const first = last.minus({ days: length - 1 })
  const counted = (await rows
    .query()
    .where('agent_activity_days.day', '>=', first.toISODate()!)
    .where('agent_activity_days.day', '<=', last.toISODate()!)
    .select(
      db.raw(`to_char(agent_activity_days.day, 'YYYY-MM-DD') AS day`),
      ...AGENT_ACTIVITY_KINDS.map(({ key }) =>
        db.raw(`sum(agent_activity_days.${key})::int AS ${key}`)
      )
    )
    .groupByRaw('1')
    .pojo()) as ({ day: string } & Record<Kind, number>)[]
  const series = AGENT_ACTIVITY_KINDS.map(({ key, label }) => ({ key, label }))
  const points = Array.from({ length }, (_, index) => {
    const day = first.plus({ days: index })
    const key = day.toISODate()!
    const found = counted.find((row) => row.day === key)
    return {
      key,
      label: day.toFormat('dd LLL'),
      values: AGENT_ACTIVITY_KINDS.map((kind) => found?.[kind.key] ?? 0),
    }
  })
  return {
    kind: 'stacked-bars',
    title: 'Activity per day',
    description: `What the people shown did each day from ${first.toFormat('dd LLL yyyy')} to ${last.toFormat('dd LLL yyyy')}, by kind.`,
    pointLabel: 'Day',
    valueLabel: 'Actions',
    series,
    points,
  }
}

export const agentActivityReport = defineReport({
  key: 'agent-activity',
  title: 'Agent activity report',
  permission: 'access-agent-report',
  list: agentActivityList,
  totals: (_scope, rows) => activityTotals(rows),
  chart: activityPerDay,
  exportColumns: () => [
    { header: 'Day', kind: 'date', value: (row: AgentActivityRow) => row.day },
    { header: 'User', kind: 'text', value: (row) => row.user },
    { header: 'Email', kind: 'text', value: (row) => row.email },
    ...AGENT_ACTIVITY_KINDS.map(({ key, label }) => ({
      header: label,
      kind: 'integer' as const,
      value: (row: AgentActivityRow) => row[key],
    })),
    { header: 'Actions', kind: 'integer', value: (row) => row.actions },
  ],
})
