import { WriteRefused } from '#services/record_store'
import type { Actor } from '#services/actor'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { recordActivity } from '#services/activity_log'
import { settingDefaults, type SettingKey } from '#services/settings'
import type { RecordUsage } from '#contracts/record_usage'

/**
 * What uses a record, declared once on its resource (`usedBy`), and what that means for its
 * delete and for the restore of what uses it. The resource controller asks here before a delete
 * (and the delete dialog asks the same beforehand), so no live record is left pointing at a
 * record in the trash unless its resource said how it keeps working.
 */

/** How one and several of something are called: ['member', 'members']. */
export type Nouns = readonly [one: string, many: string]

/** Rows of another table that point at the record through a column. */
export interface RowsUse {
  table: string
  column: string
  /** The record's column they hold: its id, unless said (a currency is held by its code). */
  key?: 'id' | 'code'
  noun: Nouns
  /**
   * Which of those rows count: `true`, the table's rows outside its trash (`deleted_at`); or,
   * for a pivot that has no trash of its own, the rows whose owner is live
   * (`{ table: 'users', column: 'user_id' }`: the live users who hold a role).
   */
  live: true | { table: string; column: string }
  /**
   * Narrows which of them this entry is about, written against the table by its own name (the
   * users who work only in this center refuse its delete; those who work in others too are
   * warned about). Applied to the delete's count and the restore's check alike.
   */
  where?: (query: DatabaseQueryBuilderContract) => void
  /**
   * 'refuse': the delete is refused while any of them exist, and restoring one of them while
   * the record is in the trash is refused too, so none ever points at a trashed record.
   * 'warn': the delete goes ahead; the dialog says `advice`, which tells what happens to them.
   */
  onDelete: 'refuse' | 'warn'
  /** How they relate to it: ['uses', 'use'] unless said (['holds', 'hold'] a role). */
  verb?: Nouns
  /**
   * refuse: what to do first ("Move them to another client or delete them first." unless said);
   * warn: what happens to them, after a colon ("they lose its permissions while …").
   */
  advice?: string
}

/** A site setting holding the record's id (or a list of ids holding it), or its code. */
export interface SettingUse {
  setting: SettingKey
  /** The record's column it holds: its id, unless said (the base currency holds a code). */
  key?: 'id' | 'code'
  /**
   * A list of rows rather than of ids (Settings › WhatsApp's business numbers): the id is each
   * row's `field`, and `names` is the row's field that names it in the refusal ("business
   * number 109000000000001").
   */
  rows?: { field: string; names: string }
  /** The settings page, as its menu names it ('GOP settings'). */
  page: string
  /** The page's activity-log subject ('gop_settings'), for a 'clear'. */
  subjectType: string
  /** What the setting is on that page ('default business entity'). */
  as: string
  /**
   * 'refuse': the delete is refused until another is chosen there; 'clear': the delete removes
   * it from the setting in the same transaction, logged as a change of that page.
   */
  onDelete: 'refuse' | 'clear'
  /** For 'refuse': what to do first, when "Choose another <as> in <page> first." does not fit. */
  advice?: string
}

/**
 * A foreign key that never stands in a delete's way, and why: history (the activity log), or
 * rows the record owns and keeps with it in the trash (a user's sessions, a provider's
 * contacts). Declared so that every foreign key to a deletable table has a decision.
 */
export interface KeptUse {
  table: string
  column: string
  kept: string
}

export type UsedBy = RowsUse | SettingUse | KeptUse

export const isRowsUse = (use: UsedBy): use is RowsUse => 'noun' in use
export const isSettingUse = (use: UsedBy): use is SettingUse => 'setting' in use

/** What the usage checks need to know about a resource (app/resources/registry.ts). */
export interface UsageSubject {
  /** 'Client', 'GOP template'. */
  noun: string
  table: string
  usedBy: readonly UsedBy[]
  /** A record's name for a sentence, found by id or code, trashed or not. */
  labelOf: (key: 'id' | 'code', value: unknown, client: QueryClientContract) => Promise<string>
}

/** Refused by a record's usage; the controller flashes the message and changes nothing. */
export class RecordInUse extends WriteRefused {}

/**
 * Counting stops here: "1,000+ members" says all there is to say, and a client with half a
 * million members costs the same to check as one with a thousand.
 */
export const USAGE_COUNT_CAP = 1000

