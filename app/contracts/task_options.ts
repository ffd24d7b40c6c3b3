import type { Option } from '#contracts/list'

type Values<T extends readonly { value: string }[]> = T[number]['value']

const optionsOf = (list: readonly Option[]): Option[] =>
  list.map(({ value, label }) => ({ value, label }))

/**
 * SPEC.md §3 "Task categories". Stored as slugs (the migration's CHECK names the same values),
 * labelled as the SPEC writes them.
 */
export const TASK_CATEGORIES = [
  { value: 'medical', label: 'Medical' },
  { value: 'specialty', label: 'Specialty' },
  { value: 'security', label: 'Security' },
  { value: 'billing', label: 'Billing' },
] as const
export type TaskCategory = Values<typeof TASK_CATEGORIES>
export const TASK_CATEGORY_VALUES: readonly TaskCategory[] = TASK_CATEGORIES.map((c) => c.value)
export const TASK_CATEGORY_OPTIONS: Option[] = optionsOf(TASK_CATEGORIES)

/** PRODUCT.md "Tasks": open or closed; closing and reopening are the task workflow's moves. */
export const TASK_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const
export type TaskStatus = Values<typeof TASK_STATUSES>
export const TASK_STATUS_OPTIONS: Option[] = optionsOf(TASK_STATUSES)

/** PRODUCT.md names a priority without a list: the case's own four, so both read alike. */
export const TASK_PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const
export type TaskPriority = Values<typeof TASK_PRIORITIES>
export const TASK_PRIORITY_VALUES: readonly TaskPriority[] = TASK_PRIORITIES.map((p) => p.value)
export const TASK_PRIORITY_OPTIONS: Option[] = optionsOf(TASK_PRIORITIES)

/**
 * SPEC.md §3's quick time zones, offered first in the due-at zone picker (then every zone,
 * grouped by region, UTC included).
 */
export const QUICK_TIME_ZONES = [
  'Asia/Bangkok',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Kuala_Lumpur',
  'Asia/Manila',
  'Asia/Singapore',
  'Asia/Tokyo',
] as const

/** "Due soon": an open task due within this many hours shows amber (overdue shows red). */
export const DUE_SOON_HOURS = 24
