import type { Option } from '#contracts/list'

type Values<T extends readonly { value: string }[]> = T[number]['value']

/** SPEC.md §4 "Request for payment" statuses, in the order an RFP moves through them. */
export const RFP_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'collected', label: 'Collected' },
] as const
export type RfpStatus = Values<typeof RFP_STATUSES>
export const RFP_STATUS_OPTIONS: Option[] = RFP_STATUSES.map(({ value, label }) => ({
  value,
  label,
}))
