import { DateTime } from 'luxon'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Actor } from '#services/actor'
import type { ListDefinition, RowTransformer } from '#queries/list_query'
import { fieldErrors } from '#policies/change_policy'
import { fieldLabel } from '#validators/field_labels'
import { VERSION_FIELD, versionText, type Versioned } from '#contracts/record_version'

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
  // A model names its table when it boots (the naming strategy); the list may not have booted it.
  definition.model.boot()
  return {
    ...definition,
    columns: versionedColumns(definition.columns, definition.model.table),
    transformer: versionedShape(definition.transformer),
  }
}

/**
 * One versioned column list per list, kept: the list's statement is compiled from its columns
 * once per column list (app/queries/list_query.ts), so a new array on every request would be
 * compiled on every request.
 */
const versionedColumnLists = new WeakMap<readonly unknown[], unknown[]>()

function versionedColumns<C>(columns: C[], table: string): C[] {
  const kept = versionedColumnLists.get(columns) as C[] | undefined
  if (kept) return kept
  const made = [...columns, `${table}.updated_at as ${VERSION_ALIAS}` as C]
  versionedColumnLists.set(columns, made)
  return made
}

/**
 * One versioned shape per transformer, kept: a class made anew on every request gave V8 new
 * shapes each time, and a tab's reload spent more shaping its rows than the floor did
 * (bench/request_cost.ts).
 */
const versionedShapes = new WeakMap<object, unknown>()

function versionedShape<Row, R>(Shape: RowTransformer<R, Row>): RowTransformer<R, Row & Versioned> {
  const kept = versionedShapes.get(Shape) as RowTransformer<R, Row & Versioned> | undefined
  if (kept) return kept
  const made = class {
    constructor(private readonly row: R) {}
    toObject(): Row & Versioned {
      const at: unknown = (this.row as Record<string, unknown>)[VERSION_ALIAS]
      // The transformer's object is new for this row: given its version, not copied with it.
      const shaped = new Shape(this.row).toObject() as Row & Versioned
      shaped.version = at instanceof Date ? versionText(at) : null
      return shaped
    }
  }
  versionedShapes.set(Shape, made)
  return made
}

/** One change since a version, as the activity log recorded it. */
type ChangeRow = {
  created_at: Date
  properties: { after?: Record<string, unknown> } | null
  first_name: string | null
  last_name: string | null
  acted_by: string | null
}

type LogQuery = ReturnType<TransactionClientContract['from']>

/** The log's entries after the version (oldest first, at most 50) that `narrow` picks. */
function changesSince(
  trx: TransactionClientContract,
  version: Date,
  narrow: (query: LogQuery) => void
): Promise<ChangeRow[]> {
  const query = trx
    .from('activity_logs')
    .leftJoin('users', 'users.id', 'activity_logs.user_id')
    .where('activity_logs.created_at', '>', version)
  narrow(query)
  return query
    .orderBy('activity_logs.id')
    .limit(50)
    .select(
      'activity_logs.created_at',
      'activity_logs.properties',
      'users.first_name',
      'users.last_name',
      'activity_logs.acted_by'
    )
}

/** A changed value as the marks say it: " to “…”", or nothing for what has no words. */
function toValue(value: unknown, secret: boolean): string {
  // A document (a note's rich text) reads as its markup: its plain text is marked as its own.
  if (secret || (typeof value === 'object' && value !== null && !Array.isArray(value))) return ''
  if (value === null || value === undefined || value === '') return ' to empty'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return ` to “${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`
}

/** Who made a change, as the sentences name them. */
function nameOf(change: ChangeRow | undefined): string | null {
  if (change?.first_name) return `${change.first_name} ${change.last_name ?? ''}`.trim()
  return change?.acted_by ? `The system (${change.acted_by})` : null
}

/** A noun mid-sentence: "contact", "charge slip", but "GOP" and "RFP" as they are written. */
function inSentence(noun: string): string {
  const [first, ...rest] = noun.split(' ')
  const kept = /[A-Z]/.test(first.slice(1)) ? first : first.toLowerCase()
  return [kept, ...rest].join(' ')
}

/**
 * The refusal of a save over a newer version, in words: who changed the subject last and when
 * (on the center's clock) for the form's summary, and each field they changed beside that field
 * with its new value (only that it changed, for a secret). It is a validation answer, so the
 * form keeps what the user typed.
 */
