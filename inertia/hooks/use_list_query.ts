import { router, usePage } from '@inertiajs/react'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { ListFilters, ListQuery } from '#contracts/list'
import type { SavedListQuery } from '#contracts/saved_views'
import { pathOf } from '~/lib/navigation_filter'
import {
  filterValues,
  isNarrowed,
  LIST_RELOAD_PROPS,
  reloadPropsFor,
  toKeyedQueryParams,
  toQueryParams,
} from '~/components/data_table/list_query'

export interface ListQueryControls {
  /**
   * The query the table shows: the one just asked for while it loads (so a clicked sort or a
   * ticked filter shows at once), else the server's echo.
   */
  query: ListQuery
  /** A reload is under way; the table dims its rows but keeps its layout. */
  loading: boolean
  /** A search or filter narrows the rows (what Reset undoes). */
  narrowed: boolean
  setPage: (page: number) => void
  setPerPage: (perPage: number) => void
  /** 'name', '-name' (descending) or null for the server's default order. */
  setSort: (sort: string | null) => void
  setSearch: (q: string) => void
  setFilter: (key: string, values: string[]) => void
  setFilters: (filters: ListFilters) => void
  /** Clears the search and every filter; keeps the sort and the page size. */
  reset: () => void
  /**
   * Asks the list with a saved view's state (its sort, search, filters and size; its first
   * page). The server's parser answers what of it the list still understands.
   */
  apply: (state: SavedListQuery) => void
}

/**
 * The one way a list changes its query: every change becomes an Inertia partial reload of the
 * same URL with the next query string (only rows, meta and query are sent again), replacing the
 * history entry so Back leaves the list instead of stepping through its states. Anything but a
 * page change goes back to page 1, where the narrowed or reordered rows start.
 *
 * `serverQuery` is the page's `query` prop, the server's reading of the URL.
 *
 * A table sharing its page with others (a case's contacts tab) passes `listKey`: its query goes
 * under that key (`contacts[q]=anan`, read by the server under the same key) and every other
 * param of the URL stays (the open tab, another table's query). Without it the table owns the
 * whole query string.
 *
 * `filteredProps` are props over every row the query keeps (a report's totals and chart): they
 * are asked again only when a change keeps other rows (a search or a filter), never for another
 * page, size or order (`reloadPropsFor`).
 */
export function useListQuery(
  serverQuery: ListQuery,
  options: {
    only?: string[]
    filteredProps?: string[]
    listKey?: string
    keepParams?: Record<string, string>
  } = {}
): ListQueryControls {
  const { url } = usePage()
  const { listKey } = options
  // Params of the page beside the list's own (a report's `type`), sent again with every change.
  const keepKey = JSON.stringify(options.keepParams ?? {})
  // Compared by content: callers usually pass a fresh array literal.
  const onlyKey = (options.only ?? LIST_RELOAD_PROPS).join(',')
  const filteredKey = (options.filteredProps ?? []).join(',')
  const [pending, setPending] = useState<ListQuery | null>(null)
  const [loading, setLoading] = useState(false)
  // Changes made faster than the server answers build on each other, not on the stale echo.
  const pendingRef = useRef<ListQuery | null>(null)
  const visitCount = useRef(0)
  const filteredOwed = useRef(false)
  const path = pathOf(url)
  // Only a keyed table reads the rest of the URL; a string, so the callback below stays stable.
  const search = listKey ? new URL(url, 'http://local').search : ''

  const visit = useCallback(
    (change: (current: ListQuery) => ListQuery) => {
      const current = pendingRef.current ?? serverQuery
      const next = change(current)
      pendingRef.current = next
      setPending(next)
      const visitId = ++visitCount.current
      const listProps = onlyKey.split(',')
      const filtered = filteredKey ? filteredKey.split(',') : []
      // A filter change cancelled by the next change (a page clicked before it answered) still
      // owes its totals: the next visit asks for them until one succeeds.
      const only = reloadPropsFor(current, next, listProps, filtered, filteredOwed.current)
      if (only.length > listProps.length) filteredOwed.current = true
      const params = listKey
        ? toKeyedQueryParams(next, listKey, new URLSearchParams(search))
        : { ...(JSON.parse(keepKey) as Record<string, string>), ...toQueryParams(next) }
      router.get(path, params, {
        only,
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onStart: () => setLoading(true),
        onSuccess: () => {
          if (visitId === visitCount.current) filteredOwed.current = false
        },
        // A newer visit cancels this one; only the last to finish ends the loading state.
        onFinish: () => {
          if (visitId !== visitCount.current) return
          pendingRef.current = null
          setPending(null)
          setLoading(false)
        },
      })
    },
    [path, search, listKey, serverQuery, onlyKey, filteredKey, keepKey]
  )

  return useMemo(() => {
    const query = pending ?? serverQuery
    return {
      query,
      loading,
      narrowed: isNarrowed(query),
      setPage: (page) => visit((current) => ({ ...current, page: Math.max(1, page) })),
      setPerPage: (perPage) => visit((current) => ({ ...current, perPage, page: 1 })),
      setSort: (sort) => visit((current) => ({ ...current, sort, page: 1 })),
      setSearch: (q) =>
        visit((current) => ({ ...current, q: q.trim() === '' ? null : q, page: 1 })),
      setFilter: (key, values) =>
        visit((current) => {
          const filters: ListFilters = { ...current.filters }
          const kept = values.filter((value) => value !== '')
          if (kept.length > 0) filters[key] = kept
          else delete filters[key]
          return { ...current, filters, page: 1 }
        }),
      setFilters: (filters) => visit((current) => ({ ...current, filters, page: 1 })),
      reset: () => visit((current) => ({ ...current, q: null, filters: {}, page: 1 })),
      apply: (state) =>
        visit((current) => ({
          page: 1,
          // A view without a size keeps the one the list shows.
          perPage: state.perPage ?? current.perPage,
          sort: state.sort,
          q: state.q,
          filters: state.filters,
        })),
    } satisfies ListQueryControls
  }, [pending, serverQuery, loading, visit])
}

/** The values of one filter in a query, as a list. */
export function filterOf(query: ListQuery, key: string): string[] {
  return filterValues(query.filters[key])
}
