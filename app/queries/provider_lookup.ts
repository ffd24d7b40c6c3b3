import db from '@adonisjs/lucid/services/db'
import type { Option } from '#contracts/list'
import type { SqlFragment } from '#queries/list_query'
import { isRecordId } from '#validators/rules/record_id'
import type { ProviderPick } from '#contracts/provider_options'

/*
 * Finding providers: the list's search and the pickers that choose a provider (a GOP template's
 * owner now, a case's GOP later). Apart from the resource so that other resources can use it.
 */

/**
 * The search: every word typed must start a word of the name or code ("bangkok hosp", "phuket").
 * The expression is the one providers_search_index is built on (migration 1764000000023), so
 * the GIN index answers it. Null when the term has no letters or digits to look for.
 */
export function providerSearch(term: string): SqlFragment | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words) return null
  // Only letters and digits reach to_tsquery, so its operators cannot be injected.
  const query = words.map((word) => `${word}:*`).join(' & ')
  return {
    sql: "to_tsvector('simple', providers.name || ' ' || providers.code) @@ to_tsquery('simple', ?)",
    bindings: [query],
  }
}

/** How a provider is picked from a list: "Bangkok Hospital Phuket (BHP) · Phuket, Thailand". */
function pickerLabel(row: { name: string; code: string; city: string | null; country: string }) {
  // "Singapore, Singapore" says nothing twice.
  const place = row.city && row.city !== row.country ? `${row.city}, ${row.country}` : row.country
  return `${row.name} (${row.code}) · ${place}`
}

type PickRow = {
  id: number
  name: string
  code: string
  city: string | null
  country: string
  status: string
  currency_code: string | null
}

/** The providers with what a picker shows and the form needs (status, billing currency). */
function pickQuery() {
  return db
    .from('providers')
    .join('countries', 'countries.id', 'providers.country_id')
    .select('providers.id', 'providers.name', 'providers.code', 'providers.city')
    .select('providers.status', 'providers.currency_code', 'countries.name as country')
}

const pickOf = (row: PickRow): ProviderPick => ({
  value: String(row.id),
  label: pickerLabel(row),
  status: row.status,
  currency_code: row.currency_code,
})

/** Up to 10 live providers matching a search, for pickers (a GOP template's owner, a GOP). */
export async function lookUpProviders(term: string): Promise<ProviderPick[]> {
  const query = pickQuery()
    .whereNull('providers.deleted_at')
    .orderBy('providers.name')
    .orderBy('providers.id')
    .limit(10)
  const search = providerSearch(term)
  if (search) query.whereRaw(search.sql, search.bindings)
  else if (term.trim()) return []
  const rows: PickRow[] = await query
  return rows.map(pickOf)
}

/**
 * These providers as their pickers show them, by id (a case's chosen ones, a new GOP's), trashed
 * ones too: what was chosen still reads as itself.
 */
export async function providerPicks(ids: readonly number[]): Promise<Map<number, ProviderPick>> {
  const wanted = [...new Set(ids.filter(isRecordId))]
  if (wanted.length === 0) return new Map()
  const rows: PickRow[] = await pickQuery().whereIn('providers.id', wanted)
  return new Map(rows.map((row) => [row.id, pickOf(row)]))
}

type PickedRow = {
  id: number
  name: string
  code: string
  city: string | null
  country: string
  deleted_at: Date | null
}

/**
 * One provider as a picker's chosen option (the owner of a template being edited, or the one a
 * new template is opened for), or null. A trashed provider still shows, marked as such.
 */
export async function providerOption(id: number | null): Promise<Option | null> {
  if (!isRecordId(id)) return null
  const row: PickedRow | null = await db
    .from('providers')
    .join('countries', 'countries.id', 'providers.country_id')
    .where('providers.id', id)
    .select('providers.id', 'providers.name', 'providers.code', 'providers.city')
    .select('providers.deleted_at', 'countries.name as country')
    .first()
  if (!row) return null
  const label = pickerLabel(row)
  return { value: String(row.id), label: row.deleted_at ? `${label} (deleted)` : label }
}
