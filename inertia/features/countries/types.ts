import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type CountriesController from '#controllers/manage/countries_controller'

/** A country as the list shows it (generated from app/transformers/country_transformer.ts). */
export type CountryRow = Data.Country

/** A country as its view and edit pages receive it. */
export type CountryRecord = Data.Country.Variants['forDetail']

/** A row of the trash list. */
export type CountryTrashRow = CountryRow & { deleted_at: string }

export type CountryEditProps = InferPageProps<typeof CountriesController, 'edit'>

export type CountryViewProps = InferPageProps<typeof CountriesController, 'show'>
