import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Permission } from '#permissions/catalogue'
import { actingUserId, type Actor } from '#services/actor'
import { notify } from '#services/notifications'
import { SELF_APPROVAL_SETTING } from '#workflows/four_eyes'
import { DOCUMENT_DATE_FORMAT, formatDateTime } from '#contracts/date_text'
import { moneyText } from '#contracts/money'
import type { LetterDocumentType } from '#services/letters/document_letters'

/**
 * The case events worth telling someone about (issue 30): a task given to someone, a document
 * waiting for approval, a letter that could not be delivered, a case handed over. Each is
 * written by notify() in the transaction of the change that causes it (so a rolled-back change
 * tells nobody, and a committed one cannot lose its notice), with a link to the page where the
 * person acts and words that name the case and who did it. Whether a person wants a kind at all
 * is theirs to say (notify() skips a kind they turned off); the overdue timer is
 * app/services/overdue_tasks.ts.
 */

type Trx = TransactionClientContract

/** The case's page with one of its tabs open: where the person acts on what they are told. */
export const caseTabLink = (caseId: number, tab?: string) =>
  tab ? `/navigate/cases/${caseId}?tab=${tab}` : `/navigate/cases/${caseId}`

/** Who acted, as people read it: a user by name, the system by its integration. */
export function actorName(actor: Actor): string {
  if (actor.kind === 'system') return actor.integration
  return `${actor.user.firstName} ${actor.user.lastName}`.trim() || 'Someone'
}

async function caseNumberOf(trx: Trx, caseId: number): Promise<string> {
  const row: { number: string } | null = await trx
    .from('cases')
    .where('id', caseId)
    .select('number')
    .first()
  return row?.number ?? `#${caseId}`
}

/**
 * A due time as the one who set it reads it, its zone named: "01 Dec 2026, 14:30 GMT+9
 * (Asia/Tokyo)".
 */
export function dueText(dueAt: Date, zone: string): string {
  const at = formatDateTime(dueAt, { timeZone: zone, dateFormat: DOCUMENT_DATE_FORMAT })
  return `${at} (${zone.replaceAll('_', ' ')})`
}

/** A task as its notices need it. */
export interface NoticeTask {
  id: number
  caseId: number
  centerId: number
  title: string
  assigneeId: number | null
  dueAt: Date
  dueTimeZone: string
}

/**
 * `task.assigned`: a task created with, or changed to, an assignee tells them, unless they gave
 * it to themselves. Called in the task's write (app/resources/case_tasks.ts `writtenWithin`).
 */
export async function notifyTaskAssigned(trx: Trx, task: NoticeTask, actor: Actor) {
  if (task.assigneeId === null || task.assigneeId === actingUserId(actor)) return null
  const number = await caseNumberOf(trx, task.caseId)
  return notify(trx, {
    userId: task.assigneeId,
    kind: 'task.assigned',
    centerId: task.centerId,
    title: `Task for you on ${number}`,
    body: `${actorName(actor)} gave you the task “${task.title}” on case ${number}, due ${dueText(task.dueAt, task.dueTimeZone)}.`,
    link: caseTabLink(task.caseId, 'tasks'),
  })
}

/** The money documents that wait for an approval, and who may give it. */
export type AwaitingApproval = 'gop' | 'charge_slip'

const APPROVAL: Record<
  AwaitingApproval,
  { table: 'gops' | 'charge_slips'; tab: string; permissions: readonly [Permission, Permission] }
> = {
  // The approval itself and the tab it is given on (its transition's route needs both).
  gop: {
    table: 'gops',
    tab: 'guarantee-of-payments',
    permissions: ['approve-guarantee-of-payments', 'access-guarantee-of-payments'],
  },
  charge_slip: {
    table: 'charge_slips',
    tab: 'charge-slips',
    permissions: ['approve-charge-slips', 'access-charge-slips'],
  },
}

