/** A GOP's approved revision as its revisions dialog lists it (GET …/:id/revisions). */
export interface GopRevisionEntry {
  revision: number
  currency_code: string
  /** A decimal string ("15000.00"). */
  amount: string
  center_currency_code: string
  amount_in_center: string
  valid_until: string | null
  /** When it was approved (revision 1) or revised (ISO, with offset). */
  created_at: string
  created_by: string | null
}

/** The revisions dialog's answer (GopRevisionsController): the GOP's number and its revisions. */
export interface GopRevisions {
  number: string
  revisions: GopRevisionEntry[]
}
