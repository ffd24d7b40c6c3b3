import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { centerRoom, type LiveActor, type RecordChanged } from '#contracts/live_events'
import type { ActivityAction } from '#services/activity_log'

/**
 * Live pages (issue 30): every change of a center's record says so to the people looking at that
 * center, and tells a case's owner what others changed on it. Both are written from the one
 * mechanism every change of business data already goes through, the activity log
 * (`recordActivity`, app/services/activity_log.ts), in the change's own transaction: the
 * broadcast and the notification are outbox rows that commit with the change or not at all, and
 * no writer has a line of its own to remember (docs/decisions.md, "Live pages").
 *
 * A transaction may log several rows (a withdrawal and the GOP it withdraws; several files of
 * one upload; a diagnosis made primary and the one it demotes): they are gathered while the
 * transaction runs and written as ONE `record.changed` per center just before it commits.
 */

/** A logged change as the live mechanism reads it. */
export interface LoggedChange {
  action: ActivityAction
  subjectType: string
  subjectId: number
  centerId: number
  /** The transition's past tense ("approved"), when a transition moved it. */
  done: string | null
  /** The case's owner changed with it (a hand-over, told to the new owner by its own alert). */
  ownerChanged: boolean
  by: LiveActor
  /** A person acted (not the system for an integration, not a job without an actor). */
  byPerson: boolean
  at: Date
}

/** The words a page shows for a log action ("Changed by …": created, approved…). */
const ACTION_WORDS: Partial<Record<ActivityAction, string>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
}

/** The log's actions that change business data (the rest are sign-ins, reads, account events). */
export function isRecordChange(action: ActivityAction): boolean {
  return action === 'transition' || ACTION_WORDS[action] !== undefined
}

/** One record a change touched, as it goes out. */
type Touched = {
  resource: string
  recordId: number
  caseId: number | null
  action: string
  /** What the owner's notification calls it ("GOP"). */
  noun: string
  ownerChanged: boolean
}

/** What one open transaction changed so far, by center. */
interface Pending {
  byCenter: Map<number, Touched[]>
  by: LiveActor
  byPerson: boolean
  at: Date
}

const pendingOf = new WeakMap<TransactionClientContract, Pending>()

/**
 * Notes a logged change in its transaction; the first one of a transaction arranges for the
 * broadcast (and the owners' notifications) to be written just before it commits. Records of no
 * center-owned resource (reference data, accounts, settings) are not broadcast: no center's room
 * fits them (docs/decisions.md).
 */
export async function noteChange(trx: TransactionClientContract, change: LoggedChange) {
  const { resourceOfSubject } = await import('#resources/registry')
  const resource = resourceOfSubject(change.subjectType)
  if (!resource?.centerOwned) return
  const caseId = await caseOf(resource, change.subjectId, trx)
  const touched: Touched = {
    resource: resource.table,
    recordId: change.subjectId,
    caseId,
    action: change.done ?? ACTION_WORDS[change.action] ?? change.action,
    noun: resource.noun,
    ownerChanged: change.ownerChanged,
  }
  let pending = pendingOf.get(trx)
  if (!pending) {
    pending = { byCenter: new Map(), by: change.by, byPerson: change.byPerson, at: change.at }
    pendingOf.set(trx, pending)
    beforeCommit(trx, () => flush(trx))
  }
  // The last writer of the transaction speaks for it (they are one actor in practice).
  pending.by = change.by
  pending.byPerson = change.byPerson
  pending.at = change.at
  const list = pending.byCenter.get(change.centerId) ?? []
  // A record logged twice (edited, then moved) goes out once, as its last action.
  const kept = list.filter(
    (other) => !(other.resource === touched.resource && other.recordId === touched.recordId)
  )
  pending.byCenter.set(change.centerId, [...kept, touched])
}

/** The case a record belongs to: itself, or its parent when that is a case (one indexed read). */
async function caseOf(
  resource: { table: string; parent: { column: string; table: string } | null },
  id: number,
  trx: TransactionClientContract
): Promise<number | null> {
  if (resource.table === 'cases') return id
  if (resource.parent?.table !== 'cases') return null
  const row: Record<string, number | string | null> | null = await trx
    .from(resource.table)
    .where('id', id)
    .select(resource.parent.column)
    .first()
  const value = row?.[resource.parent.column]
  return value === null || value === undefined ? null : Number(value)
}

/**
 * Runs `work` in the transaction right before it commits. Lucid has after-commit hooks only, and
 * what follows a change must be written inside it (the outbox): the transaction's own `commit`
 * is wrapped, once, for this transaction alone. A failure of `work` fails the commit, so the
 * change rolls back rather than commit without what must follow it.
 */
function beforeCommit(trx: TransactionClientContract, work: () => Promise<void>) {
  const commit = trx.commit.bind(trx)
  trx.commit = async () => {
    await work()
    await commit()
  }
}

