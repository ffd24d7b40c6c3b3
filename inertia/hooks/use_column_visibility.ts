import { useCallback, useState } from 'react'
import type { ColumnVisibilityState, Updater } from '@tanstack/react-table'

/** SPEC.md §9: a table's column choice lives in localStorage under '<table key>-columns'. */
export function columnVisibilityKey(tableKey: string): string {
  return `${tableKey}-columns`
}

function readStored(tableKey: string): ColumnVisibilityState | null {
  try {
    const raw = window.localStorage.getItem(columnVisibilityKey(tableKey))
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
    const state: ColumnVisibilityState = {}
    for (const [column, visible] of Object.entries(parsed)) {
      if (typeof visible === 'boolean') state[column] = visible
    }
    return state
  } catch {
    // Storage can be disabled or full, or hold something else: fall back to the defaults.
    return null
  }
}

/**
 * TanStack column visibility, remembered per table. `defaults` (columns hidden until asked for)
 * apply until the user makes a choice; the stored choice then wins, column by column.
 */
export function useColumnVisibility(
  tableKey: string,
  defaults: ColumnVisibilityState = {}
): [ColumnVisibilityState, (updater: Updater<ColumnVisibilityState>) => void] {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => ({
    ...defaults,
    ...readStored(tableKey),
  }))

  const update = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      setVisibility((previous) => {
        const next = typeof updater === 'function' ? updater(previous) : updater
        try {
          window.localStorage.setItem(columnVisibilityKey(tableKey), JSON.stringify(next))
        } catch {
          // Not remembered across visits, but the table still follows the choice now.
        }
        return next
      })
    },
    [tableKey]
  )

  return [visibility, update]
}
