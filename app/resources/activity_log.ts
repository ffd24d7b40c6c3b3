import db from '@adonisjs/lucid/services/db'
import ActivityLog from '#models/activity_log'
import type { ListDefinition } from '#queries/list_query'
import type { Option } from '#contracts/list'
import { actionLabel, capitalised, subjectNoun } from '#services/activity_sentences'
import ActivityLogTransformer, { type PlainActivity } from '#transformers/activity_log_transformer'
import { kept, type Referrer } from '#resources/registry_references'

export type ActivityRow = ReturnType<ActivityLogTransformer['toObject']>

/**
 * Each logged subject's name as it is now, by subject type: the table and the SQL that names a
 * row (a trashed record keeps its name). Types without one (settings pages) are named by noun.
 */
const SUBJECT_NAMES: Record<string, { table: string; name: string }> = {
  country: { table: 'countries', name: 'name' },
  state: { table: 'states', name: 'name' },
  currency: { table: 'currencies', name: 'code' },
  center: { table: 'centers', name: 'upper(code)' },
  program_type: { table: 'program_types', name: 'name' },
  icd: { table: 'icds', name: 'code' },
  incident_type: { table: 'incident_types', name: 'name' },
  incident_category: { table: 'incident_categories', name: 'name' },
  incident_service: { table: 'incident_services', name: 'name' },
  incident_item: { table: 'incident_items', name: 'name' },
  incident_script: { table: 'incident_scripts', name: 'title' },
  email_group: { table: 'email_groups', name: 'name' },
  whats_app_template: { table: 'whats_app_templates', name: 'name' },
  business_entity: { table: 'business_entities', name: "name || ' (' || code || ')'" },
  gop_template: { table: 'gop_templates', name: 'name' },
  client: { table: 'clients', name: "name || ' (' || code || ')'" },
  program: { table: 'programs', name: "name || ' (' || code || ')'" },
  member: { table: 'members', name: "first_name || ' ' || last_name" },
  provider: { table: 'providers', name: "name || ' (' || code || ')'" },
  user: { table: 'users', name: "first_name || ' ' || last_name" },
  role: { table: 'roles', name: 'name' },
  capability: { table: 'capabilities', name: 'name' },
  case_file: { table: 'case_files', name: 'original_name' },
}

/**
 * The page's subject names in the page's own query: one primary-key probe per shown row (the
 * id is text in the log, so it is cast only when it is a number an id column can hold).
 */
const SUBJECT_LABEL = db.raw(
  `CASE activity_logs.subject_type ${Object.entries(SUBJECT_NAMES)
    .map(
      ([type, { table, name }]) =>
        `WHEN '${type}' THEN (SELECT ${name} FROM ${table} WHERE ${table}.id = subject_ids.id)`
    )
    .join(' ')} END AS subject_label`
)

/**
 * The distinct values of an indexed column, read with a skip scan (one index probe per value)
 * so the filter's options stay instant on millions of log rows.
 */
async function distinctValues(
  column: 'action' | 'subject_type',
  label: (value: string) => string
): Promise<Option[]> {
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
    label: label(value),
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
export const activityLogList: ListDefinition<typeof ActivityLog, ActivityRow, PlainActivity> = {
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
    // A person, or the integration the system acted for (the column shows "System" for neither).
    db.raw(`CASE WHEN users.id IS NOT NULL THEN concat_ws(' ', users.first_name, users.last_name)
      WHEN activity_logs.acted_by IS NOT NULL THEN 'System: ' || activity_logs.acted_by END AS user_name`),
    'centers.code as center_code',
    SUBJECT_LABEL,
  ],
  scope: (query) => {
    query
      .leftJoin('users', 'users.id', 'activity_logs.user_id')
      .leftJoin('centers', 'centers.id', 'activity_logs.center_id')
      .joinRaw(
        `CROSS JOIN LATERAL (SELECT CASE WHEN activity_logs.subject_id ~ '^[1-9][0-9]{0,8}$'
           THEN activity_logs.subject_id::int END AS id) AS subject_ids`
      )
  },
  sortable: { created_at: 'activity_logs.created_at' },
  defaultSort: '-created_at',
  filters: {
    user: {
      options: userOptions,
      apply: (query, values) => void query.whereIn('activity_logs.user_id', values.map(Number)),
    },
    action: {
      options: () => distinctValues('action', actionLabel),
      apply: (query, values) => void query.whereIn('activity_logs.action', values),
    },
    subject_type: {
      options: () => distinctValues('subject_type', (value) => capitalised(subjectNoun(value))),
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
  transformer: ActivityLogTransformer,
}

/**
 * The log is history: who did what and where stays written whatever happens to the user or the
 * center afterwards (app/resources/registry_references.ts).
 */
export const activityLogReferences: Referrer = {
  table: 'activity_logs',
  references: [
    kept('user_id', 'users', 'history: who did what'),
    kept('center_id', 'centers', 'history: where an action was taken'),
  ],
}
