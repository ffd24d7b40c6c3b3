import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

interface SortableHeaderProps {
  columnId: string
  label: string
  children: ReactNode
  /** The column's current order. */
  sorted: false | 'asc' | 'desc'
  /** Asc → desc → none (the server's default order). */
  onToggle: () => void
  /** In the sticky header copy of a wide table: clickable, but no id and no tab stop. */
  copy?: boolean
}

const nextLabel = { none: 'ascending', asc: 'descending', desc: 'none' } as const

/**
 * A header that sorts its column. The whole header is one button (a large target); the arrow says
 * the current order, and the <th> carries aria-sort for screen readers.
 */
export function SortableHeader({
  columnId,
  label,
  children,
  sorted,
  onToggle,
  copy = false,
}: SortableHeaderProps) {
  const Icon =
    sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ChevronsUpDownIcon
  return (
    <button
      type="button"
      onClick={onToggle}
      tabIndex={copy ? -1 : undefined}
      data-testid={copy ? undefined : `sort-${columnId}`}
      data-sorted={sorted || 'none'}
      aria-label={`${label}: sort ${nextLabel[sorted || 'none']}`}
      className={cn(
        '-mx-2 inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-semibold whitespace-nowrap outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        sorted && 'text-foreground'
      )}
    >
      {children}
      <Icon
        className={cn('size-3.5 shrink-0', !sorted && 'text-muted-foreground/60')}
        aria-hidden="true"
      />
    </button>
  )
}
