import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  type LucideIcon,
} from 'lucide-react'
import { useId } from 'react'
import type { PageMeta } from '#contracts/list'
import { Button } from '~/components/ui/button'
import { inputClassName } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { PER_PAGE_OPTIONS } from './list_query'

interface PaginationProps {
  /** The page being shown (or asked for while it loads). */
  page: number
  perPage: number
  meta: PageMeta
  onPage: (page: number) => void
  onPerPage: (perPage: number) => void
}

const numberFormat = new Intl.NumberFormat('en-GB')

function PageButton({
  label,
  icon: Icon,
  disabled,
  onClick,
  testId,
  className,
}: {
  label: string
  icon: LucideIcon
  disabled: boolean
  onClick: () => void
  testId: string
  className?: string
}) {
  return (
    <Button
      variant="outline"
      size="icon-sm"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={className}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}

/** Row count, page size and first/previous/next/last, below every list. */
export function Pagination({ page, perPage, meta, onPage, onPerPage }: PaginationProps) {
  const perPageId = useId()
  const lastPage = Math.max(meta.lastPage, 1)
  const current = Math.min(Math.max(page, 1), lastPage)
  // A size typed into the URL that is not offered still shows as chosen.
  const sizes = [...new Set<number>([...PER_PAGE_OPTIONS, perPage])].sort((a, b) => a - b)
  const first = meta.total === 0 ? 0 : (current - 1) * meta.perPage + 1
  const last = Math.min(current * meta.perPage, meta.total)
  // A broad search on a big table is counted only so far: "of 500+ rows", "Page 2 of 20+".
  const more = meta.totalIsLowerBound ? '+' : ''

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
    >
      <p className="text-muted-foreground" data-testid="pagination-total" aria-live="polite">
        {meta.total === 0
          ? 'No rows'
          : `${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(meta.total)}${more} ${meta.total === 1 && !more ? 'row' : 'rows'}`}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={perPageId} className="whitespace-nowrap text-muted-foreground">
            Rows per page
          </label>
          <select
            id={perPageId}
            value={perPage}
            onChange={(event) => onPerPage(Number(event.target.value))}
            data-testid="pagination-per-page"
            className={cn(inputClassName, 'h-8 w-[4.5rem] px-2')}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-3">
          <p className="font-medium whitespace-nowrap" data-testid="pagination-page">
            Page {current} of {lastPage}
            {more}
          </p>
          <div className="flex items-center gap-1">
            <PageButton
              label="First page"
              icon={ChevronsLeftIcon}
              disabled={current <= 1}
              onClick={() => onPage(1)}
              testId="pagination-first"
              className="hidden sm:inline-flex"
            />
            <PageButton
              label="Previous page"
              icon={ChevronLeftIcon}
              disabled={current <= 1}
              onClick={() => onPage(current - 1)}
              testId="pagination-previous"
            />
            <PageButton
              label="Next page"
              icon={ChevronRightIcon}
              disabled={current >= lastPage}
              onClick={() => onPage(current + 1)}
              testId="pagination-next"
            />
            <PageButton
              label="Last page"
              icon={ChevronsRightIcon}
              disabled={current >= lastPage}
              onClick={() => onPage(lastPage)}
              testId="pagination-last"
              className="hidden sm:inline-flex"
            />
          </div>
        </div>
      </div>
    </nav>
  )
}
