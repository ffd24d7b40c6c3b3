import currencyCodes from 'currency-codes'
import iso3166 from 'iso3166-2-db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** SPEC.md §3, word for word. */
export const PROGRAM_TYPES = [
  'Access Program',
  'Access & Indemnified Program',
  'Indemnified Program and Other Services',
  'Transactional or Reciprocal Agreement',
]

/** Inserts the rows whose key is not there yet; never touches existing (possibly edited) rows. */
async function insertMissing(
  trx: TransactionClientContract,
  table: string,
  key: string,
  rows: Record<string, unknown>[]
) {
  const existing = new Set(
    ((await trx.from(table).select(key)) as Record<string, string>[]).map((row) => row[key])
  )
  const missing = rows.filter((row) => !existing.has(row[key] as string))
  for (let start = 0; start < missing.length; start += 1000) {
    await trx
      .insertQuery()
      .table(table)
      .multiInsert(missing.slice(start, start + 1000))
  }
}

function symbolOf(code: string) {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0)
    return parts.find((part) => part.type === 'currency')?.value ?? null
  } catch {
    return null
  }
}

export async function seedProgramTypes(trx: TransactionClientContract) {
  const now = new Date()
  await insertMissing(
    trx,
    'program_types',
    'name',
    PROGRAM_TYPES.map((name) => ({ name, created_at: now, updated_at: now }))
  )
}

/** Every ISO 4217 currency; only the base currency (USD) has a rate until someone sets one. */
export async function seedCurrencies(trx: TransactionClientContract) {
  const now = new Date()
  const today = now.toISOString().slice(0, 10)
  await insertMissing(
    trx,
    'currencies',
    'code',
    currencyCodes.data.map((currency) => ({
      code: currency.code,
      name: currency.currency,
      symbol: symbolOf(currency.code),
      decimals: currency.digits,
      rate_to_base: currency.code === 'USD' ? '1' : null,
      rate_date: currency.code === 'USD' ? today : null,
      created_at: now,
      updated_at: now,
    }))
  )
}

/** All ISO 3166-2 subdivisions (iso3166-2-db), coded "MY-14", linked to their country. */
export async function seedStates(trx: TransactionClientContract) {
  const now = new Date()
  const countries = (await trx.from('countries').select('id', 'code')) as {
    id: number
    code: string
  }[]
  const idByCode = new Map(countries.map((country) => [country.code, country.id]))
  const dataSet = iso3166.getDataSet()
  const rows: Record<string, unknown>[] = []
  for (const [countryCode, country] of Object.entries(dataSet)) {
    const countryId = idByCode.get(countryCode)
    if (!countryId) continue
    for (const region of Object.values(country.regions ?? {})) {
      if (!region.iso) continue
      rows.push({
        country_id: countryId,
        code: `${countryCode}-${region.iso}`.slice(0, 10),
        name: region.name,
        created_at: now,
        updated_at: now,
      })
    }
  }
  const unique = [...new Map(rows.map((row) => [row.code, row])).values()]
  await insertMissing(trx, 'states', 'code', unique)
}
