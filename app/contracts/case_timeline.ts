/** The case's timeline as its JSON answers it (app/services/case_timeline.ts), shared with the page. */

/** What the timeline can be narrowed to (`?kind=`), each with its label on the page. */
export const TIMELINE_KINDS = [
  { value: 'case', label: 'Case' },
  { value: 'money', label: 'Money' },
  { value: 'notes', label: 'Notes' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'files', label: 'Files' },
] as const

export type TimelineKind = (typeof TIMELINE_KINDS)[number]['value']

export function isTimelineKind(value: unknown): value is TimelineKind {
  return TIMELINE_KINDS.some((kind) => kind.value === value)
}

export type TimelineEntry = {
  id: number
  /** ISO timestamp. */
  at: string
  action: string
  /** The log's subject type ('case', 'case_note'…). */
  subject_type: string
  /** Which kind of the case's records it is about. */
  kind: TimelineKind
  /** What happened, in the activity log's plain words. */
  sentence: string
  /**
   * A money document's amount as the entry left it ("MYR 15,000.00"): the amount it wrote
   * (issued, revised, approved), else the document's as it stands; null for other records.
   */
  amount: string | null
  /** The reason a transition was given (reopen, force close, decline). */
  reason: string | null
  /** "First Last"; null when the entry has no user. */
  by: string | null
}

export type TimelinePage = {
  entries: TimelineEntry[]
  /** The cursor of the next page (the last entry's id), or null when this is the end. */
  next: number | null
  /** The kinds this user may narrow the timeline to (those of the tabs they may see). */
  kinds: TimelineKind[]
}
