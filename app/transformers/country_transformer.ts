import { BaseTransformer } from '@adonisjs/core/transformers'
import type Country from '#models/country'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/countries.ts `columns`). */
export type PlainCountry = {
  id: number
  code: string
  iso3: string
  name: string
  dialing_code: string | null
  nationality: string | null
  region: string | null
} & PlainTimestamps

/** What the view and edit pages' record reads: every column of the country (plainRowOf). */
export type PlainCountryRecord = PlainCountry & PlainColumns<Country>

/**
 * A country as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. The list does not read `created_at`, so `forDetail` asks for the whole record's
 * plain row through its `this` type (a list row cannot reach it).
 */
export default class CountryTransformer<
  Row extends PlainCountry = PlainCountry,
> extends BaseTransformer<Row> {
  toObject() {
    const country = this.resource
    return {
      id: country.id,
      code: country.code,
      iso3: country.iso3,
      name: country.name,
      dialing_code: country.dialing_code,
      nationality: country.nationality,
      region: country.region,
      ...rowTimestamps(country),
    }
  }

  forDetail(this: CountryTransformer<PlainCountryRecord>) {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
