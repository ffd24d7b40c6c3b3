import { CheckIcon, type LucideIcon } from 'lucide-react'
import type { ListCapabilities, ListQuery, Option } from '#contracts/list'
import { filterOf, useListQuery } from '~/hooks/use_list_query'
import { cn } from '~/lib/cn'

/**
 * The list page with these filters left out of the table's faceted filters: the page draws them
 * as toggles (FilterToggle) instead. The server still offers and applies them.
 */
export function withoutFacets<Page extends { list: ListCapabilities }>(
  page: Page,
  keys: readonly string[]
): Page {
  const filters = Object.fromEntries(
    Object.entries(page.list.filters).filter(([key]) => !keys.includes(key))
  )
  return { ...page, list: { ...page.list, filters } }
}

/**
 * A filter with one value ("mine", "overdue") as a one-click toggle beside its list (issue 29),
 * pressed while the list is narrowed by it. It changes the list's query the one way a list
 * changes (useListQuery: a partial reload of the rows), so the search, the other filters and the
 * sort stay as they are. Not drawn when the server does not offer the filter.
 */
export function FilterToggle({
  query,
  filter,
  options,
  label,
  icon: Icon,
}: {
  /** The list's query as the server echoed it (the page's `query` prop). */
  query: ListQuery
  /** The filter's key (`filters[mine]`). */
  filter: string
  /** The filter's options as the server offers them (`list.filters[key]`): its one value. */
  options: readonly Option[] | undefined
  label: string
  icon: LucideIcon
}) {
  const list = useListQuery(query)
  const value = options?.[0]?.value
  if (value === undefined) return null
  const pressed = filterOf(list.query, filter).includes(value)
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => list.setFilter(filter, pressed ? [] : [value])}
      data-testid={`toggle-${filter}`}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border bg-card px-3 text-[0.8125rem] font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-3.5 [&_svg]:shrink-0',
        pressed
          ? 'border-primary text-foreground ring-1 ring-primary'
          : 'border-border text-muted-foreground hover:text-foreground'
      )}
    >
      {pressed ? (
        <CheckIcon className="text-primary" aria-hidden="true" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {label}
    </button>
  )
}
