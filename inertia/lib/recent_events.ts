/**
 * The events a tab heard in the last few seconds, kept so a listener that starts late can hear
 * them too. A page's code arrives after the page's props (a first visit loads it lazily), and an
 * event between the server reading those props and the page listening would be lost: the live
 * queue would miss the contact who wrote in that half second. No React and no socket, so the
 * rule is tested on its own (tests/unit/client/recent_events.spec.ts).
 */
export class RecentEvents<E extends string = string> {
  #kept: { event: E; payload: unknown; at: number }[] = []

  constructor(
    readonly keepMs: number,
    readonly most: number
  ) {}

  /** Notes an event heard at `at` (ms), forgetting what is older than `keepMs` or beyond `most`. */
  add(event: E, payload: unknown, at: number) {
    this.#kept.push({ event, payload, at })
    const since = at - this.keepMs
    while (this.#kept.length > this.most || (this.#kept[0] && this.#kept[0].at < since)) {
      this.#kept.shift()
    }
  }

  /** The payloads of `event` heard within `withinMs` before `now`, oldest first. */
  since(event: E, withinMs: number, now: number): unknown[] {
    const from = now - Math.min(withinMs, this.keepMs)
    return this.#kept
      .filter((entry) => entry.event === event && entry.at >= from)
      .map((entry) => entry.payload)
  }
}
