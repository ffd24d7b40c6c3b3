import type db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** A money document's table: each row has a center and a currency. */
type MoneyTable = 'gops' | 'charge_slips' | 'request_for_payments'

export type CenterRate = {
  center_code: string
  center_currency: string | null
  /** The document currency's rate to the center's ("1" for the same currency), or null. */
  rate: string | null
}

/**
 * The rate from a money document's currency to its center's, as Manage › Currencies holds them
 * now (PRODUCT.md: fixed when the document is approved and never changed afterwards).
 */
export async function centerRate(
  client: TransactionClientContract | typeof db,
  table: MoneyTable,
  id: number
): Promise<CenterRate | null> {
  const found: CenterRate | null = await client
    .from(table)
    .join('centers', 'centers.id', `${table}.center_id`)
    .joinRaw(
      'LEFT JOIN currencies AS center_currency ON center_currency.code = centers.currency_code AND center_currency.deleted_at IS NULL'
    )
    .joinRaw(
      `LEFT JOIN currencies AS document_currency ON document_currency.code = ${table}.currency_code AND document_currency.deleted_at IS NULL`
    )
    .where(`${table}.id`, id)
    .select(
      'centers.code as center_code',
      'centers.currency_code as center_currency',
      client.raw(`CASE WHEN centers.currency_code = ${table}.currency_code THEN 1
        ELSE round(center_currency.rate_to_base / nullif(document_currency.rate_to_base, 0), 8)
        END AS rate`)
    )
    .first()
  return found
}

/**
 * Why the document cannot be approved for want of a rate, in plain words saying where to set
 * it, or null: both currencies need one.
 */
export function missingRate(found: CenterRate | null, currency: string): string | null {
  if (!found?.center_currency) {
    return `Center ${found?.center_code ?? ''} has no currency; set it in Manage › Centers before approving.`
  }
  if (found.rate === null) {
    return `There is no exchange rate from ${currency} to ${found.center_currency}; set both in Manage › Currencies before approving.`
  }
  return null
}
