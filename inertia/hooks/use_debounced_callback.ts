import { useCallback, useEffect, useRef } from 'react'

/**
 * A stable function that calls the latest `callback` once calls have paused for `delayMs`
 * (typing in a search box). `flush` runs a waiting call now (Enter); `cancel` drops it.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number
) {
  const callbackRef = useRef(callback)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const waiting = useRef<Args | null>(null)

  useEffect(() => {
    callbackRef.current = callback
  }, [callback])

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    waiting.current = null
  }, [])

  const flush = useCallback(() => {
    const args = waiting.current
    cancel()
    if (args) callbackRef.current(...args)
  }, [cancel])

  const run = useCallback(
    (...args: Args) => {
      if (timer.current) clearTimeout(timer.current)
      waiting.current = args
      timer.current = setTimeout(flush, delayMs)
    },
    [delayMs, flush]
  )

  // A call still waiting when the component goes away is dropped, not sent to a gone page.
  useEffect(() => cancel, [cancel])

  return Object.assign(run, { flush, cancel })
}
