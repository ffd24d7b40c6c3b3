import { useEffect, useRef, useState } from 'react'
import type { Option } from '#contracts/list'

/** How long typing pauses before the server is asked: one request per word, not per key. */
export const SEARCH_DELAY_MS = 200

/**
 * The matches of what is typed, asked of a picker's search route (`url?q=…`, JSON
 * `{ options }`) with `params` added: the one way a picker over records too many to send with
 * the page searches (a member among a million), for a form's field (RemoteSelectField) and a
 * list's filter (FacetedFilter with `searchUrl`). A newer search cancels the one in flight.
 */
export function useRemoteSearch<O extends Option = Option>(
  url: string,
  params: Record<string, string> = {}
) {
  const [matches, setMatches] = useState<O[]>([])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const inFlight = useRef<AbortController>(undefined)
  const paramsKey = JSON.stringify(params)

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      inFlight.current?.abort()
    },
    []
  )

  function search(term: string) {
    clearTimeout(timer.current)
    timer.current = setTimeout(async () => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      const query = new URLSearchParams({ ...JSON.parse(paramsKey), q: term })
      try {
        const response = await fetch(`${url}?${query}`, {
          headers: { accept: 'application/json' },
          signal: controller.signal,
        })
        if (!response.ok) return
        const body = (await response.json()) as { options: O[] }
        setMatches(body.options)
      } catch (error) {
        // A newer search replaced this one.
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error
      }
    }, SEARCH_DELAY_MS)
  }

  /** Forgets the matches (a picker opened again starts from an empty search). */
  function clear() {
    clearTimeout(timer.current)
    inFlight.current?.abort()
    setMatches([])
  }

  return { matches, search, clear, paramsKey }
}
