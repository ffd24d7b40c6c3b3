/**
 * A program's status (PRODUCT.md "Program"). Kept apart from the validity dates: a program can
 * be suspended while still valid, and is marked expired by hand when the contract ends. Shared
 * by the validator, the list's status filter and the program pages.
 */
export const PROGRAM_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'expired', label: 'Expired' },
] as const

export type ProgramStatus = (typeof PROGRAM_STATUSES)[number]['value']

export const PROGRAM_STATUS_VALUES: readonly ProgramStatus[] = PROGRAM_STATUSES.map(
  (status) => status.value
)

/** 'suspended' → 'Suspended'; an unknown value as it is. */
export function programStatusLabel(value: string): string {
  return PROGRAM_STATUSES.find((status) => status.value === value)?.label ?? value
}
