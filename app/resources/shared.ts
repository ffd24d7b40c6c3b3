import db from '@adonisjs/lucid/services/db'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { DateTime } from 'luxon'
import { likeTerm } from '#queries/list_query'
import type { Option } from '#contracts/list'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { FoundRecord } from '#services/record_store'

/** The timestamps of a plain list row, as pg reads them. */
export type PlainTimestamps = {
  updated_at: Date | null
  deleted_at: Date | null
}

/** The same for a list that also reads when the record was created (its detail shows it). */
export type PlainRecordTimestamps = PlainTimestamps & { created_at: Date }

/** The timestamps every list row carries (trash rows show when they were deleted). */
export function rowTimestamps(row: PlainTimestamps) {
  return {
    updated_at: isoTimestamp(row.updated_at),
    deleted_at: isoTimestamp(row.deleted_at),
  }
}

/**
 * A column's name from its attribute's, as providers/naming_provider.ts writes it (`dialingCode`
 * → `dialing_code`, `iso3`). It puts `_` before every capital, which is the same while no
 * attribute holds two capitals in a row (none in database/schema.ts does).
 */
type ColumnName<A extends string> = A extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Rest>}`
  : A

/**
 * A model's columns as plainRowOf gives them: under their column names, a DateTime as a Date.
 * Read from the generated schema's `$columns` (database/schema.ts), so what a detail's
 * transformer reads of the record is checked against the table.
 */
export type PlainColumns<Model extends { $columns: readonly string[] }> = {
  [A in Model['$columns'][number] as ColumnName<A>]: A extends keyof Model
    ? Model[A] extends infer Value
      ? Value extends DateTime
        ? Date
        : Value
      : never
    : never
}

/**
 * A loaded model as the plain row its list reads (keyed by column name, `$extras` beside), so a
 * detail page shapes its record with the list's own transformer: `new XTransformer(plainRowOf<
 * PlainXRecord>(record)).forDetail()`. Lists never build models (runList reads pojo rows); a
 * detail page has one record and needs the model for its forms and checks. DateTimes become the
 * `Date` pg would have read (a `date` column's local midnight), which the row formatters turn
 * back into the same strings. `R` is the detail's plain row type: the model holds every column
 * of its table (PlainColumns), and what the detail's loadDetail joined is in `$extras`.
 */
export function plainRowOf<R extends object>(record: LucidRow): R {
  const model = record.constructor as LucidModel
  const row: Record<string, unknown> = { ...record.$extras }
  for (const [attribute, value] of Object.entries(record.$attributes)) {
    const column = model.$getColumn(attribute)?.columnName ?? attribute
    row[column] = DateTime.isDateTime(value) ? value.toJSDate() : value
  }
  return row as R
}

/**
 * A found record's plain row (app/services/record_store.ts FoundRecord) typed by its model's
 * columns: the row was read from the model's own table, every column under its name, as
 * `PlainColumns` says.
 */
export function rowOf<M extends LucidModel & { $columns: readonly string[] }>(
  found: FoundRecord<M>
): PlainColumns<M> {
  return found.row as PlainColumns<M>
}

/** Case-insensitive "contains" on several columns; wildcards in the term are literal. */
export function ilikeAny(columns: string[], term: string) {
  const like = `%${likeTerm(term)}%`
  return (query: { orWhereILike(column: string, value: string): unknown }) => {
    for (const column of columns) query.orWhereILike(column, like)
  }
}

/** Live countries as dropdown and filter options (value: id). */
export async function countryOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('countries')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({ label: row.name, value: String(row.id) }))
}

/** Live currencies as dropdown options (value: the ISO code). */
export async function currencyOptions(): Promise<Option[]> {
  const rows: { code: string; name: string }[] = await db
    .from('currencies')
    .whereNull('deleted_at')
    .orderBy('code')
    .select('code', 'name')
  return rows.map((row) => ({ label: `${row.code} — ${row.name}`, value: row.code }))
}

/** Live business entities as options, "Name (CODE)"; `enabledOnly` for choosing a new issuer. */
export async function businessEntityOptions(options: { enabledOnly?: boolean } = {}) {
  const query = db.from('business_entities').whereNull('deleted_at')
  if (options.enabledOnly) query.where('is_enabled', true)
  const rows: { id: number; code: string; name: string }[] = await query
    .orderBy('name')
    .select('id', 'code', 'name')
  return rows.map((row): Option => ({ value: String(row.id), label: `${row.name} (${row.code})` }))
}

/** SPEC.md's "Enabled/disabled" option list, as a filter's options. */
const ENABLED_OPTIONS: Option[] = [
  { label: 'Enabled', value: 'enabled' },
  { label: 'Disabled', value: 'disabled' },
]

/** The Enabled/Disabled filter over a boolean column; both values mean every row. */
export function enabledFilter(column: string) {
  return {
    options: () => ENABLED_OPTIONS,
    apply: (query: { where(column: string, value: boolean): unknown }, values: string[]) => {
      if (values.length === 1) query.where(column, values[0] === 'enabled')
    },
  }
}

/** A country filter offering only the countries rows of `table` are in: a handful, not 250. */
export function usedCountryFilter(table: string) {
  return {
    options: async (): Promise<Option[]> => {
      const rows: { id: number; name: string }[] = await db
        .from('countries')
        .whereIn('id', db.from(table).select('country_id'))
        .orderBy('name')
        .select('id', 'name')
      return rows.map((row) => ({ label: row.name, value: String(row.id) }))
    },
    apply: (query: { whereIn(column: string, values: number[]): unknown }, values: string[]) => {
      query.whereIn(`${table}.country_id`, values.map(Number))
    },
  }
}

/** Live clients as dropdown and filter options, "Name (CODE)" (value: id). */
export async function clientOptions(): Promise<Option[]> {
  const rows: { id: number; code: string; name: string }[] = await db
    .from('clients')
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .select('id', 'code', 'name')
  return rows.map((row) => ({ value: String(row.id), label: `${row.name} (${row.code})` }))
}

/**
 * A list column naming what a row points at, read per row of the page by primary key rather
 * than joined, so the list's count reads the rows' own table alone: `namesOf('gops')('providers',
 * 'name', 'provider_id', 'provider_name')`.
 */
export function namesOf(owner: string) {
  return (table: string, column: string, key: string, alias: string) =>
    db.raw(
      `(SELECT ${table}.${column} FROM ${table} WHERE ${table}.id = ${owner}.${key}) AS ${alias}`
    )
}