function refuseChanges(options: {
  changes: ChangeRow[]
  /** When the subject was last written, for a change the log does not hold. */
  at: Date
  /** "changed this contact", "changed these settings". */
  subject: string
  /** "after you opened it", "after you opened them". */
  pronoun: 'it' | 'them'
  /** What the marks beside the form's fields are: "fields", "settings". */
  marked: string
  actor: Actor
  /** Only these columns are marked (a settings page's own keys); all when absent. */
  columns?: ReadonlySet<string>
  /** Columns whose values are never shown (a secret), only that they changed. */
  secret?: ReadonlySet<string>
}) {
  const { changes, columns, secret } = options
  const last = changes.at(-1)
  const who = nameOf(last) ?? 'Someone'
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: options.actor.center?.timeZone ?? 'UTC',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(last?.created_at ?? options.at)
  const messages: Record<string, string> = {
    [VERSION_FIELD]: `${who} changed ${options.subject} at ${when}, after you opened ${options.pronoun}. What you typed is kept; the ${options.marked} they changed are marked. Save again to keep your values.`,
  }
  for (const change of changes) {
    const name = nameOf(change) ?? 'someone'
    for (const [column, value] of Object.entries(change.properties?.after ?? {})) {
      // Times the system writes (updated_at, edited_at, approved_at) are no form's fields: what
      // changed is said by the columns they go with.
      if (column.endsWith('_at') || (columns && !columns.has(column))) continue
      const to = toValue(value, secret?.has(column) ?? false)
      messages[column] = `${name} changed ${fieldLabel(column)}${to} after you opened this form.`
    }
  }
  fieldErrors(messages)
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
  const { trx, current, version } = options
  const now: unknown = current.$attributes.updatedAt
  if (!version || !(now instanceof DateTime) || now.toMillis() <= version.getTime()) return
  const changes = await changesSince(trx, version, (query) => {
    void query
      .where('activity_logs.subject_type', options.subjectType)
      .where('activity_logs.subject_id', String(current.$primaryKeyValue))
      .whereIn('activity_logs.action', ['update', 'transition', 'restore'])
  })
  refuseChanges({
    changes,
    at: now.toJSDate(),
    subject: `this ${inSentence(options.noun)}`,
    pronoun: 'it',
    marked: 'fields',
    actor: options.actor,
  })
}

/**
 * A record store write's guard (`updateRecord(..., { guard })`) for an edit posted with its
 * version by a controller of its own (Settings › Capabilities, an incident type's case form):
 * decided on the locked row, as the resource controller's edits are.
 */
export function staleEditGuard(options: {
  version: Date | null
  subjectType: string
  noun: string
  actor: Actor
}) {
  return (trx: TransactionClientContract, current: LucidRow | undefined) =>
    current ? refuseStaleEdit({ trx, current, ...options }) : Promise.resolve()
}

/**
 * The version of a settings page, a set of key rows rather than one record: the newest
 * `updated_at` among its keys' rows (every save writes it into the keys it changes), or the
 * epoch while none of them was ever saved, so a page opened on the defaults is still refused
 * over a first save made meanwhile.
 */
export function settingsVersion(newest: Date | null): string {
  return versionText(newest ?? new Date(0))
}

/**
 * Refuses a settings page's save over a newer version than the page was read at, in the same
 * words as a record's (who, when, each setting they changed beside its field). `newest` is the
 * page's keys' newest `updated_at`, read inside the save's transaction once its lock is held;
 * the changes are the log's entries of the page's subject since the version that touched its
 * own keys (the header and the footer share a subject, not their keys).
 */
export async function refuseStaleSettings(options: {
  trx: TransactionClientContract
  newest: Date | null
  version: Date | null
  subjectType: string
  keys: readonly string[]
  /** Settings whose values the log keeps secret: marked as changed, never shown. */
  secret: ReadonlySet<string>
  actor: Actor
}) {
  const { trx, newest, version, keys } = options
  if (!version || !newest || newest.getTime() <= version.getTime()) return
  const changes = await changesSince(trx, version, (query) => {
    void query
      .where('activity_logs.subject_type', options.subjectType)
      .where('activity_logs.action', 'update')
      // The function behind jsonb's `?|`, whose question mark would read as a binding.
      .whereRaw(`jsonb_exists_any(activity_logs.properties -> 'after', ?::text[])`, [[...keys]])
  })
  refuseChanges({
    changes,
    at: newest,
    subject: 'these settings',
    pronoun: 'them',
    marked: 'settings',
    actor: options.actor,
    columns: new Set(keys),
    secret: options.secret,
  })
}