/** The changes of one transaction: one broadcast per center, then the owners' notifications. */
async function flush(trx: TransactionClientContract) {
  const pending = pendingOf.get(trx)
  pendingOf.delete(trx)
  if (!pending) return
  const { broadcast } = await import('#services/live/broadcast')
  for (const [centerId, touched] of pending.byCenter) {
    // The record the change is about is logged last (what it wrote first, decided inside it,
    // comes before it: the GOP a withdrawal withdraws); the others ride along.
    const main = touched[touched.length - 1]
    const payload: RecordChanged = {
      centerId,
      resource: main.resource,
      recordId: main.recordId,
      caseId: main.caseId,
      action: main.action,
      by: pending.by,
      at: pending.at.toISOString(),
      ...(touched.length > 1
        ? {
            also: touched.slice(0, -1).map(({ resource, recordId, caseId, action }) => ({
              resource,
              recordId,
              caseId,
              action,
            })),
          }
        : {}),
    }
    await broadcast(trx, { room: centerRoom(centerId), event: 'record.changed', payload })
  }
  if (pending.byPerson) await notifyOwners(trx, pending)
}

/**
 * `case.changed`: the owner of each case the change touched hears of it, unless they made it, the
 * case changed hands with it (the new owner has the hand-over's own alert), or the system acted
 * (its chores would flood an owner's bell). At most one unread per case and owner: a second
 * change before they read the first adds nothing (docs/decisions.md).
 */
async function notifyOwners(trx: TransactionClientContract, pending: Pending) {
  const byCase = new Map<number, Touched[]>()
  for (const touched of [...pending.byCenter.values()].flat()) {
    if (touched.caseId === null) continue
    byCase.set(touched.caseId, [...(byCase.get(touched.caseId) ?? []), touched])
  }
  if (byCase.size === 0) return
  const { notify } = await import('#services/notifications')
  const { urlFor } = await import('@adonisjs/core/services/url_builder')
  for (const [caseId, touched] of byCase) {
    if (touched.some((one) => one.ownerChanged)) continue
    const kase: { owner_id: number | null; number: string; center_id: number } | null = await trx
      .from('cases')
      .where('id', caseId)
      .select('owner_id', 'number', 'center_id')
      .first()
    if (!kase || kase.owner_id === null || kase.owner_id === pending.by.id) continue
    if (await unreadCaseChanged(trx, kase.owner_id, caseId)) continue
    const main = touched[touched.length - 1]
    await notify(trx, {
      userId: kase.owner_id,
      kind: 'case.changed',
      title: `Case ${kase.number} changed`,
      body: `${pending.by.name} ${changeSentence(main)} on case ${kase.number}.`,
      link: urlFor('navigate.cases.view', { id: caseId }),
      centerId: kase.center_id,
      subject: caseChangedSubject(caseId, pending.at),
    })
  }
}

/**
 * The subject of one `case.changed`: a subject is unique per person for good (read or not), so
 * it names the change's instant too; "one unread per case" is the check below, not the index.
 */
export function caseChangedSubject(caseId: number, at: Date): string {
  return `${CASE_CHANGED}:${caseId}:${at.toISOString()}`
}

const CASE_CHANGED = 'case.changed'

/**
 * Whether the owner still has an unread `case.changed` for this case. Read inside the change's
 * transaction, which holds the case's row lock for every write under it, so two changes of one
 * case do not both find none.
 */
async function unreadCaseChanged(trx: TransactionClientContract, userId: number, caseId: number) {
  const row = await trx
    .from('notifications')
    .where('user_id', userId)
    .where('kind', CASE_CHANGED)
    .where('subject', 'like', `${CASE_CHANGED}:${caseId}:%`)
    .whereNull('read_at')
    .select('id')
    .first()
  return row !== null && row !== undefined
}

/** "approved a GOP", "added a task", "updated the case". */
export function changeSentence(touched: Pick<Touched, 'resource' | 'action' | 'noun'>): string {
  const what = touched.resource === 'cases' ? 'the case' : withArticle(touched.noun)
  const verb = touched.action === 'created' ? 'added' : touched.action
  return `${verb} ${what}`
}

/** Letters an acronym starts with that are said with a vowel first ("an RFP", "an ICD"). */
const VOWEL_SOUNDING_LETTERS = /^[AEFHILMNORSX]/

/** "a task", "a GOP", "an RFP": the noun in a sentence with its article. */
function withArticle(noun: string): string {
  const acronym = /^[A-Z]{2}/.test(noun)
  const said = acronym ? noun : noun.charAt(0).toLowerCase() + noun.slice(1)
  const vowel = acronym ? VOWEL_SOUNDING_LETTERS.test(noun) : /^[aeiou]/i.test(noun)
  return `${vowel ? 'an' : 'a'} ${said}`
}
