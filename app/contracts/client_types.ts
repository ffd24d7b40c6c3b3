/**
 * The kinds of client that buy assistance (PRODUCT.md "Client"). SPEC.md does not list them, so
 * the list is ours (docs/decisions.md). A pure module: the validator, the list's type filter
 * and the client pages read the same values and labels.
 */
export const CLIENT_TYPES = [
  { value: 'insurer', label: 'Insurer' },
  { value: 'reinsurer', label: 'Reinsurer' },
  { value: 'third-party-administrator', label: 'Third-party administrator' },
  { value: 'corporate', label: 'Corporate' },
  { value: 'travel-agency', label: 'Travel agency' },
  { value: 'partner', label: 'Partner' },
] as const

export type ClientType = (typeof CLIENT_TYPES)[number]['value']

export const CLIENT_TYPE_VALUES: readonly ClientType[] = CLIENT_TYPES.map((type) => type.value)

/** 'third-party-administrator' → 'Third-party administrator'; an unknown value as it is. */
export function clientTypeLabel(value: string): string {
  return CLIENT_TYPES.find((type) => type.value === value)?.label ?? value
}
