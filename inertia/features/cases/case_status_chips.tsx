import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { CASE_STATUSES, type CaseStatus } from '#contracts/case_options'
import type { ListQuery } from '#contracts/list'
import { LIST_RELOAD_PROPS, toQueryParams } from '~/components/data_table/list_query'
import { filterOf } from '~/hooks/use_list_query'
import { pathOf } from '~/lib/navigation_filter'
import { cn } from '~/lib/cn'
import { CASE_STATUS_DOTS } from './case_status_badge'

/** The list's filter key for the status (app/resources/cases.ts `list.filters`). */
const STATUS_FILTER = 'status'

/**
 * The same list narrowed to one status (or to every status, `null`), keeping the search, the
 * other filters, the sort and the page size: the list contract's query string
 * (`filters[status][]=active`, brackets format), back on page 1.
 */
function queryWithStatus(query: ListQuery, status: CaseStatus | null): ListQuery {
  const filters = { ...query.filters }
  if (status) filters[STATUS_FILTER] = [status]
  else delete filters[STATUS_FILTER]
  return { ...query, filters, page: 1 }
}

/**
 * "All 42 · Pending 3 · Active 12 · Billing 5 · Closed 22" above the cases list: each chip is a
 * link to the list narrowed to that status (so it opens in a new tab too), reloading only the
 * rows as the table's own filters do. The counts are the center's live cases by status, whatever
 * the list's other filters; the chip of the status filtered on alone is marked current.
 */
export function CaseStatusChips({
  counts,
  query,
}: {
  counts: Record<CaseStatus, number>
  query: ListQuery
}) {
  const path = pathOf(usePage().url)
  const chosen = filterOf(query, STATUS_FILTER)
  const total = CASE_STATUSES.reduce((sum, status) => sum + (counts[status.value] ?? 0), 0)
  const chips: { value: CaseStatus | null; label: string; count: number }[] = [
    { value: null, label: 'All', count: total },
    ...CASE_STATUSES.map((status) => ({
      value: status.value,
      label: status.label,
      count: counts[status.value] ?? 0,
    })),
  ]
  return (
    <nav aria-label="Cases by status" className="mr-2" data-testid="case-status-chips">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => {
          const current =
            chip.value === null
              ? chosen.length === 0
              : chosen.length === 1 && chosen[0] === chip.value
          return (
            <li key={chip.value ?? 'all'}>
              <Link
                href={path}
                data={toQueryParams(queryWithStatus(query, chip.value))}
                only={LIST_RELOAD_PROPS}
                preserveState
                preserveScroll
                replace
                aria-current={current ? 'true' : undefined}
                data-testid={`case-status-chip-${chip.value ?? 'all'}`}
                className={cn(
                  'inline-flex h-8 items-center gap-2 rounded-full border px-3 text-[0.8125rem] font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  current
                    ? 'border-primary bg-card ring-1 ring-primary'
                    : 'border-border bg-card text-muted-foreground hover:text-foreground'
                )}
              >
                {chip.value ? (
                  <span
                    className={cn('size-2 rounded-full', CASE_STATUS_DOTS[chip.value])}
                    aria-hidden="true"
                  />
                ) : null}
                <span className={current ? 'text-foreground' : undefined}>{chip.label}</span>
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    current ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground'
                  )}
                >
                  {chip.count}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
