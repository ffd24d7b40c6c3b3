/**
 * The header's global search as its JSON answers it (app/queries/global_search.ts), shared with
 * the search box (inertia/components/shell/global_search.tsx).
 */

/** The kinds of record it finds, in the order their groups are shown. */
export const SEARCH_KINDS = [
  { value: 'cases', label: 'Cases' },
  { value: 'members', label: 'Members' },
  { value: 'providers', label: 'Providers' },
  { value: 'gops', label: 'Guarantees of payment' },
  { value: 'rfps', label: 'Requests for payment' },
  { value: 'charge_slips', label: 'Charge slips' },
] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]['value']

/** One record found: what it is called, a line about it, and the page that opens it. */
export type SearchHit = {
  id: number
  title: string
  /** The words under the title (the member's policy, a case's member and status…). */
  detail: string
  /** A member's date of birth (ISO day), shown in the site's format. */
  born?: string
  url: string
  /**
   * The record's center when it is not the one the user works in: its page answers "switch to
   * that center and open" (app/resources/center_scope.ts).
   */
  other_center?: string
}

export type SearchGroup = {
  kind: SearchKind
  label: string
  hits: SearchHit[]
  /** The members were found for a corrected spelling of the search ("bautista"). */
  corrected?: string
}

export type GlobalSearchAnswer = { q: string; groups: SearchGroup[] }

/** How many records a group shows at most. */
export const SEARCH_GROUP_LIMIT = 5
