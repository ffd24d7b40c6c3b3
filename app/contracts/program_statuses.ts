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

/**
 * Where a program stands today, which the lists, pages and filter show: its stored status,
 * except that an active program is "expired" once its last valid day has passed and "upcoming"
 * before its first (the dates say so; nobody has to remember to change the status). Days are
 * calendar days compared as `YYYY-MM-DD` in UTC, the same moment in every center.
 */
export const PROGRAM_STANDINGS = [
  ...PROGRAM_STATUSES,
  { value: 'upcoming', label: 'Not yet valid' },
] as const

export type ProgramStanding = (typeof PROGRAM_STANDINGS)[number]['value']

export function programStanding(
  program: { status: string; valid_from: string; valid_to: string | null },
  today: string = new Date().toISOString().slice(0, 10)
): ProgramStanding | string {
  if (program.status !== 'active') return program.status
  if (program.valid_to !== null && program.valid_to < today) return 'expired'
  if (program.valid_from > today) return 'upcoming'
  return 'active'
}

/** 'suspended' → 'Suspended', 'upcoming' → 'Not yet valid'; an unknown value as it is. */
export function programStatusLabel(value: string): string {
  return PROGRAM_STANDINGS.find((status) => status.value === value)?.label ?? value
}
