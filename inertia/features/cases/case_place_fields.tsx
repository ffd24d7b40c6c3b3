import { TriangleAlertIcon } from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import { placeTimeZone, zoneLabel } from '#contracts/place_time_zone'
import { SelectField, TextField } from '~/components/form'
import type { ComboboxOption } from '~/components/ui/combobox'
import type { CaseFormProps, CaseRecord } from './types'

/** A country as the case form offers it: with its time zones (server: countryZoneOptions). */
type PlaceCountry = CaseFormProps['options']['countries'][number]

/** SPEC.md §3's quick time zones, offered after the country's own; then every zone. */
const QUICK_TIME_ZONES = [
  'Asia/Bangkok',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Kuala_Lumpur',
  'Asia/Manila',
  'Asia/Singapore',
  'Asia/Tokyo',
]

/** The country's zones first (under its name), then the quick zones, then every other one. */
function zoneOptions(
  zones: readonly string[],
  country: PlaceCountry | null
): ComboboxOption<string>[] {
  const own = country?.time_zones ?? []
  const known = new Set(zones)
  const quick = QUICK_TIME_ZONES.filter((zone) => known.has(zone) && !own.includes(zone))
  const rest = zones.filter((zone) => !own.includes(zone) && !QUICK_TIME_ZONES.includes(zone))
  const options = (list: readonly string[], group: string) =>
    list.map((zone) => ({ value: zone, label: zoneLabel(zone), group }))
  return [
    ...options(own, country?.label ?? ''),
    ...options(quick, 'Quick time zones'),
    ...options(rest, 'All time zones'),
  ]
}

/** An amber line under a field: a question, not a refusal. */
export function FieldQuestion({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <span
      role="status"
      className="inline-flex items-start gap-1 font-medium text-warning-text"
      data-testid={testId}
    >
      <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </span>
  )
}

/**
 * Where the incident happened: country, city and the place's time zone (issue 29: a Bangkok
 * incident is not stored in Kuala Lumpur's zone). The zone follows the place: the country's only
 * zone, or the one the city names, or (zones that keep one time) the first; the agent sees it,
 * may change it, and once they have, their choice is kept while it is one of the country's.
 * A country with zones the city does not settle (Indonesia) asks for the choice; the server
 * refuses a zone that is not the country's, and reads the same when none is posted.
 */
export function CasePlaceFields({
  countries,
  timeZones,
  record,
}: {
  countries: readonly PlaceCountry[]
  timeZones: readonly string[]
  record?: CaseRecord
}) {
  const [countryId, setCountryId] = useState(
    record?.incident_country_id ? String(record.incident_country_id) : ''
  )
  const [city, setCity] = useState(record?.incident_city ?? '')
  const [zone, setZone] = useState<string | null>(record?.incident_time_zone ?? null)
  // A zone the agent chose (or the case's own, when editing) is theirs until the place moves off it.
  const [byHand, setByHand] = useState(Boolean(record?.incident_time_zone))
  // Each zone the form sets remounts the select with it (SelectField keeps its own choice).
  const [zoneSet, setZoneSet] = useState(0)
  const country = countries.find((option) => option.value === countryId) ?? null
  const options = useMemo(() => zoneOptions(timeZones, country), [timeZones, country])

  /** The place moved: the zone follows it, unless the agent's own choice still fits. */
  function follow(nextCountry: PlaceCountry | null, nextCity: string) {
    const own = nextCountry?.time_zones ?? []
    if (byHand && zone && own.includes(zone)) return
    const next = placeTimeZone(own, nextCity)
    // A country the data has no zones for, or none chosen: the zone stays as it is.
    if (own.length === 0) return
    setByHand(false)
    if (next !== zone) {
      setZone(next)
      setZoneSet((count) => count + 1)
    }
  }

  const own = country?.time_zones ?? []
  const hint: ReactNode =
    zone && own.length > 0 && !own.includes(zone) ? (
      <FieldQuestion testId="zone-question">
        {zoneLabel(zone)} is not a time zone of {country?.label}.
      </FieldQuestion>
    ) : !zone && own.length > 1 ? (
      <FieldQuestion testId="zone-question">
        {country?.label} has {own.length} time zones: choose the place's.
      </FieldQuestion>
    ) : zone && !byHand && country ? (
      `Follows the place (${country.label}).`
    ) : !zone ? (
      'Left empty, the center’s time zone is used.'
    ) : undefined

  return (
    <>
      <SelectField
        name="incident_country_id"
        label="Country"
        field="country"
        options={countries}
        defaultValue={countryId || null}
        onChange={(value) => {
          setCountryId(value)
          follow(countries.find((option) => option.value === value) ?? null, city)
        }}
      />
      <TextField
        name="incident_city"
        label="City"
        value={city}
        onChange={(event) => {
          setCity(event.target.value)
          follow(country, event.target.value)
        }}
        maxLength={120}
        autoComplete="off"
      />
      <SelectField
        key={`zone-${zoneSet}`}
        name="incident_time_zone"
        label="Time zone"
        field="time zone"
        options={options}
        defaultValue={zone}
        onChange={(value) => {
          setZone(value || null)
          setByHand(Boolean(value))
        }}
        hint={hint}
      />
    </>
  )
}
