import type { Permission } from '#permissions/catalogue'
import type { TimelineKind } from '#contracts/case_timeline'

/**
 * The case's timeline (app/services/case_timeline.ts) reads the history of every kind of record
 * under a case that declares how it appears there (issue 28, "registries instead of hubs"): a
 * resource contributes its `timeline` when it is registered (app/resources/registry.ts), and
 * the registry adds its log subject type and table from the resource itself.
 */

/**
 * A money document's amount on its entries: SQL over the row `r` for its currency and amount as
 * they stand, and the logged columns that hold the amount an entry wrote (issued, edited,
 * revised, approved), preferred in that order. An entry shows the amount as it left the
 * document: the last one logged up to it, else (nothing logged: data loaded without the app)
 * the document's own.
 */
export interface TimelineAmount {
  currency: string
  value: string
  logged: readonly string[]
}

/**
 * How a resource's records appear on the case's timeline: how one is named, as SQL over the row
 * `r` (text), optionally reworded, which kind of the case's records it is, the permission of its
 * tab (SPEC.md §2: who may not see the tab does not see its history either) and, for a money
 * document, its amount. Its table has `case_id` and needs an index on `(case_id, id)` that holds
 * trashed rows too (migrations 032 and 045 add them).
 */
export interface TimelineEntryOf {
  label: string
  format?: (label: string) => string
  kind: TimelineKind
  permission?: Permission
  amount?: TimelineAmount
}

/** A declared timeline subject with what the registry adds: its log subject type and table. */
export interface TimelineSubject extends TimelineEntryOf {
  subjectType: string
  table: string
}
