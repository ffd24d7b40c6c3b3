import type { Option } from '#contracts/list'

type Values<T extends readonly { value: string }[]> = T[number]['value']

const optionsOf = (list: readonly Option[]): Option[] =>
  list.map(({ value, label }) => ({ value, label }))

/** SPEC.md §4 "Guarantee of payment" statuses, in the order a GOP moves through them. */
export const GOP_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'sent', label: 'Sent' },
] as const
export type GopStatus = Values<typeof GOP_STATUSES>
export const GOP_STATUS_VALUES: readonly GopStatus[] = GOP_STATUSES.map((s) => s.value)
export const GOP_STATUS_OPTIONS: Option[] = optionsOf(GOP_STATUSES)

/** An approved or sent GOP guarantees money: it counts in the case's totals unless withdrawn. */
export const ISSUED_GOP_STATUSES: readonly GopStatus[] = ['approved', 'sent']

/**
 * SPEC.md §3 "Withdrawal reasons", stored as slugs (the migration's CHECK names the same values),
 * labelled as the SPEC writes them.
 */
export const WITHDRAWAL_REASONS = [
  { value: 'wrong-provider', label: 'Wrong Provider' },
  { value: 'wrong-case', label: 'Wrong Case' },
  { value: 'guarantee-withdrawn', label: 'Guarantee Withdrawn' },
  { value: 'pre-existing-condition', label: 'Pre-Existing Condition' },
  { value: 'other', label: 'Other' },
] as const
export type WithdrawalReason = Values<typeof WITHDRAWAL_REASONS>
export const WITHDRAWAL_REASON_VALUES: readonly WithdrawalReason[] = WITHDRAWAL_REASONS.map(
  (r) => r.value
)
export const WITHDRAWAL_REASON_OPTIONS: Option[] = optionsOf(WITHDRAWAL_REASONS)

/** A withdrawal's letter: not sent yet, or sent (gop_withdrawals.status; its workflow). */
export const WITHDRAWAL_STATUSES = [
  { value: 'unsent', label: 'Not sent' },
  { value: 'sent', label: 'Sent' },
] as const
export type WithdrawalStatus = Values<typeof WITHDRAWAL_STATUSES>

/** The largest amount a GOP may carry: numeric(14, 2). */
export const GOP_MAX_AMOUNT = '999999999999.99'
