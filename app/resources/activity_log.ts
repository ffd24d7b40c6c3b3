import db from '@adonisjs/lucid/services/db'
import ActivityLog from '#models/activity_log'
import type { ListDefinition } from '#queries/list_query'
import type { Option } from '#contracts/list'

export type ActivityRow = ReturnType<typeof toRow>

function toRow(entry: ActivityLog) {
  return {
    id: Number(entry.id),
    created_at: entry.createdAt.toISO()!,
    user: (entry.$extras.user_name as string | null) ?? null,
    user_id: entry.userId,
    center: (entry.$extras.center_code as string | null)?.toUpperCase() ?? null,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    description: entry.description,
    properties: entry.properties,
    ip: entry.ip,
  }
}

/**
 * The distinct values of an indexed column, read with a skip scan (one index probe per value)
 * so the filter's options stay instant on millions of log rows.
 */
async function distinctValues(column: 'action' | 'subject_type'): Promise<Option[]> {
  const result = await db.rawQuery(
    `WITH RECURSIVE walk AS (
       (SELECT ${column} AS value FROM activity_logs WHERE ${column} IS NOT NULL ORDER BY ${column} LIMIT 1)
       UNION ALL
       SELECT (SELECT ${column} FROM activity_logs WHERE ${column} > walk.value ORDER BY ${column} LIMIT 1)
       FROM walk WHERE walk.value IS NOT NULL
     )
     SELECT value FROM walk WHERE value IS NOT NULL`
  )
  return (result.rows as { value: string }[]).map(({ value }) => ({
    value,
    label: value.replaceAll('_', ' ').replace('.', ': '),
  }))
}

async function userOptions(): Promise<Option[]> {
  const rows: { id: number; first_name: string; last_name: string }[] = await db
    .from('users')
    .orderBy('last_name')
    .orderBy('first_name')
    .select('id', 'first_name', 'last_name')
  return rows.map((row) => ({ value: String(row.id), label: `${row.first_name} ${row.last_name}` }))
}

/**
 * Settings › Activity log: every change and sign-in event, newest first, read-only. Dates are
 * calendar days in UTC.
 */
export const activityLogList: ListDefinition<typeof ActivityLog, ActivityRow> = {
  model: ActivityLog,
  softDeletes: false,
  columns: [
    'activity_logs.id',
    'activity_logs.created_at',
    'activity_logs.user_id',
    'activity_logs.action',
    'activity_logs.subject_type',
    'activity_logs.subject_id',
    'activity_logs.description',
    'activity_logs.properties',
    'activity_logs.ip',
    db.raw(`concat_ws(' ', users.first_name, users.last_name) AS user_name`),
    'centers.code as center_code',
  ],
  scope: (query) => {
    query
      .leftJoin('users', 'users.id', 'activity_logs.user_id')
      .leftJoin('centers', 'centers.id', 'activity_logs.center_id')
  },
  sortable: { created_at: 'activity_logs.created_at' },
  defaultSort: '-created_at',
  filters: {
    user: {
      options: userOptions,
      apply: (query, values) => void query.whereIn('activity_logs.user_id', values.map(Number)),
    },
    action: {
      options: () => distinctValues('action'),
      apply: (query, values) => void query.whereIn('activity_logs.action', values),
    },
    subject_type: {
      options: () => distinctValues('subject_type'),
      apply: (query, values) => void query.whereIn('activity_logs.subject_type', values),
    },
  },
  dateFilters: {
    created_at: {
      apply: (query, range) => {
        if (range.from) query.where('activity_logs.created_at', '>=', `${range.from}T00:00:00Z`)
        if (range.to) {
          query.whereRaw(`activity_logs.created_at < (?::date + 1)::timestamptz`, [range.to])
        }
      },
    },
  },
  toRow,
}
