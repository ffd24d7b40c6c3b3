import db from '@adonisjs/lucid/services/db'
import { countryTimeZones, placeTimeZone } from '#contracts/place_time_zone'
import { timeZones } from '#validators/reference'

/*
 * Countries with their time zones, for the case form (the zone follows the place) and its
 * validator (a zone that is not the country's is refused). The zones are those ICU gives for the
 * country's ISO code that the validator also accepts (the same engine's `supportedValuesOf`).
 */

const accepted = new Set(timeZones)

/** The zones of a country's ISO code that a case may hold. */
export function zonesOfCode(code: string): string[] {
  return countryTimeZones(code).filter((zone) => accepted.has(zone))
}

/** Live countries as the case form offers them, each with its zones (the form picks among them). */
export async function countryZoneOptions() {
  const rows: { id: number; name: string; code: string }[] = await db
    .from('countries')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name', 'code')
  return rows.map((row) => ({
    value: String(row.id),
    label: row.name,
    time_zones: zonesOfCode(row.code),
  }))
}

/** A country's name and zones by its id (a live one), or null. */
export async function countryZones(
  countryId: number
): Promise<{ name: string; zones: string[] } | null> {
  const row: { name: string; code: string } | null = await db
    .from('countries')
    .where('id', countryId)
    .whereNull('deleted_at')
    .select('name', 'code')
    .first()
  return row ? { name: row.name, zones: zonesOfCode(row.code) } : null
}

/**
 * The zone a case takes when none was posted: the place's (its country's only zone, or the one
 * its city names), else null (the center's, as before: where nothing says where it happened).
 */
export async function placeZoneOf(
  countryId: number | null | undefined,
  city: string | null | undefined
): Promise<string | null> {
  if (!countryId) return null
  const country = await countryZones(countryId)
  return country ? placeTimeZone(country.zones, city) : null
}
