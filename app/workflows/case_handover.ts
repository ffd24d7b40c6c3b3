import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Case from '#models/case'
import type { Option } from '#contracts/list'
import type { Permission } from '#permissions/catalogue'
import type { ResourceRequest } from '#resources/resource_request'
import { casesResource } from '#resources/cases'
import { scopedStore } from '#resources/scope'
import { caseRefusals } from '#policies/case_policy'
import { updateRecord, WriteRefused } from '#services/record_store'
import { fieldError } from '#services/field_error'
import { actingUserId } from '#services/actor'
import { notifyCaseHandedOver } from '#services/case_event_notifications'

/**
 * Handing a case over to another owner (issue 29): at a shift's end, when an agent is away, or
 * when a supervisor spreads the work. Who may: whoever may change the case (`update-case`, the
 * permission that takes a pending case too), for any case of their center they can open, theirs
 * or a colleague's (docs/decisions.md "Hand over and keep working"). Who may be given it: an
 * enabled, live user of the case's center who can work cases (CASE_WORK_PERMISSIONS).
 *
 * The owner is a column of the case, so the hand-over is an edit of it through the record store:
 * the case's row locked, every refusal decided on it inside the transaction (closed, handed over
 * by someone else meanwhile, not someone who may own it), its `updated_at` moved (an edit form
 * opened before is then refused as changed, with the owner marked), and one activity row with
 * the owner before and after. Not a workflow transition: the status does not move.
 */

/** What an owner must hold to work the case: find it, open it, change it. */
export const CASE_WORK_PERMISSIONS = [
  'access-cases',
  'view-case',
  'update-case',
] as const satisfies readonly Permission[]

/** What the dialog posts (app/validators/case_handover.ts). */
export type HandoverInput = { owner_id: number; current_owner_id?: number | null }

/** A hand-over that has committed: the case, its owner before (null: nobody) and after. */
export type Handover = {
  caseId: number
  caseNumber: string
  centerId: number
  from: { id: number; name: string } | null
  to: { id: number; name: string }
  /** Who handed it over (null: the system, for an integration). */
  byUserId: number | null
}

type Person = { id: number; name: string }

/**
 * The users of a center who may own its cases: enabled, live, holding every one of
 * CASE_WORK_PERMISSIONS through their live roles. `only` narrows to one user (the check of a
 * posted owner, in the hand-over's transaction).
 */
async function caseWorkers(
  centerId: number,
  client: QueryClientContract,
  only?: number
): Promise<Person[]> {
  const query = client
    .from('users')
    .join('center_user', 'center_user.user_id', 'users.id')
    .where('center_user.center_id', centerId)
    .whereNull('users.deleted_at')
    .where('users.status', 'enabled')
    .whereRaw(
      `(SELECT count(DISTINCT capabilities.name) FROM role_user
          JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
          JOIN capability_role ON capability_role.role_id = roles.id
          JOIN capabilities ON capabilities.id = capability_role.capability_id
         WHERE role_user.user_id = users.id AND capabilities.name = ANY(?)) = ?`,
      [[...CASE_WORK_PERMISSIONS], CASE_WORK_PERMISSIONS.length]
    )
  if (only !== undefined) query.where('users.id', only)
  const rows: { id: number; first_name: string; last_name: string }[] = await query
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .select('users.id', 'users.first_name', 'users.last_name')
  return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}` }))
}

/** The dialog's choices: who may be given a case of this center, by name. */
export async function caseOwnerCandidates(centerId: number): Promise<Option[]> {
  const people = await caseWorkers(centerId, db.connection())
  return people.map((person) => ({ value: String(person.id), label: person.name }))
}

async function nameOf(userId: number, client: QueryClientContract): Promise<Person> {
  const row: { first_name: string; last_name: string } | null = await client
    .from('users')
    .where('id', userId)
    .select('first_name', 'last_name')
    .first()
  return { id: userId, name: row ? `${row.first_name} ${row.last_name}` : 'someone' }
}

/** Whose case it is now, as a sentence says it: "Ben Tan’s", or nobody's. */
function ownedBy(owner: Person | null): string {
  return owner ? `${owner.name}’s` : 'no one’s'
}

/**
 * Hands the case over to `input.owner_id`, deciding inside the transaction on the locked row:
 * a closed case is refused in the case's own words; a case whose owner is no longer the one the
 * dialog showed (handed over or taken meanwhile) is refused, naming whose it is now; the same
 * owner, or someone who may not own the case, is refused beside the field. Answers the hand-over
 * once it has committed; the new owner was told in its transaction (`notifyCaseHandedOver`).
 */
export async function handOverCase(
  record: Case,
  input: HandoverInput,
  request: ResourceRequest
): Promise<Handover> {
  const { actor } = request
  let decided: Omit<Handover, 'byUserId'> | undefined
  await updateRecord(scopedStore(casesResource, request), record, {
    actor,
    data: { ownerId: input.owner_id },
    guard: async (trx, current) => {
      if (!current) return
      const refusals = await caseRefusals(actor, [current.id], trx)
      const closed = refusals.get(current.id)
      if (closed) throw new WriteRefused(closed)
      const owner = current.ownerId === null ? null : await nameOf(current.ownerId, trx)
      if (current.ownerId !== (input.current_owner_id ?? null)) {
        throw new WriteRefused(
          `Case ${current.number} is now ${ownedBy(owner)}: it changed hands after you opened it, so nothing was changed.`
        )
      }
      if (owner && owner.id === input.owner_id) {
        fieldError('owner_id', `${owner.name} already owns this case.`)
      }
      const [given] = await caseWorkers(current.centerId, trx, input.owner_id)
      if (!given) {
        fieldError('owner_id', 'Please choose someone who works cases in this case’s center.')
      }
      decided = {
        caseId: current.id,
        caseNumber: current.number,
        centerId: current.centerId,
        from: owner,
        to: given,
      }
    },
    // The new owner is told in the hand-over's own transaction (issue 30, `case.handed_over`):
    // a refused or rolled-back hand-over tells nobody, a committed one cannot lose its notice.
    follows: async (trx) => {
      if (decided) await notifyCaseHandedOver(trx, decided, actor)
    },
  })
  return { ...decided!, byUserId: actingUserId(actor) }
}
