import { useEffect, useRef, useState } from 'react'
import { useDebouncedCallback } from './use_debounced_callback'

/** How long typing pauses before the server is asked: one request per word, not per key. */
const SEARCH_DELAY_MS = 250

type SearchState<Match> =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; matches: Match[] } | { kind: 'failed' }

/**
 * A picker's search on the server, as one types (records too many to send with the page: a
 * member among a million, an ICD code among 98k): GET `url?q=` once typing pauses, an answer a
 * newer search replaced is dropped, and the picker says what is going on (`emptyText`). The
 * last matches stay shown while the next search runs, so the list does not flicker per word.
 * `read` takes the matches out of the JSON answer.
 */
export function useServerSearch<Match>({
  url,
  read,
  prompt,
  params,
}: {
  url: string
  read: (body: unknown) => Match[]
  /** What the empty list says before anything is typed ('Type a name or policy number.'). */
  prompt: string
  /** More of the query string, read from the term (the global search's `day`). */
  params?: (q: string) => Record<string, string>
}) {
  const [term, setTerm] = useState('')
  const [search, setSearch] = useState<SearchState<Match>>({ kind: 'idle' })
  const inFlight = useRef<AbortController>(undefined)

  useEffect(() => () => inFlight.current?.abort(), [])

  const ask = useDebouncedCallback(async (q: string) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    try {
      const query = new URLSearchParams({ q, ...params?.(q) })
      const response = await fetch(`${url}?${query}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      })
      if (!response.ok) {
        setSearch({ kind: 'failed' })
        return
      }
      setSearch({ kind: 'done', matches: read(await response.json()) })
    } catch (error) {
      // A newer search replaced this one.
      if (error instanceof DOMException && error.name === 'AbortError') return
      setSearch({ kind: 'failed' })
    }
  }, SEARCH_DELAY_MS)

  function onSearch(next: string) {
    setTerm(next)
    if (next.trim() === '') {
      ask.cancel()
      inFlight.current?.abort()
      setSearch({ kind: 'idle' })
      return
    }
    setSearch((current) => (current.kind === 'done' ? current : { kind: 'searching' }))
    ask(next)
  }

  const matches = search.kind === 'done' ? search.matches : []
  const emptyText =
    term.trim() === ''
      ? prompt
      : search.kind === 'failed'
        ? 'The search did not answer. Please try again.'
        : search.kind === 'searching'
          ? 'Searching…'
          : 'No results found.'
  return { matches, onSearch, emptyText }
}
