import { router, usePage } from '@inertiajs/react'
import { useCallback } from 'react'

/**
 * The open tab of a page, kept in the URL (`?tab=bank-details`) so a tab can be linked to and
 * survives a reload. Switching is a client-side replace: no request, no new history entry.
 * An unknown or missing value opens the first tab.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const { url } = usePage()
  const current = new URL(url, 'http://local').searchParams.get('tab')
  const tab = tabs.find((candidate) => candidate === current) ?? tabs[0]
  const setTab = useCallback(
    (next: string) => {
      const target = new URL(url, 'http://local')
      if (next === tabs[0]) target.searchParams.delete('tab')
      else target.searchParams.set('tab', next)
      router.replace({
        url: `${target.pathname}${target.search}`,
        preserveState: true,
        preserveScroll: true,
      })
    },
    [url, tabs]
  )
  return [tab, setTab]
}
