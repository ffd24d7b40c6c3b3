/**
 * What the case page's hand-over dialog reads when it opens (GET navigate.cases.owners, issue
 * 29): who owns the case now and who may be given it, typed once for the server
 * (app/controllers/navigate/case_owner_controller.ts) and the client
 * (inertia/features/cases/case_reassign_dialog.tsx).
 */
import type { Option } from '#contracts/list'

export type CaseOwnerChoices = {
  /** The owner now, or null for a case nobody has taken yet. */
  owner_id: number | null
  /** The center's enabled users who may work cases, by name (value: their id). */
  candidates: Option[]
}
