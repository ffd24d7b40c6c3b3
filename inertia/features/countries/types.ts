/** A country as the list shows it (server: app/resources/countries.ts, toCountryRow). */
export type CountryRow = {
  id: number
  code: string
  iso3: string
  name: string
  dialing_code: string | null
  nationality: string | null
  region: string | null
  updated_at: string | null
}

/** A country as its view and edit pages receive it. */
export type CountryRecord = CountryRow & { created_at: string }

/** A row of the trash list. */
export type CountryTrashRow = CountryRow & { deleted_at: string }
