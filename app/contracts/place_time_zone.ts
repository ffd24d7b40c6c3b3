/**
 * The time zone of where an incident happened (issue 29: a Bangkok incident is not stored in
 * Kuala Lumpur's zone). A country's zones come from the ICU data of the server's JavaScript
 * engine (`Intl.Locale#getTimeZones`, by the ISO 3166 code), sent with each country to the case
 * form, so the form and the validator read the same list; the city chooses among several. Pure:
 * the case form, the validator and the tests share it.
 */

/** The IANA zones of a country by its ISO 3166 alpha-2 code (none for a code ICU does not know). */
export function countryTimeZones(code: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & {
      getTimeZones?: () => string[]
      timeZones?: string[]
    }
    // getTimeZones() since V8 13 (Node 24, Chromium 130); the getter before it.
    return [...(locale.getTimeZones?.() ?? locale.timeZones ?? [])]
  } catch {
    return []
  }
}

/** 'Asia/Kuala_Lumpur' → 'Asia/Kuala Lumpur': how a zone is shown. */
export function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ')
}

/** A city or a zone's city as compared: lower case, no accents, single spaces. */
function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim()
}

/** The zone's offset from UTC at `now` ('GMT+07:00'), to tell whether two zones differ today. */
function offsetAt(zone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    return parts.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? zone
  } catch {
    return zone
  }
}

/**
 * The zone of a place in a country with `zones`: its only zone; else the one named after the
 * city ("Kuching" → Asia/Kuching, "New York" → America/New_York); else, when the country's
 * zones all keep the same time today (Malaysia's two), the first; else null: the agent chooses
 * (Indonesia's four, from Jakarta to Jayapura).
 */
export function placeTimeZone(
  zones: readonly string[],
  city: string | null | undefined,
  now: Date = new Date()
): string | null {
  if (zones.length === 0) return null
  if (zones.length === 1) return zones[0]
  const typed = placeKey(city ?? '')
  if (typed) {
    const named = zones.find((zone) => placeKey(zone.slice(zone.lastIndexOf('/') + 1)) === typed)
    if (named) return named
  }
  const offsets = new Set(zones.map((zone) => offsetAt(zone, now)))
  return offsets.size === 1 ? zones[0] : null
}
