import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ReturnWhatsappContact from '#jobs/return_whatsapp_contact'
import { agentRoom, centerRoom } from '#contracts/live_events'
import type { ContactStatus } from '#contracts/whatsapp'
import { systemActor, type Actor, type UserActor } from '#services/actor'
import { recordActivity } from '#services/activity_log'
import { broadcast } from '#services/live/broadcast'
import { notify } from '#services/notifications'
import { add, jobEntry } from '#services/outbox'
import { WriteRefused } from '#services/record_store'
import { presenceTimings, staleAfterMs } from '#services/whatsapp/agent_presence'
import { whatsappConfig } from '#services/whatsapp/credentials'
import { authorizeWhatsapp, findContactInCenters } from '#services/whatsapp/contact_access'

/**
 * Who holds a WhatsApp contact, and its return to the queue (issue 31; shared/design/
 * MESSAGING.md "The inbox", "Return to the queue"; SPEC.md §6–§7).
 *
 * Each operation: the contact found in the actor's centers (another center's: 404, like an id
 * of nothing) → the actor may handle conversations (access-whatsapp) → ONE conditional UPDATE
 * decides, so of two agents racing for a contact exactly one succeeds and the other is refused
 * in plain words (never a lookup then an update) → the activity row, the live events and the
 * notification in the same transaction (outbox rows: announced once committed, never after a
 * rollback).
 *
 * The return is a persisted delayed job (app/jobs/return_whatsapp_contact.ts) written with the
 * take, due at its deadline: it survives any restart, and it is never early, because it acts
 * only on a deadline the database's clock has passed. The agent's first reply clears the
 * deadline (`clearReplyDeadline`), and the job then finds nothing to do. An agent with no open
 * socket for a minute gets their unanswered contacts returned by the worker's sweep
 * (`returnContactsOfAbsentAgents`; app/services/whatsapp/agent_presence.ts).
 */

/** What an agent reads when the conversation was not theirs to take, give back or close. */
export const QUEUE_REFUSALS = {
  takenByOther: 'Someone else took this conversation.',
  alreadyYours: 'You already hold this conversation.',
  closed: 'This conversation is closed.',
  alreadyQueued: 'This conversation is already back in the queue.',
  heldByOther: 'Someone else holds this conversation.',
  alreadyClosed: 'This conversation is already closed.',
  gone: 'This conversation no longer exists.',
} as const

/** How the return names itself in the activity log (the system acted, no person). */
export const RETURN_INTEGRATION = 'WhatsApp return to the queue'

/** SPEC.md §7's alert, as the agent's notification is titled. */
export const QUEUED_ALERT_TITLE = 'WhatsApp Contact Move to Queue'

/** Why a contact went back: its agent did not answer in time, or is no longer there. */
export type ReturnReason = 'no_reply' | 'agent_away'

/** A contact as an operation found it in the actor's scope. */
type FoundContact = { id: number; centerId: number; name: string }

/** A contact one of the operations moved, as its UPDATE returned it. */
type MovedRow = {
  id: number
  center_id: number
  wa_id: string
  full_name: string | null
  agent_id: number | null
}

/** How a contact is named in the log and alerts: its WhatsApp name, else its number. */
function nameOf(row: { full_name: string | null; wa_id: string }): string {
  return row.full_name?.trim() || `+${row.wa_id}`
}

/** The contact in the actor's centers (app/services/whatsapp/contact_access.ts), or 404. */
async function findInCenters(actor: Actor, contactId: number): Promise<FoundContact> {
  const row = (await findContactInCenters(actor, contactId, [
    'id',
    'center_id',
    'wa_id',
    'full_name',
  ])) as { id: number; center_id: number; wa_id: string; full_name: string | null }
  return { id: row.id, centerId: row.center_id, name: nameOf(row) }
}

/**
 * The words for an UPDATE that matched nothing, read in its transaction after it: what the
 * contact is now decides which refusal the agent reads (the decision was the UPDATE's).
 */
async function refusalOf(
  trx: TransactionClientContract,
  contactId: number,
  agentId: number,
  words: (state: { status: ContactStatus; mine: boolean }) => string
): Promise<string> {
  const now: { status: ContactStatus; agent_id: number | null } | null = await trx
    .from('whatsapp_contacts')
    .where('id', contactId)
    .select('status', 'agent_id')
    .first()
  if (!now) return QUEUE_REFUSALS.gone
  return words({ status: now.status, mine: now.agent_id === agentId })
}

/**
 * A transition's activity row, in the operation's transaction, and its word to the center's
 * queue pages (`whatsapp.contact.changed`): whoever took or closed it, every page showing the
 * queue refreshes once the move commits.
 */
