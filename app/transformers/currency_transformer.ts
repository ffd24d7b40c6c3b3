import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/currencies.ts `columns`). */
export type PlainCurrency = {
  id: number
  code: string
  name: string
  symbol: string | null
  decimals: number
  rate_to_base: string | null
  rate_date: Date | null
} & PlainRecordTimestamps

/**
 * A currency as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record (the loaded model as its plain row, plainRowOf).
 */
export default class CurrencyTransformer extends BaseTransformer<PlainCurrency> {
  toObject() {
    const currency = this.resource
    return {
      id: currency.id,
      code: currency.code,
      name: currency.name,
      symbol: currency.symbol,
      decimals: currency.decimals,
      rate_to_base: currency.rate_to_base,
      rate_date: currency.rate_date ? isoDate(currency.rate_date) : null,
      ...rowTimestamps(currency),
    }
  }

  forDetail() {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
