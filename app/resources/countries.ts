import db from '@adonisjs/lucid/services/db'
import Country from '#models/country'
import { likeTerm, type ListDefinition } from '#queries/list_query'
import type { StoredResource } from '#services/record_store'
import { permissionSet } from '#permissions/catalogue'
import type { Infer } from '@vinejs/vine/types'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { countryValidator } from '#validators/country'
import { plainRowOf } from '#resources/shared'
import CountryTransformer, {
  type PlainCountry,
  type PlainCountryRecord,
} from '#transformers/country_transformer'

export const countryPermissions = permissionSet('countries', 'country')

export type CountryRow = ReturnType<CountryTransformer['toObject']>

/** The view and edit pages' record (app/transformers/country_transformer.ts forDetail). */
export function toCountryRecord(country: Country) {
  return new CountryTransformer(plainRowOf<PlainCountryRecord>(country)).forDetail()
}

export const countriesList: ListDefinition<typeof Country, CountryRow, PlainCountry> = {
  model: Country,
  columns: [
    'id',
    'code',
    'iso3',
    'name',
    'dialing_code',
    'nationality',
    'region',
    'updated_at',
    'deleted_at',
  ],
  sortable: { code: 'code', name: 'name', region: 'region', updated_at: 'updated_at' },
  defaultSort: 'name',
  search: (query, term) => {
    const like = `%${likeTerm(term)}%`
    query.where((inner) => {
      inner
        .whereILike('name', like)
        .orWhereILike('nationality', like)
        .orWhere('code', term.toUpperCase())
    })
  },
  filters: {
    region: {
      options: async () => {
        const rows: { region: string }[] = await db
          .from('countries')
          .distinct('region')
          .whereNotNull('region')
          .orderBy('region')
        return rows.map((row) => ({ label: row.region, value: row.region }))
      },
      apply: (query, values) => {
        query.whereIn('region', values)
      },
    },
  },
  transformer: CountryTransformer,
}

export const countryStore: StoredResource<typeof Country> = {
  model: Country,
  subjectType: 'country',
  labels: { code: 'country code', iso3: 'ISO alpha-3 code' },
}

/** Form input → model attributes. */
export function countryAttributes(input: Infer<typeof countryValidator>) {
  return {
    code: input.code,
    iso3: input.iso3,
    name: input.name,
    dialingCode: input.dialing_code ?? null,
    nationality: input.nationality ?? null,
    region: input.region ?? null,
  }
}

export const countriesResource = {
  pages: 'manage/countries' as const,
  routes: 'manage.countries',
  noun: 'Country',
  permissions: countryPermissions,
  list: countriesList,
  store: countryStore,
  validator: countryValidator,
  attributes: countryAttributes,
  toDetail: toCountryRecord,
  label: (country) => country.name,
  // Everything that records a country needs it to stay choosable: no live record is left with
  // a country its form no longer offers.
} satisfies ResourceDefinition<
  typeof Country,
  CountryRow,
  ReturnType<typeof toCountryRecord>,
  (typeof countryValidator)['schema'],
  'manage/countries',
  PlainCountry
>