async function logTransition(
  trx: TransactionClientContract,
  actor: Actor,
  row: MovedRow,
  transition: { name: string; done: string; before: ContactStatus; after: ContactStatus },
  extra: Record<string, unknown> = {}
) {
  await recordActivity(
    {
      actor,
      action: 'transition',
      subjectType: 'whatsapp_contact',
      subjectId: row.id,
      centerId: row.center_id,
      description: `WhatsApp contact ${nameOf(row)} ${transition.done}`,
      properties: {
        transition: transition.name,
        done: transition.done,
        before: { status: transition.before },
        after: { status: transition.after },
        ...extra,
      },
    },
    trx
  )
  // A move back to the queue is told by SPEC's own queue-move events (announceQueued).
  if (transition.after === 'queued') return
  await broadcast(trx, {
    room: centerRoom(row.center_id),
    event: 'whatsapp.contact.changed',
    payload: { contactId: row.id, status: transition.after, clientCenter: row.center_id },
  })
}

/**
 * SPEC §6–§7's queue move: the private event to the agent who held the contact (their own
 * pages and alert), the public one to the contact's center (every other agent's queue page).
 * The browser drops the public one when it names its own user, and the private one when it
 * names another; the rooms already make that so on the server.
 */
async function announceQueued(trx: TransactionClientContract, row: MovedRow, agentId: number) {
  const payload = { contactId: row.id, agentId, clientCenter: row.center_id }
  await broadcast(trx, { room: agentRoom(agentId), event: 'whatsapp.contact.queued', payload })
  await broadcast(trx, {
    room: centerRoom(row.center_id),
    event: 'whatsapp.contact.queued',
    payload,
  })
}

/** What a take answers: the contact, and when it goes back unless its agent answers. */
export type TakenContact = { contactId: number; centerId: number; replyDueAt: Date }

/**
 * "Take": assigns a queued contact to the acting agent with one conditional UPDATE, and writes
 * its return to the queue as a job due at the reply deadline, in the same transaction. Two
 * agents taking one contact: one succeeds, the other reads "Someone else took this
 * conversation."
 */
export async function takeContact(actor: UserActor, contactId: number): Promise<TakenContact> {
  const contact = await findInCenters(actor, contactId)
  authorizeWhatsapp(actor)
  const { returnMinutes } = await whatsappConfig()
  const agentId = actor.user.id
  return db.transaction(async (trx) => {
    // The deadline is cut to the millisecond: it is read back into a JavaScript Date for the
    // job's due time, and a due time a fraction of a millisecond before the deadline would run
    // the job while the deadline is not yet passed, and it would do nothing, for good.
    const result: { rows: (MovedRow & { reply_due_at: Date })[] } = await trx.rawQuery(
      `UPDATE whatsapp_contacts
          SET status = 'assigned', agent_id = ?, assigned_at = now(),
              reply_due_at = date_trunc('milliseconds', now() + ? * interval '1 minute'),
              updated_at = now()
        WHERE id = ? AND status = 'queued'
        RETURNING id, center_id, wa_id, full_name, agent_id, reply_due_at`,
      [agentId, returnMinutes, contact.id]
    )
    const taken = result.rows[0]
    if (!taken) {
      throw new WriteRefused(
        await refusalOf(trx, contact.id, agentId, ({ status, mine }) =>
          status === 'closed'
            ? QUEUE_REFUSALS.closed
            : mine
              ? QUEUE_REFUSALS.alreadyYours
              : QUEUE_REFUSALS.takenByOther
        )
      )
    }
    await scheduleReturn(trx, taken.id, taken.reply_due_at)
    await logTransition(trx, actor, taken, {
      name: 'take',
      done: 'taken',
      before: 'queued',
      after: 'assigned',
    })
    return { contactId: taken.id, centerId: taken.center_id, replyDueAt: taken.reply_due_at }
  })
}

/**
 * The return job for a deadline, due at it, in the transaction that set it. Each take writes
 * its own: a job of an earlier assignment finds a later deadline not yet passed and does nothing.
 */
export async function scheduleReturn(
  trx: TransactionClientContract,
  contactId: number,
  replyDueAt: Date
): Promise<void> {
  await add(trx, jobEntry(ReturnWhatsappContact, { contactId }), {
    subject: `whatsapp_contact:${contactId}`,
    availableAt: replyDueAt,
  })
}

/**
 * The agent's first reply: the deadline goes, so the contact stays theirs. Called by the
 * sending code in the reply's own transaction (a rolled-back reply keeps the deadline). True
 * when it cleared one; false when there was none (an earlier reply did) or the contact is no
 * longer this agent's (returned meanwhile: the reply's sender decides what that means).
 */