/**
 * Who is told that a document waits for approval, in one statement: the enabled, live users of
 * the document's center holding the approval and its tab through live roles, except the one who
 * caused it and the maker four eyes keeps from approving it (unless Settings › Security lets
 * makers approve in that center, as app/workflows/four_eyes.ts decides).
 */
export async function approversOf(
  trx: Trx,
  document: { type: AwaitingApproval; centerId: number; makerId: number | null },
  actorId: number | null
): Promise<number[]> {
  const { permissions } = APPROVAL[document.type]
  const { rows } = await trx.rawQuery<{ rows: { id: number }[] }>(
    `SELECT users.id FROM users
       JOIN center_user ON center_user.user_id = users.id AND center_user.center_id = ?
      WHERE users.deleted_at IS NULL AND users.status = 'enabled'
        AND users.id <> ALL(?::int[])
        AND (users.id <> ALL(?::int[]) OR ?::int IN (
              SELECT jsonb_array_elements_text(value)::int FROM settings
               WHERE key = ? AND jsonb_typeof(value) = 'array'))
        AND (SELECT count(DISTINCT capabilities.name) FROM role_user
               JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
               JOIN capability_role ON capability_role.role_id = roles.id
               JOIN capabilities ON capabilities.id = capability_role.capability_id
              WHERE role_user.user_id = users.id AND capabilities.name = ANY(?)) = ?
      ORDER BY users.id`,
    [
      document.centerId,
      // As arrays, empty for nobody (the system acted; no maker on file).
      actorId === null ? [] : [actorId],
      document.makerId === null ? [] : [document.makerId],
      document.centerId,
      SELF_APPROVAL_SETTING,
      [...permissions],
      permissions.length,
    ]
  )
  return rows.map((row) => row.id)
}

/** A GOP or a charge slip as its approvers are told about it. */
async function awaitingFacts(trx: Trx, type: AwaitingApproval, id: number) {
  if (type === 'gop') {
    const row: {
      case_id: number
      center_id: number
      created_by_id: number | null
      number: string
      currency_code: string
      amount: string
      provider: string | null
    } = await trx
      .from('gops')
      .where('gops.id', id)
      .select('case_id', 'center_id', 'created_by_id', 'number', 'currency_code', 'amount')
      .select(
        trx.raw('(SELECT name FROM providers WHERE providers.id = gops.provider_id) AS provider')
      )
      .firstOrFail()
    return {
      ...row,
      name: row.number,
      what: `${row.number}, ${moneyText(row.currency_code, row.amount)} to ${row.provider ?? 'a provider'}`,
    }
  }
  const row: {
    case_id: number
    center_id: number
    created_by_id: number | null
    invoice_number: string
    currency_code: string
    amount_billed: string
    provider: string | null
  } = await trx
    .from('charge_slips')
    .where('charge_slips.id', id)
    .select('case_id', 'center_id', 'created_by_id', 'invoice_number', 'currency_code')
    .select('amount_billed')
    .select(
      trx.raw(
        '(SELECT name FROM providers WHERE providers.id = charge_slips.provider_id) AS provider'
      )
    )
    .firstOrFail()
  return {
    ...row,
    name: `the charge slip for invoice ${row.invoice_number}`,
    what: `invoice ${row.invoice_number} from ${row.provider ?? 'a provider'}, ${moneyText(row.currency_code, row.amount_billed)} billed`,
  }
}

/**
 * `approval.waiting`: a GOP or a charge slip has just entered the state that needs an approval
 * (created pending, or a pending one restored from the trash: the only ways in, since a GOP's
 * revision is approved at once and nothing moves a decided document back to pending). Every
 * approver of its center is told, except whoever caused it. Answers how many were told.
 */
