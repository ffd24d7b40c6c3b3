const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/**
 * How long a case has been open, in the largest whole unit an agent reads at a glance: "3 days",
 * "5 hours", "12 minutes", "under a minute". A closed case's age stops at its closing. An
 * unreadable time gives ''.
 */
export function formatCaseAge(
  openedAt: string,
  closedAt: string | null = null,
  now: Date = new Date()
): string {
  const start = new Date(openedAt).getTime()
  const end = closedAt ? new Date(closedAt).getTime() : now.getTime()
  if (Number.isNaN(start) || Number.isNaN(end)) return ''
  const span = Math.max(0, end - start)
  if (span >= DAY) return plural(Math.floor(span / DAY), 'day')
  if (span >= HOUR) return plural(Math.floor(span / HOUR), 'hour')
  if (span >= MINUTE) return plural(Math.floor(span / MINUTE), 'minute')
  return 'under a minute'
}
