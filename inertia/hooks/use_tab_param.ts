import { router, usePage } from '@inertiajs/react'
import { useCallback } from 'react'

/** A query pair's name, decoded; null when it is not valid percent-encoding. */
function pairName(pair: string): string | null {
  const name = pair.split('=')[0].replace(/\+/g, ' ')
  try {
    return decodeURIComponent(name)
  } catch {
    return null
  }
}

/**
 * The query string with `tab` set (or removed, for null), every other pair kept as written.
 * Not URLSearchParams: it writes back the whole query in its own encoding, so a tab's table
 * query `contacts[q]=anan` would turn into `contacts%5Bq%5D=anan` at each switch of tab.
 */
export function searchWithTab(search: string, tab: string | null): string {
  const pairs = search.replace(/^\?/, '').split('&')
  const value = tab === null ? null : `tab=${encodeURIComponent(tab)}`
  const kept: string[] = []
  let placed = false
  for (const pair of pairs) {
    if (pair === '') continue
    if (pairName(pair) !== 'tab') {
      kept.push(pair)
      continue
    }
    // Where the tab was, like URLSearchParams.set; a repeated one goes.
    if (value !== null && !placed) kept.push(value)
    placed = true
  }
  if (value !== null && !placed) kept.push(value)
  return kept.length > 0 ? `?${kept.join('&')}` : ''
}

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
      const search = searchWithTab(target.search, next === tabs[0] ? null : next)
      router.replace({
        url: `${target.pathname}${search}`,
        preserveState: true,
        preserveScroll: true,
      })
    },
    [url, tabs]
  )
  return [tab, setTab]
}
