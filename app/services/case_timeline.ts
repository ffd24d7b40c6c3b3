import db from '@adonisjs/lucid/services/db'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { activitySentence } from '#services/activity_sentences'
import { noteLabel } from '#resources/case_notes'
import { sqlList } from '#policies/change_policy'
import type { TimelineEntry, TimelinePage } from '#contracts/case_timeline'

/**
 * The case's timeline (issue 14): one stream, newest first, of what happened to the case and to
 * every record under it, read from the activity log (the one record of who did what and when)
 * and told in the log's own plain words (app/services/activity_sentences.ts).
 */

/**
 * A kind of record that lives under a case and joins the timeline by being declared here: its
 * log subject type, its table (which has `case_id`, and needs an index on `(case_id, id)`: the
 * migration of case notes adds them for the records before it), and how one is named, as SQL
 * over the row `r` (text), optionally reworded.
 */
export interface TimelineSubject {
  subjectType: string
  table: string
  label: string
  format?: (label: string) => string
}

export const CASE_TIMELINE_SUBJECTS: readonly TimelineSubject[] = [
  { subjectType: 'case_contact', table: 'case_contacts', label: 'r.name' },
  {
    subjectType: 'case_incident',
    table: 'case_incidents',
    label: '(SELECT t.name FROM incident_types t WHERE t.id = r.incident_type_id)',
  },
  {
    subjectType: 'case_diagnosis',
    table: 'case_diagnoses',
    label: '(SELECT i.code FROM icds i WHERE i.id = r.icd_id)',
  },
  {
    subjectType: 'case_feedback',
    table: 'case_feedbacks',
    label: "initcap(r.feedback_type) || ' of ' || to_char(r.received_on, 'YYYY-MM-DD')",
  },
  {
    subjectType: 'case_note',
    table: 'case_notes',
    label: `left(r.body_text, 200)`,
    format: noteLabel,
  },
  { subjectType: 'case_file', table: 'case_files', label: 'r.original_name' },
  { subjectType: 'task', table: 'tasks', label: 'r.title' },
]

/** Entries per page of the timeline ("Load more" asks for the next). */
export const TIMELINE_PAGE_SIZE = 30

type LogRow = {
  id: string | number
  created_at: Date
  action: string
  subject_type: string
  subject_id: string
  properties: Record<string, unknown> | null
  first_name: string | null
  last_name: string | null
}

/**
 * One page of the case's timeline, before the entry `before` (the previous page's last). Two
 * reads: the page's ids, each branch (the case; each declared kind of record) read newest first
 * from the log's (subject_type, subject_id, created_at, id) index and the records' (case_id, id)
 * ones, so nothing but index entries is read however many notes a case holds; then those few
 * entries with who wrote them, and the names of their subjects.
 */
export async function caseTimeline(
  caseId: number,
  before: number | null,
  subjects: readonly TimelineSubject[] = CASE_TIMELINE_SUBJECTS
): Promise<TimelinePage> {
  const limit = TIMELINE_PAGE_SIZE + 1
  const cursor = before
    ? 'AND (l.created_at, l.id) < (SELECT c.created_at, c.id FROM activity_logs c WHERE c.id = ?)'
    : ''
  const cursorBindings = before ? [before] : []
  const order = 'ORDER BY l.created_at DESC, l.id DESC'
  const branches = [
    {
      sql: `(SELECT l.id, l.created_at FROM activity_logs l
        WHERE l.subject_type = 'case' AND l.subject_id = ? ${cursor} ${order} LIMIT ${limit})`,
      bindings: [String(caseId), ...cursorBindings],
    },
    // Per record through LATERAL: a plain join lets PostgreSQL walk the whole log by time and
    // test every entry against every record (seconds at a few thousand notes); this reads each
    // record's newest entries from the index, ~40 ms for 5,000 notes with 10,000 entries.
    ...subjects.map((subject) => ({
      sql: `(SELECT l.id, l.created_at FROM ${subject.table} r
        CROSS JOIN LATERAL (SELECT l.id, l.created_at FROM activity_logs l
          WHERE l.subject_type = ? AND l.subject_id = r.id::text ${cursor} ${order} LIMIT ${limit}) l
        WHERE r.case_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit})`,
      bindings: [subject.subjectType, ...cursorBindings, caseId],
    })),
  ]
  const page = await db.rawQuery<{ rows: { id: string; created_at: Date }[] }>(
    `SELECT id FROM (${branches.map((branch) => branch.sql).join(' UNION ALL ')}) page
      ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
    branches.flatMap((branch) => branch.bindings)
  )
  const ids = page.rows.map((row) => Number(row.id))
  const more = ids.length > TIMELINE_PAGE_SIZE
  const shown = ids.slice(0, TIMELINE_PAGE_SIZE)
  if (shown.length === 0) return { entries: [], next: null }

  const rows: LogRow[] = await db
    .from('activity_logs')
    .leftJoin('users', 'users.id', 'activity_logs.user_id')
    .whereIn('activity_logs.id', shown)
    .orderBy('activity_logs.created_at', 'desc')
    .orderBy('activity_logs.id', 'desc')
    .select(
      'activity_logs.id',
      'activity_logs.created_at',
      'activity_logs.action',
      'activity_logs.subject_type',
      'activity_logs.subject_id',
      'activity_logs.properties',
      'users.first_name',
      'users.last_name'
    )
  const labels = await subjectLabels(caseId, rows, subjects)
  const entries = rows.map((row): TimelineEntry => {
    const reason = row.properties?.reason
    return {
      id: Number(row.id),
      at: isoTimestamp(row.created_at)!,
      action: row.action,
      subject_type: row.subject_type,
      sentence: activitySentence({
        action: row.action,
        subject_type: row.subject_type,
        subject_id: row.subject_id,
        properties: row.properties,
        subject_label: labels.get(`${row.subject_type}:${row.subject_id}`) ?? null,
      }),
      reason: typeof reason === 'string' && reason ? reason : null,
      by: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
    }
  })
  return { entries, next: more ? entries.at(-1)!.id : null }
}

/** The names of a page's subjects as they are now, one read per kind of record on the page. */
async function subjectLabels(
  caseId: number,
  rows: LogRow[],
  subjects: readonly TimelineSubject[]
): Promise<Map<string, string>> {
  const labels = new Map<string, string>()
  const number: { number: string } | null = await db
    .from('cases')
    .where('id', caseId)
    .select('number')
    .first()
  if (number) labels.set(`case:${caseId}`, number.number)
  for (const subject of subjects) {
    const ids = rows
      .filter((row) => row.subject_type === subject.subjectType)
      .map((row) => Number(row.subject_id))
      .filter((id) => Number.isSafeInteger(id))
    if (ids.length === 0) continue
    const found = await db.rawQuery<{ rows: { id: number; label: string | null }[] }>(
      `SELECT r.id, ${subject.label} AS label FROM ${subject.table} r
        WHERE r.case_id = ? AND r.id = ANY(string_to_array(?, ',')::int[])`,
      [caseId, sqlList(new Set(ids))]
    )
    for (const row of found.rows) {
      if (row.label === null) continue
      labels.set(
        `${subject.subjectType}:${row.id}`,
        subject.format ? subject.format(row.label) : row.label
      )
    }
  }
  return labels
}
