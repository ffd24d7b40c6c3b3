/** A currency as the list shows it (server: app/resources/currencies.ts, toRow). */
export type CurrencyRow = {
  id: number
  code: string
  name: string
  symbol: string | null
  decimals: number
  /** Units of this currency per 1 base currency: a decimal string ('4.71250000'), never a float. */
  rate_to_base: string | null
  /** The day the rate was taken, 'YYYY-MM-DD'. */
  rate_date: string | null
  updated_at: string | null
}

/** A currency as its view and edit pages receive it. */
export type CurrencyRecord = CurrencyRow & { created_at: string }

/** A row of the trash list. */
export type CurrencyTrashRow = CurrencyRow & { deleted_at: string }
