import { DateTime } from 'luxon'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Actor } from '#services/actor'
import type { ListDefinition } from '#queries/list_query'
import { fieldErrors } from '#policies/change_policy'
import { fieldLabel } from '#validators/field_labels'
import { versionText, type Versioned } from '#contracts/record_version'

/**
 * The version an edit form was read at: the record's `updated_at`, posted back as `_version`
 * (ISO 8601). Anything else (missing, malformed, hostile) is no version: the save is then
 * checked by the row lock and the policy alone, as before versions existed.
 */
export function postedVersion(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null
  const parsed = DateTime.fromISO(value, { setZone: true })
  if (!parsed.isValid) return null
  // Only the years a version can have: luxon reads six-digit years, and PostgreSQL refuses a
  // timestamp before 4713 BC as a query parameter (an error page, not "no version").
  const year = parsed.toUTC().year
  return year >= 1 && year <= 9999 ? parsed.toJSDate() : null
}

/** The version a form must carry for this record (its `updated_at`), or null without one. */
export function versionOf(record: LucidRow): string | null {
  const value: unknown = record.$attributes.updatedAt
  return value instanceof DateTime ? versionText(value.toJSDate()) : null
}

/** The alias a table's rows read their `updated_at` under; no list names a column so. */
const VERSION_ALIAS = 'row_version'

/**
 * The list with each row's version beside what its transformer sends (`version`, as versionOf
 * writes it), read in the same statement: a dialog that edits a row of a parent's page posts it
 * back, so every table of records edited in dialogs gets it in this one place
 * (app/resources/scope.ts childListPage) rather than from each transformer.
 */
export function versionedList<M extends LucidModel, Row, R>(
  definition: ListDefinition<M, Row, R>
): ListDefinition<M, Row & Versioned, R> {
  const Shape = definition.transformer
  // A model names its table when it boots (the naming strategy); the list may not have booted it.
  definition.model.boot()
  return {
    ...definition,
    columns: [...definition.columns, `${definition.model.table}.updated_at as ${VERSION_ALIAS}`],
    transformer: class {
      constructor(private readonly row: R) {}
      toObject(): Row & Versioned {
        const at: unknown = (this.row as Record<string, unknown>)[VERSION_ALIAS]
        return {
          ...new Shape(this.row).toObject(),
          version: at instanceof Date ? versionText(at) : null,
        }
      }
    },
  }
}

type ChangeRow = {
  action: string
  created_at: Date
  properties: { after?: Record<string, unknown> } | null
  first_name: string | null
  last_name: string | null
  acted_by: string | null
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`
}

/**
 * Refuses a save over a newer version than the form was read at (no silent overwrite): who
 * changed the record and when, beside the form, and each field they changed beside that field
 * with its new value. The form keeps what the user typed (a refused save is a validation
 * answer) and the page now carries the new version, so saving again keeps the user's values
 * knowingly. The entries since the version are the activity log's: the store and the workflow
 * log a change at the instant they write into `updated_at`.
 */
export async function refuseStaleEdit(options: {
  trx: TransactionClientContract
  current: LucidRow
  version: Date | null
  subjectType: string
  noun: string
  actor: Actor
}) {
  const { trx, current, version, actor } = options
  const now: unknown = current.$attributes.updatedAt
  if (!version || !(now instanceof DateTime) || now.toMillis() <= version.getTime()) return
  const changes: ChangeRow[] = await trx
    .from('activity_logs')
    .leftJoin('users', 'users.id', 'activity_logs.user_id')
    .where('activity_logs.subject_type', options.subjectType)
    .where('activity_logs.subject_id', String(current.$primaryKeyValue))
    .where('activity_logs.created_at', '>', version)
    .whereIn('activity_logs.action', ['update', 'transition', 'restore'])
    .orderBy('activity_logs.id')
    .limit(50)
    .select(
      'activity_logs.action',
      'activity_logs.created_at',
      'activity_logs.properties',
      'users.first_name',
      'users.last_name',
      'activity_logs.acted_by'
    )
  const last = changes.at(-1)
  const who = last?.first_name
    ? `${last.first_name} ${last.last_name ?? ''}`.trim()
    : last?.acted_by
      ? `The system (${last.acted_by})`
      : 'Someone'
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: actor.center?.timeZone ?? 'UTC',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(last?.created_at ?? now.toJSDate())
  const messages: Record<string, string> = {
    _version: `${who} changed this ${options.noun.toLowerCase()} at ${when}, after you opened it. What you typed is kept below; the fields they changed are marked. Save again to keep your values.`,
  }
  for (const change of changes) {
    const name = change.first_name
      ? `${change.first_name} ${change.last_name ?? ''}`.trim()
      : (change.acted_by ?? 'someone')
    for (const [column, value] of Object.entries(change.properties?.after ?? {})) {
      if (column === 'updated_at') continue
      messages[column] =
        `${name} changed ${fieldLabel(column)} to ${shown(value)} after you opened this form.`
    }
  }
  fieldErrors(messages)
}
