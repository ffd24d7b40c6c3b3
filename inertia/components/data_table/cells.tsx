import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A cell value, or a muted dash when there is none, so empty cells read as empty on purpose. */
export function CellText({ value, className }: { value: ReactNode; className?: string }) {
  if (value === null || value === undefined || value === '') {
    return (
      <span className="text-muted-foreground" aria-label="Empty">
        —
      </span>
    )
  }
  return <span className={className}>{value}</span>
}

/** Codes (ISO, ICD…) in a fixed-width face so they line up down the column. */
export function CodeText({ value, className }: { value: string | null; className?: string }) {
  return <CellText value={value} className={cn('font-mono text-[0.8125rem]', className)} />
}
