/**
 * A task's due time on clocks (issue 29), pure so it is unit-tested: a zone's offset at an
 * instant, whether a time set on one zone's clock reads differently on another's, the instant a
 * day, hour and minute name on a zone's clock, and the question asked of a due time already past.
 * Read from the runtime's own zone data (Intl), as the browser shows times.
 */

/**
 * The zone's offset from UTC at that instant, in minutes (Asia/Tokyo: 540, America/New_York in
 * winter: -300), read from the browser's own zone data.
 */
export function offsetMinutes(zone: string, instant: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  // "GMT+09:00", "GMT-03:30", or "GMT" for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/**
 * Whether a time set on `zone`'s clock reads differently on the viewer's: their offsets differ
 * at that instant. Another name for the same clock (Singapore and Kuala Lumpur, both UTC+8) says
 * nothing new; a zone that shares the offset only part of the year differs when it does not.
 */
export function readsDifferently(zone: string, viewerZone: string, instant: Date): boolean {
  return offsetMinutes(zone, instant) !== offsetMinutes(viewerZone, instant)
}

/**
 * The instant a day, hour and minute read on `zone`'s clock, as the server reads them
 * (app/resources/case_tasks.ts dueInstant), or null while the day is not a day.
 */
export function instantOn(day: string, hour: string, minute: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match || hour === '' || minute === '' || zone === '') return null
  const asUtc = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(hour),
    Number(minute)
  )
  // The zone's offset where the clock reads that time; read again once, for a day the clocks
  // change on (the offset before the change is not the one after it).
  const first = asUtc - offsetMinutes(zone, new Date(asUtc)) * 60_000
  return new Date(asUtc - offsetMinutes(zone, new Date(first)) * 60_000)
}

/** How long ago an instant was, in the largest whole unit: "5 min", "3 h", "2 days". */
function agoText(milliseconds: number): string {
  const minutes = Math.max(1, Math.floor(milliseconds / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h`
  return `${Math.floor(hours / 24)} days`
}

/**
 * Questions a due time that has already passed (issue 29): said beside the due date as the
 * fields change, before anything is saved. Not a refusal: a task recorded late, or one meant to
 * show as overdue at once, is saved as it is.
 */
export function pastDueWarning(due: Date | null, now = Date.now()): string | null {
  if (!due || due.getTime() >= now) return null
  return `This due time has already passed (${agoText(now - due.getTime())} ago). Save anyway if that is meant, or choose a later time.`
}