export async function clearReplyDeadline(
  trx: TransactionClientContract,
  contactId: number,
  agentId: number
): Promise<boolean> {
  const cleared = await trx
    .from('whatsapp_contacts')
    .where({ id: contactId, agent_id: agentId, status: 'assigned' })
    .whereNotNull('reply_due_at')
    .update({ reply_due_at: null, updated_at: db.raw('now()') })
  return Number(Array.isArray(cleared) ? cleared.length : cleared) > 0
}

/**
 * "Give back": the holding agent returns the contact to its center's queue. Its center's
 * agents are told (the queue move's events); the agent is not notified of their own act.
 */
export async function releaseContact(actor: UserActor, contactId: number): Promise<void> {
  const contact = await findInCenters(actor, contactId)
  authorizeWhatsapp(actor)
  const agentId = actor.user.id
  await db.transaction(async (trx) => {
    const result: { rows: MovedRow[] } = await trx.rawQuery(
      `UPDATE whatsapp_contacts
          SET status = 'queued', agent_id = NULL, reply_due_at = NULL, queued_at = now(),
              updated_at = now()
        WHERE id = ? AND status = 'assigned' AND agent_id = ?
        RETURNING id, center_id, wa_id, full_name, ?::int AS agent_id`,
      [contact.id, agentId, agentId]
    )
    const released = result.rows[0]
    if (!released) {
      throw new WriteRefused(
        await refusalOf(trx, contact.id, agentId, ({ status }) =>
          status === 'closed'
            ? QUEUE_REFUSALS.closed
            : status === 'queued'
              ? QUEUE_REFUSALS.alreadyQueued
              : QUEUE_REFUSALS.heldByOther
        )
      )
    }
    await logTransition(trx, actor, released, {
      name: 'release',
      done: 'given back to the queue',
      before: 'assigned',
      after: 'queued',
    })
    await announceQueued(trx, released, agentId)
  })
}

/**
 * "Close": the conversation is done. A waiting contact may be closed by any agent of its center
 * (nothing to answer); a held one only by its agent. A closed contact that writes again is
 * queued anew by the inbound processing.
 */
export async function closeContact(actor: UserActor, contactId: number): Promise<void> {
  const contact = await findInCenters(actor, contactId)
  authorizeWhatsapp(actor)
  const agentId = actor.user.id
  await db.transaction(async (trx) => {
    const result: { rows: (MovedRow & { before: ContactStatus })[] } = await trx.rawQuery(
      `UPDATE whatsapp_contacts AS c
          SET status = 'closed', agent_id = NULL, reply_due_at = NULL, closed_at = now(),
              updated_at = now()
         FROM (SELECT id, status FROM whatsapp_contacts WHERE id = ? FOR UPDATE) AS was
        WHERE c.id = was.id
          AND (c.status = 'queued' OR (c.status = 'assigned' AND c.agent_id = ?))
        RETURNING c.id, c.center_id, c.wa_id, c.full_name, c.agent_id, was.status AS before`,
      [contact.id, agentId]
    )
    const closed = result.rows[0]
    if (!closed) {
      throw new WriteRefused(
        await refusalOf(trx, contact.id, agentId, ({ status }) =>
          status === 'closed' ? QUEUE_REFUSALS.alreadyClosed : QUEUE_REFUSALS.heldByOther
        )
      )
    }
    await logTransition(trx, actor, closed, {
      name: 'close',
      done: 'closed',
      before: closed.before,
      after: 'closed',
    })
  })
}

/** The extra condition each reason puts on the contact, and its values. */
function returnCondition(reason: ReturnReason, staleMs: number): [string, number[]] {
  if (reason === 'no_reply') return ['reply_due_at <= now()', []]
  return [
    `assigned_at <= now() - ? * interval '1 millisecond'
     AND NOT EXISTS (
       SELECT 1 FROM whatsapp_agent_presence AS presence
        WHERE presence.user_id = whatsapp_contacts.agent_id
          AND presence.seen_at > now() - ? * interval '1 millisecond')`,
    [staleMs, staleMs],
  ]
}

/**
 * Returns one held, unanswered contact to its center's queue when `reason` still holds, decided
 * by one conditional UPDATE on the row as it is when locked: still assigned, its deadline still
 * set (a reply clears it), and the deadline passed by the database's clock (never early; a
 * re-take set a later one) — or, for an absent agent, no stamp of theirs for the absence. Then
 * SPEC's queue move to the agent's room and the center's, and the agent's notification, all
 * in the same transaction. True when it returned the contact; false when there was nothing to
 * do (answered, re-taken, already returned: a job delivered twice does it once).
 */
