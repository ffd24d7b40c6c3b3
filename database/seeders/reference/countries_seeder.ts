import worldCountriesModule, { type Country } from 'world-countries'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

// The package's ESM default export is the array; its types describe the CommonJS module.
const worldCountries = worldCountriesModule as unknown as Country[]

/** "+60" for one suffix; "+1" when the country shares a root with area-code suffixes. */
function dialingCode(idd: { root?: string; suffixes?: string[] }) {
  if (!idd.root) return null
  return idd.suffixes?.length === 1 ? `${idd.root}${idd.suffixes[0]}` : idd.root
}

/**
 * All ISO 3166-1 countries (the world-countries package), inserted once by code. Rows an
 * administrator edited or trashed are left alone.
 */
export async function seedCountries(trx: TransactionClientContract) {
  const now = new Date()
  const rows = worldCountries.map((country) => ({
    code: country.cca2,
    iso3: country.cca3,
    name: country.name.common,
    dialing_code: dialingCode(country.idd),
    nationality: country.demonyms?.eng?.m ?? null,
    region: country.region || null,
    created_at: now,
    updated_at: now,
  }))
  const existing = new Set(
    ((await trx.from('countries').select('code')) as { code: string }[]).map((row) => row.code)
  )
  const missing = rows.filter((row) => !existing.has(row.code))
  if (missing.length > 0) {
    await trx.insertQuery().table('countries').multiInsert(missing)
  }
}
