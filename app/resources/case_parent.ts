import Case from '#models/case'
import { ownCenter } from '#resources/center_scope'
import { findInScope, type ParentLink, type ScopedResource } from '#resources/scope'

/**
 * How a case is found in a user's scope: by the case resource itself and by everything that
 * lives under a case (its contacts, incidents, diagnoses, later tasks, notes, files, GOPs…),
 * one definition for both so they can never disagree.
 */
export const caseScope = {
  noun: 'Case',
  store: { model: Case, subjectType: 'case' },
  centerScope: ownCenter('cases.center_id'),
} satisfies ScopedResource<typeof Case>

/** SPEC.md §6: nothing is created under a closed case (PRODUCT.md: nor changed). */
export const CLOSED_CASE_REFUSAL = 'This case is closed; reopen it before changing what is on it.'

/**
 * The link of a record that lives under a case (`/navigate/cases/:caseId/<tab>`): its case is
 * found first (another center's: 404, another of the user's: the switch page), a closed case
 * refuses writes, and the user goes back to the case with the record's tab open.
 */
export function underCase(table: string, tab: string, listKey: string): ParentLink {
  return {
    param: 'caseId',
    column: `${table}.case_id`,
    attribute: 'caseId',
    listKey,
    find: async (request) => {
      const found = await findInScope(caseScope, request, request.params.caseId)
      return { id: found.id, refusal: found.status === 'closed' ? CLOSED_CASE_REFUSAL : null }
    },
    pageOf: (caseId) => `/navigate/cases/${caseId}?tab=${tab}`,
  }
}
