import type { Option } from '#contracts/list'

/**
 * A case call's direction (issue 28's calls tab): who dialled. A pure module shared by the
 * validator, the table's CHECK constraint (migration 049) and the tab.
 */
export const CALL_DIRECTIONS = [
  { value: 'inbound', label: 'Inbound (they called)' },
  { value: 'outbound', label: 'Outbound (we called)' },
] as const satisfies readonly Option[]

export type CallDirection = (typeof CALL_DIRECTIONS)[number]['value']

export const CALL_DIRECTION_VALUES: readonly CallDirection[] = CALL_DIRECTIONS.map(
  (direction) => direction.value
)

/** The longest call the log takes, in minutes (a day: a call left open on a ward). */
export const MAX_CALL_MINUTES = 1440
