/** The case's timeline as its JSON answers it (app/services/case_timeline.ts), shared with the page. */

export type TimelineEntry = {
  id: number
  /** ISO timestamp. */
  at: string
  action: string
  /** The log's subject type ('case', 'case_note'…). */
  subject_type: string
  /** What happened, in the activity log's plain words. */
  sentence: string
  /** The reason a transition was given (reopen, force close). */
  reason: string | null
  /** "First Last"; null when the entry has no user. */
  by: string | null
}

export type TimelinePage = {
  entries: TimelineEntry[]
  /** The cursor of the next page (the last entry's id), or null when this is the end. */
  next: number | null
}
