import type { Option } from '#contracts/list'

type Values<T extends readonly { value: string }[]> = T[number]['value']

const optionsOf = (list: readonly Option[]): Option[] =>
  list.map(({ value, label }) => ({ value, label }))

/**
 * SPEC.md §4 "Charge slip" statuses in the order a slip moves through them, and "Declined":
 * PRODUCT.md's close guard settles a slip that is paid or declined (a bill not paid, with its
 * reason). The migration's CHECK names the same values.
 */
export const CHARGE_SLIP_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'paid', label: 'Paid' },
  { value: 'declined', label: 'Declined' },
] as const
export type ChargeSlipStatus = Values<typeof CHARGE_SLIP_STATUSES>
export const CHARGE_SLIP_STATUS_OPTIONS: Option[] = optionsOf(CHARGE_SLIP_STATUSES)

/** SPEC.md §3 "Payment method", stored as slugs. */
export const PAYMENT_METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'credit-card', label: 'Credit card' },
  { value: 'wire-transfer', label: 'Wire transfer' },
] as const
export type PaymentMethod = Values<typeof PAYMENT_METHODS>
export const PAYMENT_METHOD_VALUES: readonly PaymentMethod[] = PAYMENT_METHODS.map((m) => m.value)
export const PAYMENT_METHOD_OPTIONS: Option[] = optionsOf(PAYMENT_METHODS)

/**
 * The aging buckets of the money lists (issue 16): days since the document's date (a charge
 * slip's invoice date), on the center's clock. `from`/`to` are whole days, inclusive.
 */
export const AGING_BUCKETS = [
  { value: '0-30', label: '0–30 days', from: 0, to: 30 },
  { value: '31-60', label: '31–60 days', from: 31, to: 60 },
  { value: '61-90', label: '61–90 days', from: 61, to: 90 },
  { value: '90+', label: 'Over 90 days', from: 91, to: null },
] as const
export const AGING_OPTIONS: Option[] = optionsOf(AGING_BUCKETS)
