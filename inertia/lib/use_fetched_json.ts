import { useEffect, useState } from 'react'

/** What a dialog shows of JSON it reads when it opens. */
export type Fetched<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

/**
 * JSON read once for a dialog (a GOP's revisions, a letter's preview): loading, then the data
 * or a failure to say so. A null URL reads nothing; an answer arriving after the dialog closed
 * is dropped.
 */
export function useFetchedJson<T>(url: string | null): Fetched<T> {
  const [fetched, setFetched] = useState<Fetched<T>>({ state: 'loading' })
  useEffect(() => {
    if (url === null) return
    let current = true
    setFetched({ state: 'loading' })
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const data = (await response.json()) as T
        if (current) setFetched({ state: 'ready', data })
      })
      .catch(() => current && setFetched({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [url])
  return fetched
}
