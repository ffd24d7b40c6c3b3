import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type CurrenciesController from '#controllers/manage/currencies_controller'

/** A currency as the list shows it (generated from app/transformers/currency_transformer.ts). */
export type CurrencyRow = Data.Currency

/** A currency as its view and edit pages receive it. */
export type CurrencyRecord = Data.Currency.Variants['forDetail']

/** A row of the trash list. */
export type CurrencyTrashRow = CurrencyRow & { deleted_at: string }

/** The list, with the base currency its rates are per (General settings). */
export type CurrencyIndexProps = InferPageProps<typeof CurrenciesController, 'index'>

/** The create page's props: the base currency the rate is per. */
export type CurrencyFormProps = InferPageProps<typeof CurrenciesController, 'create'>

export type CurrencyEditProps = InferPageProps<typeof CurrenciesController, 'edit'>

export type CurrencyViewProps = InferPageProps<typeof CurrenciesController, 'show'>