/** A noun inside a sentence: "Client" → "client"; "GOP template", "WhatsApp" keep their case. */
export function inSentence(noun: string): string {
  return noun
    .split(' ')
    .map((word) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "a", "a and b", "a, b and c". */
function listOf(parts: string[]) {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}

/** "3 members", "1 program", "1,000+ members". */
function counted(count: number, noun: Nouns) {
  if (count > USAGE_COUNT_CAP) return `${USAGE_COUNT_CAP.toLocaleString('en')}+ ${noun[1]}`
  return `${count.toLocaleString('en')} ${count === 1 ? noun[0] : noun[1]}`
}

/** The rows of a relation that point at `value` and count (live ones). */
function liveUses(use: RowsUse, value: unknown, client: QueryClientContract) {
  const query = client.from(use.table).where(`${use.table}.${use.column}`, value as string)
  const live = use.live
  if (live === true) {
    query.whereNull(`${use.table}.deleted_at`)
  } else {
    // Aliased, so a table that points at itself stays two tables.
    query.whereExists((owner) => {
      owner
        .from(`${live.table} as owner`)
        .whereColumn('owner.id', `${use.table}.${live.column}`)
        .whereNull('owner.deleted_at')
    })
  }
  use.where?.(query)
  return query
}

/** How many live rows of a relation point at `value`, up to just past the cap. */
export async function countUses(use: RowsUse, value: unknown, client: QueryClientContract) {
  const capped = liveUses(use, value, client)
    .select(db.raw('1'))
    .limit(USAGE_COUNT_CAP + 1)
    .as('uses')
  const [row]: { total: string | number }[] = await client.query().from(capped).count('* as total')
  return Number(row.total)
}

/** Whether a setting holds the id (a single id, or a list of ids), or the code. */
function settingHolds(value: unknown, held: unknown, key: 'id' | 'code') {
  if (key === 'code') return typeof value === 'string' && value === held
  return Array.isArray(value) ? value.map(Number).includes(Number(held)) : Number(value) === held
}

/** A list-of-rows setting's rows (`rows`), each as an object; anything else is none. */
function settingRows(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null
  )
}

/**
 * What of a setting holds the record: `true` or `false` for an id, a list or a code; for a list
 * of rows, the names of the rows that hold it (none: it does not).
 */
function settingHolding(use: SettingUse, value: unknown, record: Record<string, unknown>) {
  const key = use.key ?? 'id'
  const rows = use.rows
  if (!rows) return settingHolds(value, record[key], key) ? [] : null
  const holding = settingRows(value).filter(
    (row) => Number(row[rows.field]) === Number(record[key])
  )
  return holding.length > 0 ? holding.map((row) => String(row[rows.names])) : null
}

async function readSetting(use: SettingUse, client: QueryClientContract): Promise<unknown> {
  const row: { value: unknown } | null = await client
    .from('settings')
    .where('key', use.setting)
    .select('value')
    .first()
  return row ? row.value : settingDefaults[use.setting]
}

/** The record's value a relation holds: its id, or its code. */
function keyValue(use: RowsUse, record: Record<string, unknown>) {
  return record[use.key ?? 'id']
}

/** A setting that holds the record, with the names of its rows that do (a list of rows). */
type HeldBySetting = { use: SettingUse; named: string[] }

interface Found {
  refusals: { use: RowsUse; count: number }[]
  warnings: { use: RowsUse; count: number }[]
  settingsRefusing: HeldBySetting[]
  settingsToClear: HeldBySetting[]
}

async function findUses(
  usedBy: readonly UsedBy[],
  record: Record<string, unknown>,
  client: QueryClientContract
): Promise<Found> {
  const found: Found = { refusals: [], warnings: [], settingsRefusing: [], settingsToClear: [] }
  for (const use of usedBy) {
    if (isRowsUse(use)) {
      const value = keyValue(use, record)
      if (value === null || value === undefined) continue
      const count = await countUses(use, value, client)
      if (count === 0) continue
      ;(use.onDelete === 'refuse' ? found.refusals : found.warnings).push({ use, count })
    } else if (isSettingUse(use)) {
      const named = settingHolding(use, await readSetting(use, client), record)
      if (named === null) continue
      ;(use.onDelete === 'refuse' ? found.settingsRefusing : found.settingsToClear).push({
        use,
        named,
      })
    }
  }
  return found
}

/** What of a setting holds it: "base currency", "business number 109000000000001". */
function settingPhrase(use: SettingUse, named: string[]) {
  return named.length > 0 ? `${use.as} ${listOf(named)}` : use.as
}

/**
 * "3 members and 2 programs use this client. Move them to another client or delete them
 * first." — one sentence naming everything that holds the record, then what to do about it.
 */
function refusalSentence(noun: string, found: Found): string | null {
  const rows = found.refusals
  const settings = found.settingsRefusing
  if (rows.length === 0 && settings.length === 0) return null
  const name = inSentence(noun)
  const subjects = [
    ...rows.map(({ use, count }) => counted(count, use.noun)),
    ...settings.map(({ use, named }) => `${use.page} (${settingPhrase(use, named)})`),
  ]
  const verbs = new Set(rows.map(({ use }) => (use.verb ?? ['uses', 'use']).join('/')))
  const verb: Nouns =
    settings.length === 0 && verbs.size === 1
      ? (rows[0].use.verb ?? ['uses', 'use'])
      : ['uses', 'use']
  // One subject is singular: one counted row, or one setting ("General settings (…) uses …").
  const one = subjects.length === 1 && (rows.length === 0 || rows[0].count === 1)
  const them = settings.length > 0 ? `the ${listOf(rows.map(({ use }) => use.noun[1]))}` : 'them'
  const advice = [
    ...rows.map(({ use }) => use.advice ?? `Move ${them} to another ${name} or delete them first.`),
    ...settings.map(({ use }) => use.advice ?? `Choose another ${use.as} in ${use.page} first.`),
  ]
  return [
    `${capitalise(listOf(subjects))} ${one ? verb[0] : verb[1]} this ${name}.`,
    ...new Set(advice),
  ].join(' ')
}

function warningSentences(noun: string, found: Found): string[] {
  const name = inSentence(noun)
  return [
    ...found.warnings.map(({ use, count }) => {
      const verb = use.verb ?? ['uses', 'use']
      const phrase = `${capitalise(counted(count, use.noun))} ${count === 1 ? verb[0] : verb[1]} this ${name}`
      return use.advice ? `${phrase}: ${use.advice}` : `${phrase}.`
    }),
    ...found.settingsToClear.map(
      ({ use, named }) => `It will be removed from ${use.page} (${settingPhrase(use, named)}).`
    ),
  ]
}

/**
 * What uses a live record: the refusal the delete would get, and the warnings the dialog shows.
 * One query per relation, counting live rows only.
 */
export async function readUsage(
  subject: Pick<UsageSubject, 'noun' | 'usedBy'>,
  record: Record<string, unknown>,
  client: QueryClientContract = db.connection()
): Promise<RecordUsage> {
  const found = await findUses(subject.usedBy, record, client)
  return {
    refusal: refusalSentence(subject.noun, found),
    warnings: warningSentences(subject.noun, found),
  }
}

/**
 * Inside the delete's transaction, after the record's row is locked: refuses (RecordInUse) when
 * live records use it, else clears the settings that drop it, each logged as a change of its
 * page. Rows inserted by others wait for the lock (their foreign key check shares the row), so
 * the count cannot be overtaken by a new reference in the same instant.
 */
export async function guardDelete(
  subject: Pick<UsageSubject, 'noun' | 'usedBy'>,
  record: Record<string, unknown>,
  trx: QueryClientContract,
  actor: Actor
) {
  const found = await findUses(subject.usedBy, record, trx)
  const refusal = refusalSentence(subject.noun, found)
  if (refusal) throw new RecordInUse(refusal)
  for (const { use } of found.settingsToClear) {
    const before = await readSetting(use, trx)
    const rows = use.rows
    const after = rows
      ? settingRows(before).filter((row) => Number(row[rows.field]) !== Number(record.id))
      : Array.isArray(before)
        ? before.filter((id) => Number(id) !== Number(record.id))
        : null
    // One instant for the row and its log entry: a settings page's version and the changes
    // after it are read from them (app/services/edit_version.ts).
    const at = actor.clock.now()
    await trx
      .from('settings')
      .where('key', use.setting)
      .update({ value: JSON.stringify(after), updated_at: at })
    // A company-wide setting: logged as the deleting actor's, under no center.
    await recordActivity(
      {
        actor,
        centerId: null,
        at,
        action: 'update',
        subjectType: use.subjectType,
        properties: { before: { [use.setting]: before }, after: { [use.setting]: after } },
      },
      trx
    )
  }
}

/**
 * Why a trashed row of `table` may not come back: records it needs (through a 'refuse' relation
 * of any resource) are in the trash, or gone. "Client Acme Insurance is in the trash, and this
 * program needs it. Restore the client first." Every such record is named, so one answer tells
 * the user all there is to restore.
 */
export async function restoreRefusal(
  subjects: readonly UsageSubject[],
  table: string,
  id: number,
  noun: string,
  client: QueryClientContract
): Promise<string | null> {
  const missing: { noun: string; label: string }[] = []
  for (const subject of subjects) {
    for (const use of subject.usedBy) {
      if (!isRowsUse(use) || use.onDelete !== 'refuse') continue
      const key = use.key ?? 'id'
      // The row's own column, or the pivot rows the row owns (a user's centers).
      const holder =
        use.live === true
          ? use.table === table
            ? client.from(use.table).where(`${use.table}.id`, id)
            : null
          : use.live.table === table
            ? client.from(use.table).where(`${use.table}.${use.live.column}`, id)
            : null
      if (!holder) continue
      use.where?.(holder)
      const rows: { value: unknown }[] = await holder
        .whereNotNull(`${use.table}.${use.column}`)
        // Aliased: a dependant's principal is a row of the same table.
        .whereNotExists((live) => {
          live
            .from(`${subject.table} as needed`)
            .whereColumn(`needed.${key}`, `${use.table}.${use.column}`)
            .whereNull('needed.deleted_at')
        })
        .distinct(`${use.table}.${use.column} as value`)
      for (const row of rows) {
        const label = await subject.labelOf(key, row.value, client)
        if (!missing.some((other) => other.noun === subject.noun && other.label === label)) {
          missing.push({ noun: subject.noun, label })
        }
      }
    }
  }
  if (missing.length === 0) return null
  const names = missing.map(
    (parent, index) => `${index === 0 ? parent.noun : inSentence(parent.noun)} ${parent.label}`
  )
  const child = inSentence(noun)
  if (missing.length === 1) {
    return `${names[0]} is in the trash, and this ${child} needs it. Restore the ${inSentence(missing[0].noun)} first.`
  }
  return `${listOf(names)} are in the trash, and this ${child} needs them. Restore them first.`
}