export async function notifyApprovalWaiting(
  trx: Trx,
  document: { type: AwaitingApproval; id: number; how: 'issued' | 'restored' },
  actor: Actor
): Promise<number> {
  const facts = await awaitingFacts(trx, document.type, document.id)
  const actorId = actingUserId(actor)
  const approvers = await approversOf(
    trx,
    { type: document.type, centerId: facts.center_id, makerId: facts.created_by_id },
    actorId
  )
  if (approvers.length === 0) return 0
  const number = await caseNumberOf(trx, facts.case_id)
  const noun = document.type === 'gop' ? 'GOP' : 'Charge slip'
  const did =
    document.how === 'issued'
      ? document.type === 'gop'
        ? 'issued'
        : 'recorded'
      : 'restored from the trash'
  let told = 0
  for (const userId of approvers) {
    const id = await notify(trx, {
      userId,
      kind: 'approval.waiting',
      centerId: facts.center_id,
      title: `${noun} to approve on ${number}`,
      body: `${actorName(actor)} ${did} ${facts.what} on case ${number}; it waits for your approval.`,
      link: caseTabLink(facts.case_id, APPROVAL[document.type].tab),
    })
    if (id !== null) told += 1
  }
  return told
}

/** The case tab each kind of letter is sent from (SPEC.md §2's values). */
const LETTER_TABS: Record<LetterDocumentType, string> = {
  gop: 'guarantee-of-payments',
  gop_withdrawal: 'withdrawal-of-gops',
  rfp: 'request-for-payments',
  policy_verification: 'verifications',
}

/**
 * `letter.undelivered`: a transmission failed for good (out of retries, its document gone, or
 * interrupted too many times) tells the user who sent it, once per transmission (its subject),
 * with what the mail server said and where to send it again. Called by markFailed in the
 * transaction that fails it; a transmission no user sent (the system) tells nobody.
 */
export async function notifyLetterUndelivered(
  trx: Trx,
  transmission: {
    id: number
    center_id: number
    case_id: number | null
    document_type: LetterDocumentType
    recipients: string[]
    created_by_id: number | null
  },
  letter: { label: string; error: string }
) {
  if (transmission.created_by_id === null) return null
  const number =
    transmission.case_id === null ? null : await caseNumberOf(trx, transmission.case_id)
  const onCase = number ? ` on case ${number}` : ''
  const to = transmission.recipients.join(', ') || 'its recipients'
  return notify(trx, {
    userId: transmission.created_by_id,
    kind: 'letter.undelivered',
    centerId: transmission.center_id,
    subject: `transmission:${transmission.id}`,
    title: `Letter not delivered: ${letter.label}`,
    body: `The letter of ${letter.label}${onCase} that you sent to ${to} was not delivered: ${letter.error} Open the case to send it again.`,
    link:
      transmission.case_id === null
        ? null
        : caseTabLink(transmission.case_id, LETTER_TABS[transmission.document_type]),
  })
}

/**
 * `case.handed_over`: the new owner is told in the hand-over's transaction, unless they handed
 * the case to themselves.
 */
export async function notifyCaseHandedOver(
  trx: Trx,
  handover: {
    caseId: number
    caseNumber: string
    centerId: number
    from: { id: number; name: string } | null
    to: { id: number; name: string }
  },
  actor: Actor
) {
  if (handover.to.id === actingUserId(actor)) return null
  const before = handover.from ? ` It was ${handover.from.name}’s.` : ''
  return notify(trx, {
    userId: handover.to.id,
    kind: 'case.handed_over',
    centerId: handover.centerId,
    title: `Case ${handover.caseNumber} is yours`,
    body: `${actorName(actor)} handed case ${handover.caseNumber} over to you.${before}`,
    link: caseTabLink(handover.caseId),
  })
}

/**
 * A GOP's or a charge slip's `writtenWithin` (its resource's): created pending, or restored
 * pending from the trash (only a pending one can be deleted), it waits for an approval.
 */
export function approvalWaitingWhenWritten(type: AwaitingApproval) {
  return async (
    written: { action: string; record: { id: number; status: string } },
    trx: Trx,
    request: { actor: Actor }
  ) => {
    const { action, record } = written
    if (action !== 'create' && action !== 'restore') return
    if (record.status !== 'pending') return
    const how = action === 'create' ? 'issued' : 'restored'
    await notifyApprovalWaiting(trx, { type, id: record.id, how }, request.actor)
  }
}
