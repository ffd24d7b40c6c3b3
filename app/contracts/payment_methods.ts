/**
 * SPEC.md §3 "Payment method": how a provider is paid by default, and later how a charge slip
 * was paid. A pure module shared by validators, pages and seeders.
 */
export const PAYMENT_METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'credit-card', label: 'Credit card' },
  { value: 'wire-transfer', label: 'Wire transfer' },
] as const

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value']

export const PAYMENT_METHOD_VALUES: readonly PaymentMethod[] = PAYMENT_METHODS.map(
  (method) => method.value
)

/** 'wire-transfer' → 'Wire transfer'; an unknown value as it is, null as empty. */
export function paymentMethodLabel(value: string | null): string {
  if (value === null) return ''
  return PAYMENT_METHODS.find((method) => method.value === value)?.label ?? value
}
