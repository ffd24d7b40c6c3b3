import type { Data } from '@generated/data'

/** A currency as the list shows it (generated from app/transformers/currency_transformer.ts). */
export type CurrencyRow = Data.Currency

/** A currency as its view and edit pages receive it. */
export type CurrencyRecord = Data.Currency.Variants['forDetail']

/** A row of the trash list. */
export type CurrencyTrashRow = CurrencyRow & { deleted_at: string }