export async function returnContact(
  contactId: number,
  reason: ReturnReason,
  timings = presenceTimings
): Promise<boolean> {
  const found: { center_id: number } | null = await db
    .from('whatsapp_contacts')
    .where('id', contactId)
    .select('center_id')
    .first()
  if (!found) return false
  // Read before the transaction: the embedded database serves one transaction at a time, and
  // the actor's center and the settings are read on connections of their own.
  const actor = await systemActor(RETURN_INTEGRATION, { centerId: found.center_id })
  const { returnMinutes } = await whatsappConfig()
  const [condition, values] = returnCondition(reason, staleAfterMs(timings))
  return db.transaction(async (trx) => {
    const result: { rows: (MovedRow & { agent_id: number; assigned_at: Date })[] } =
      await trx.rawQuery(
        `WITH held AS (
           SELECT id, agent_id, assigned_at FROM whatsapp_contacts
            WHERE id = ? AND status = 'assigned' AND reply_due_at IS NOT NULL AND ${condition}
            FOR UPDATE)
         UPDATE whatsapp_contacts AS c
            SET status = 'queued', agent_id = NULL, reply_due_at = NULL, queued_at = now(),
                updated_at = now()
           FROM held
          WHERE c.id = held.id
         RETURNING c.id, c.center_id, c.wa_id, c.full_name, held.agent_id, held.assigned_at`,
        [contactId, ...values]
      )
    const returned = result.rows[0]
    if (!returned) return false
    await logTransition(
      trx,
      actor,
      returned,
      { name: 'return', done: 'returned to the queue', before: 'assigned', after: 'queued' },
      { reason, agent_id: returned.agent_id }
    )
    await announceQueued(trx, returned, returned.agent_id)
    await notify(trx, {
      userId: returned.agent_id,
      kind: 'whatsapp.contact.queued',
      title: QUEUED_ALERT_TITLE,
      body:
        reason === 'no_reply'
          ? `${nameOf(returned)} went back to the queue: no reply within ${returnMinutes} minutes.`
          : `${nameOf(returned)} went back to the queue while you were away.`,
      link: null,
      centerId: returned.center_id,
      // One alert per assignment, however often the job is delivered.
      subject: `whatsapp_contact:${returned.id}:queued:${new Date(returned.assigned_at).getTime()}`,
    })
    return true
  })
}

/** Contacts one sweep returns at most; the next sweep takes the rest. */
const ABSENT_SWEEP_BATCH = 200

/**
 * The worker's sweep: the unanswered contacts of agents no web process has stamped present for
 * the absence (agent_presence.ts), each returned by `returnContact`, which decides again on the
 * locked row (an agent back meanwhile keeps them). Held for at least the absence too, so an
 * agent who just took a contact from a page whose socket has not connected yet keeps it. Safe
 * beside other workers' sweeps: the UPDATE is the decision. Answers how many went back.
 */
export async function returnContactsOfAbsentAgents(timings = presenceTimings): Promise<number> {
  const [condition, values] = returnCondition('agent_away', staleAfterMs(timings))
  const candidates: { id: number }[] = await db
    .from('whatsapp_contacts')
    .where('status', 'assigned')
    .whereNotNull('reply_due_at')
    .whereRaw(condition, values)
    .orderBy('id')
    .limit(ABSENT_SWEEP_BATCH)
    .select('id')
  let returned = 0
  for (const { id } of candidates) {
    if (await returnContact(id, 'agent_away', timings)) returned++
  }
  return returned
}

/**
 * How long past its deadline a still-held contact waits for its job before the worker's sweep
 * returns it instead: a backstop for a job the queue lost (a worker killed twice during it, a
 * row deleted by hand), never the usual path, so well above a job's usual delay.
 */
export const returnTimings = app.inTest ? { overdueGraceMs: 8_000 } : { overdueGraceMs: 60_000 }

/**
 * The backstop sweep (once a minute, in the worker): contacts still held past their deadline by
 * more than the grace, each returned by `returnContact` as its job would have. Answers how many.
 */
export async function returnOverdueContacts(timings = returnTimings): Promise<number> {
  const candidates: { id: number }[] = await db
    .from('whatsapp_contacts')
    .where('status', 'assigned')
    .whereRaw(`reply_due_at <= now() - ? * interval '1 millisecond'`, [timings.overdueGraceMs])
    .orderBy('reply_due_at')
    .limit(ABSENT_SWEEP_BATCH)
    .select('id')
  let returned = 0
  for (const { id } of candidates) {
    if (await returnContact(id, 'no_reply')) returned++
  }
  return returned
}
