import type db from '@adonisjs/lucid/services/db'
import Case from '#models/case'
import { ownCenter } from '#resources/center_scope'
import { findInScope, type ParentLink, type ScopedResource } from '#resources/scope'
import type { Permission, PermissionSet } from '#permissions/catalogue'

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
 * A workflow guard for a record that lives under a case (a task, a GOP): the case's words when
 * it is closed, read inside the transition's transaction.
 */
export async function closedCaseGuard({
  row,
  client,
}: {
  row: Record<string, unknown>
  client: Pick<typeof db, 'from'>
}): Promise<string | null> {
  const found: { status: string } | null = await client
    .from('cases')
    .where('id', Number(row.case_id))
    .select('status')
    .first()
  return found?.status === 'closed' ? CLOSED_CASE_REFUSAL : null
}

/**
 * closedCaseGuard for a move that makes its record keep the case open (a task reopened): the
 * case's row is read FOR KEY SHARE, so the move and the case's close wait for each other and
 * the second sees the first. Read unlocked, a reopen that read the case still billing and a
 * close that counted no open task (the reopen not committed yet) both went through: a closed
 * case with an open task. KEY SHARE conflicts with the close's FOR UPDATE only, not with the NO
 * KEY UPDATE every write under a case takes first, and the close never waits for a task's row,
 * so no two writes wait on each other in a circle.
 */
export async function closedCaseLockedGuard({
  row,
  client,
}: {
  row: Record<string, unknown>
  client: Pick<typeof db, 'rawQuery'>
}): Promise<string | null> {
  const { rows } = await client.rawQuery<{ rows: { status: string }[] }>(
    'SELECT status FROM cases WHERE id = ? FOR KEY SHARE',
    [Number(row.case_id)]
  )
  return rows[0]?.status === 'closed' ? CLOSED_CASE_REFUSAL : null
}

/**
 * The link of a record that lives under a case (`/navigate/cases/:caseId/<tab>`): its case is
 * found first (another center's: 404, another of the user's: the switch page), a closed case
 * refuses writes, and the user goes back to the case with the record's tab open.
 */
export function underCase(table: string, tab: string, listKey: string): ParentLink {
  return {
    param: 'caseId',
    table: 'cases',
    column: `${table}.case_id`,
    attribute: 'caseId',
    listKey,
    find: async (request) => {
      const found = await findInScope(caseScope, request, request.params.caseId)
      return { id: found.id, refusal: found.status === 'closed' ? CLOSED_CASE_REFUSAL : null }
    },
    refusalWithin: async (caseId, trx) => {
      // NO KEY UPDATE: waits for (and holds off) a transition or an edit of the case, not the
      // foreign-key checks of rows added under it.
      const { rows } = await trx.rawQuery<{ rows: { status: string; deleted_at: Date | null }[] }>(
        'SELECT status, deleted_at FROM cases WHERE id = ? FOR NO KEY UPDATE',
        [caseId]
      )
      const found = rows[0]
      if (!found || found.deleted_at) return 'This case was moved to the trash meanwhile.'
      return found.status === 'closed' ? CLOSED_CASE_REFUSAL : null
    },
    pageOf: (caseId) => `/navigate/cases/${caseId}?tab=${tab}`,
  }
}

/**
 * A case tab's permissions (SPEC.md §2): the tab's own to see it (`access-contacts`,
 * `view-case` for the ICD tab); changing what is on a case also needs `update-case` (SPEC.md has
 * no write permission per tab). resourceRoutes checks both on each write.
 */
export function caseTabPermissions(access: Permission): PermissionSet {
  return {
    access,
    create: 'update-case',
    update: 'update-case',
    delete: 'update-case',
    restore: 'update-case',
  }
}
