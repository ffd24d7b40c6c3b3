import { useEffect, useState } from 'react'

/**
 * How long, in the words of a busy switchboard: "just now", "4 min", "1 h 20 min", "2 d 3 h".
 * Never negative (a browser clock a little ahead of the server's reads "just now").
 */
export function durationText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`
}

/** A countdown to the second under an hour ("4:05"), in hours and minutes beyond. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  if (seconds >= 3600) {
    const hours = Math.floor(seconds / 3600)
    return `${hours} h ${Math.floor((seconds % 3600) / 60)} min`
  }
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * The time now, by the server's clock: `serverNow` (sent with the page) corrects a browser's
 * wrong clock, and the value ticks every `everyMs` so waiting times and countdowns move.
 */
export function useServerNow(serverNow: string | undefined, everyMs: number): number {
  const [skew] = useState(() => (serverNow ? Date.parse(serverNow) - Date.now() : 0))
  const [now, setNow] = useState(() => Date.now() + skew)
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + skew), everyMs)
    return () => window.clearInterval(timer)
  }, [skew, everyMs])
  return now
}
