import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { AMOUNT_REFUSALS, readAmount } from '#contracts/money'

/**
 * Reads the amount as `readAmount` does (the forms' AmountField reads it the same way) and keeps
 * it as a decimal string ("150000.00"); anything else is refused beside the field.
 */
const amountRule = vine.createRule(
  (value: unknown, options: { zero: boolean }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const reading = readAmount(value, options)
    if (!reading.ok) {
      field.report(AMOUNT_REFUSALS[reading.problem], `amount.${reading.problem}`, field)
      return
    }
    field.mutate(reading.amount, field)
  }
)

/**
 * Every money field of the app (a GOP's amount, a charge slip's billed and approved amounts, the
 * service fees of clients, programs and RFPs): "1,234.50" or "1234.5", within numeric(14, 2),
 * above zero unless `zero` allows it (a fee).
 */
export const amountField = (options: { zero: boolean } = { zero: false }) =>
  vine.string().trim().maxLength(40).use(amountRule(options))
