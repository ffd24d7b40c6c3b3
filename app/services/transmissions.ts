import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { deliveryTimings } from '#config/queue'
import { recordActivity } from '#services/activity_log'
import { add as addToOutbox, asTransaction, jobEntry } from '#services/outbox'
import { companySender, type MailSender } from '#services/mail/smtp_settings'
import { notifyLetterUndelivered } from '#services/case_event_notifications'
import {
  gopLetter,
  rfpLetter,
  withdrawalLetter,
  type DocumentLetter,
  type LetterDocumentType,
} from '#services/letters/document_letters'
import {
  verificationLetterDocument,
  verificationRecipients,
} from '#services/letters/verification_letter'

type Client = TransactionClientContract | typeof db

/**
 * Outgoing documents (PRODUCT.md "Transmission"): each send of a GOP's or a withdrawal's letter
 * is a `transmissions` row — what, which revision, to whom, when, and how it went — queued in
 * the transaction that decided to send, with the outbox row that hands it to the SendTransmission
 * job (app/jobs/send_transmission.ts) once that commits, never sent in the request. A letter is
 * mailed at least once (SMTP cannot promise exactly once: docs/decisions.md "The outbox"), under
 * one Message-ID on every attempt, and each attempt is counted before the mail server hears it.
 */

/** A letter's last send (app/contracts/letter_delivery.ts), read per row by the index on document. */
export const lastDelivery = (documentType: LetterDocumentType, table: string) =>
  db.raw(
    `(SELECT json_build_object('id', t.id, 'status', t.status, 'revision', t.revision, 'recipients', t.recipients,
        'attempts', t.attempts, 'error', t.error, 'queued_at', t.created_at, 'sent_at', t.sent_at)
      FROM transmissions t WHERE t.document_type = ? AND t.document_id = ${table}.id
      ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS delivery`,
    [documentType]
  )
export interface TransmissionRow {
  id: number
  center_id: number
  case_id: number | null
  document_type: LetterDocumentType
  document_id: number
  revision: number | null
  recipients: string[]
  copy_to: string[]
  subject: string
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  created_by_id: number | null
  sent_at: Date | null
  /** Fixed by the first attempt (beginAttempt), sent on every one. */
  message_id: string | null
  /** The attempt under way since (its lease), or null. */
  attempting_since: Date | null
  /** Sent; the document's sent at/to and the activity entry are still to be written. */
  delivery_unrecorded: boolean
  /** The message as its last attempt sent it (MessageAsSent); null before the first. */
  from_address: string | null
  from_name: string | null
  reply_to: string | null
  body: string | null
  attachment_names: string[]
}

/**
 * What an attempt mails besides its recipients and subject (kept on the transmission when it
 * was queued): the company's sender, the Reply-To and the text and attachments, recorded by the
 * attempt itself, so the case's "Sent mail" shows what went out.
 */
export interface MessageAsSent {
  from: MailSender
  /** The case's center's operations address, or null (replies go to the sender). */
  replyTo: string | null
  body: string
  attachmentNames: string[]
}

/**
 * Who a transmission's letter is from and whom its replies reach (issue 29): the company's
 * sender (Settings › Email) and its center's operations address, read when it is mailed. A
 * center without one gives no Reply-To: a reply goes to the sender, as mail clients do.
 */
export async function letterEnvelope(
  transmission: Pick<TransmissionRow, 'center_id'>
): Promise<Pick<MessageAsSent, 'from' | 'replyTo'>> {
  const center: { operations_email: string | null } | null = await db
    .from('centers')
    .where('id', transmission.center_id)
    .select('operations_email')
    .first()
  return {
    from: await companySender(),
    replyTo: center?.operations_email?.trim() || null,
  }
}

/** How outbox rows and the sweeper name a transmission. */
const outboxSubject = (transmissionId: number) => `transmission:${transmissionId}`

/**
 * Where a provider's guarantees go (SPEC.md §3 sending modes; its GOP settings tab):
 * manual-sending to the addresses listed on the provider, group-sending to the members of its
 * email group. A refusal in plain words says what to set, and where, when there is nobody.
 */
export async function providerRecipients(
  client: Client,
  providerId: number
): Promise<{ recipients: string[]; refusal: null } | { recipients: null; refusal: string }> {
  const provider: {
    name: string
    gop_sending_mode: string
    gop_email_addresses: string[]
    group_name: string | null
    group_addresses: string[] | null
  } | null = await client
    .from('providers')
    .leftJoin('email_groups', (join) => {
      join
        .on('email_groups.id', 'providers.gop_email_group_id')
        .andOnNull('email_groups.deleted_at')
    })
    .where('providers.id', providerId)
    .select(
      'providers.name',
      'providers.gop_sending_mode',
      'providers.gop_email_addresses',
      'email_groups.name as group_name',
      'email_groups.addresses as group_addresses'
    )
    .first()
  if (!provider) return { recipients: null, refusal: 'The provider no longer exists.' }
  if (provider.gop_sending_mode === 'group-sending') {
    if (provider.group_name === null) {
      return {
        recipients: null,
        refusal: `${provider.name} sends GOPs to an email group but has none; choose one on its GOP settings tab.`,
      }
    }
    if (!provider.group_addresses?.length) {
      return {
        recipients: null,
        refusal: `The email group ${provider.group_name} has no addresses; add them in Manage › Email groups.`,
      }
    }
    return { recipients: [...new Set(provider.group_addresses)], refusal: null }
  }
  if (provider.gop_email_addresses.length === 0) {
    return {
      recipients: null,
      refusal: `${provider.name} has no GOP e-mail addresses; add them on its GOP settings tab.`,
    }
  }
  return { recipients: [...new Set(provider.gop_email_addresses)], refusal: null }
}

/**
 * Where a client's requests for payment go: the members of its billing email group (Accounts ›
 * Clients › Billing). A refusal in plain words says what to set, and where, when there is nobody.
 */
export async function clientBillingRecipients(
  client: Client,
  clientId: number
): Promise<{ recipients: string[]; refusal: null } | { recipients: null; refusal: string }> {
  const found: {
    name: string
    group_name: string | null
    group_addresses: string[] | null
  } | null = await client
    .from('clients')
    .leftJoin('email_groups', (join) => {
      join
        .on('email_groups.id', 'clients.billing_email_group_id')
        .andOnNull('email_groups.deleted_at')
    })
    .where('clients.id', clientId)
    .select(
      'clients.name',
      'email_groups.name as group_name',
      'email_groups.addresses as group_addresses'
    )
    .first()
  if (!found) return { recipients: null, refusal: 'The client no longer exists.' }
  if (found.group_name === null) {
    return {
      recipients: null,
      refusal: `${found.name} has no billing email group; choose one on its Billing tab (Accounts › Clients).`,
    }
  }
  if (!found.group_addresses?.length) {
    return {
      recipients: null,
      refusal: `The email group ${found.group_name} has no addresses; add them in Manage › Email groups.`,
    }
  }
  return { recipients: [...new Set(found.group_addresses)], refusal: null }
}

/**
 * Who a letter is addressed to: a provider (GOPs, withdrawals), a client (RFPs), or an insurer's
 * verification form (its email group: app/services/letters/verification_letter.ts).
 */
export type Addressee =
  { providerId: number } | { clientId: number } | { verificationFormId: number }

/** The addressee's recipients, or the plain-words reason there are none. */
export function recipientsOf(client: Client, addressee: Addressee) {
  if ('verificationFormId' in addressee) {
    return verificationRecipients(client, addressee.verificationFormId)
  }
  return 'providerId' in addressee
    ? providerRecipients(client, addressee.providerId)
    : clientBillingRecipients(client, addressee.clientId)
}

/**
 * The company's copy of every letter (Manage › GOP settings "Copy every GOP to"): the email
 * group's addresses, less those already among the recipients. Read through the caller's client,
 * as the letter's company default is.
 */
export async function companyCopies(client: Client, recipients: readonly string[]) {
  const setting: { value: unknown } | null = await client
    .from('settings')
    .where('key', 'gop_copy_email_group_id')
    .select('value')
    .first()
  if (typeof setting?.value !== 'number') return []
  const group: { addresses: string[] } | null = await client
    .from('email_groups')
    .where('id', setting.value)
    .whereNull('deleted_at')
    .select('addresses')
    .first()
  const taken = new Set(recipients.map((address) => address.toLowerCase()))
  return [...new Set(group?.addresses ?? [])].filter((address) => !taken.has(address.toLowerCase()))
}

/** A send of this document still under way (queued), which a second send would duplicate. */
export async function sendingUnderWay(
  client: Client,
  documentType: LetterDocumentType,
  documentId: number
): Promise<boolean> {
  const queued = await client
    .from('transmissions')
    .where('document_type', documentType)
    .where('document_id', documentId)
    .where('status', 'queued')
    .select('id')
    .first()
  return queued !== null
}

/**
 * Records a send to be made and, in the same transaction (the caller's), the outbox row that
 * hands it to SendTransmission once that commits: a crash after the commit still mails it.
 */
export async function queueTransmission(
  client: Client,
  transmission: {
    centerId: number
    /** Null for a document of no case (a verification asked on a member alone). */
    caseId: number | null
    documentType: LetterDocumentType
    documentId: number
    revision: number | null
    recipients: string[]
    copyTo: string[]
    subject: string
    userId: number | null
  }
): Promise<number> {
  const now = new Date()
  const [row]: { id: number }[] = await client
    .insertQuery()
    .table('transmissions')
    .insert({
      center_id: transmission.centerId,
      case_id: transmission.caseId,
      document_type: transmission.documentType,
      document_id: transmission.documentId,
      revision: transmission.revision,
      recipients: transmission.recipients,
      copy_to: transmission.copyTo,
      subject: transmission.subject.slice(0, 300),
      status: 'queued',
      attempts: 0,
      created_by_id: transmission.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  await handToSender(asTransaction(client), row.id)
  return row.id
}

/** The outbox row that makes SendTransmission deliver this transmission (idempotently). */
async function handToSender(trx: TransactionClientContract, transmissionId: number) {
  // Loaded when used: the job's module imports this one.
  const { default: SendTransmission } = await import('#jobs/send_transmission')
  await addToOutbox(trx, jobEntry(SendTransmission, { transmissionId }), {
    subject: outboxSubject(transmissionId),
  })
}

/**
 * Why this document cannot be sent now, in plain words, or null: nobody to send it to, or a
 * send of it still under way (a double click, or two agents at once, sends one letter).
 */
export async function sendRefusal(
  client: Client,
  document: { type: LetterDocumentType; id: number; label: string; addressee: Addressee }
): Promise<string | null> {
  const { refusal } = await recipientsOf(client, document.addressee)
  if (refusal) return refusal
  if (await sendingUnderWay(client, document.type, document.id)) {
    return `${document.label} is being sent; wait for the result before sending it again.`
  }
  return null
}

/** How each kind of document is written and what its delivery changes on it. */
export interface LetterDocument {
  noun: string
  subjectType: string
  letter(transmission: TransmissionRow): Promise<DocumentLetter | null>
  /** The document's own record of its last delivery (sent at, sent to) and its name. */
  delivered(
    trx: TransactionClientContract,
    transmission: TransmissionRow,
    at: Date
  ): Promise<string>
  /** Read through the caller's client: it is called inside the delivery's transaction. */
  label(client: Client, transmission: TransmissionRow): Promise<string>
}

const gopFacts = (client: Client, id: number) =>
  client
    .from('gops')
    .where('id', id)
    .select('id', 'number', 'revision', 'gop_template_id', 'provider_id', 'business_entity_id')
    .first()

const withdrawalLabel = async (client: Client, id: number) => {
  const row: { number: string } | null = await client
    .from('gop_withdrawals')
    .join('gops', 'gops.id', 'gop_withdrawals.gop_id')
    .where('gop_withdrawals.id', id)
    .select('gops.number')
    .first()
  return `Withdrawal of ${row?.number ?? `GOP #${id}`}`
}

export const LETTER_DOCUMENTS: Record<LetterDocumentType, LetterDocument> = {
  policy_verification: verificationLetterDocument,
  gop: {
    noun: 'GOP',
    subjectType: 'gop',
    async letter(transmission) {
      const gop = await gopFacts(db, transmission.document_id)
      if (!gop) return null
      return gopLetter(
        db,
        gop,
        { firstName: '', lastName: '' },
        transmission.revision ?? gop.revision
      )
    },
    async delivered(trx, transmission, at) {
      // Only the revision that was sent: a revision made since waits for its own send.
      await trx
        .from('gops')
        .where('id', transmission.document_id)
        .where('revision', transmission.revision ?? 0)
        .update({ sent_at: at, sent_to: transmission.recipients, updated_at: at })
      return this.label(trx, transmission)
    },
    async label(client, transmission) {
      const gop: { number: string } | null = await gopFacts(client, transmission.document_id)
      return `${gop?.number ?? `GOP #${transmission.document_id}`} (revision ${transmission.revision ?? 1})`
    },
  },
  gop_withdrawal: {
    noun: 'Withdrawal',
    subjectType: 'gop_withdrawal',
    letter: (transmission) => withdrawalLetter(db, transmission.document_id),
    async delivered(trx, transmission, at) {
      await trx
        .from('gop_withdrawals')
        .where('id', transmission.document_id)
        .update({ sent_at: at, sent_to: transmission.recipients, updated_at: at })
      return this.label(trx, transmission)
    },
    label: (client, transmission) => withdrawalLabel(client, transmission.document_id),
  },
  rfp: {
    noun: 'RFP',
    subjectType: 'request_for_payment',
    letter: (transmission) => rfpLetter(db, transmission.document_id),
    async delivered(trx, transmission, at) {
      await trx
        .from('request_for_payments')
        .where('id', transmission.document_id)
        .update({ sent_at: at, sent_to: transmission.recipients, updated_at: at })
      return this.label(trx, transmission)
    },
    async label(client, transmission) {
      const rfp: { number: string } | null = await client
        .from('request_for_payments')
        .where('id', transmission.document_id)
        .select('number')
        .first()
      return rfp?.number ?? `RFP #${transmission.document_id}`
    },
  },
}

/** The transmission as the job reads it. */
export async function findTransmission(id: number): Promise<TransmissionRow | null> {
  return db.from('transmissions').where('id', id).first()
}

/** The domain of this app's Message-IDs: the host of APP_URL, when it is one a header can hold. */
function messageIdDomain() {
  try {
    const host = new URL(env.get('APP_URL')).hostname
    if (/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(host)) return host
  } catch {}
  return 'assist.local'
}

/** A new transmission's Message-ID (RFC 5322: unique, `<left@right>`); kept by its first attempt. */
export function newMessageId(transmissionId: number) {
  return `<transmission-${transmissionId}.${randomUUID()}@${messageIdDomain()}>`
}

const since = (ms: number) => db.raw(`now() - ? * interval '1 millisecond'`, [ms])

/**
 * Starts an attempt at a queued transmission: counts it, fixes its Message-ID (the first
 * attempt's, for every later one), records the message it is about to mail (`sent`: the sender,
 * Reply-To, text and attachments) and takes its lease, in one statement committed before the mail
 * server is spoken to, so a crash from here on still counts the attempt. Null when the
 * transmission is no longer queued or another attempt holds it (two copies of its job never mail
 * it at the same time); an attempt whose process died frees it when its lease ends.
 */
export async function beginAttempt(
  transmissionId: number,
  sent: MessageAsSent,
  leaseMs = deliveryTimings.attemptLeaseMs
): Promise<(TransmissionRow & { message_id: string }) | null> {
  const [row]: (TransmissionRow & { message_id: string })[] = await db
    .from('transmissions')
    .where('id', transmissionId)
    .where('status', 'queued')
    .where((free) =>
      free.whereNull('attempting_since').orWhere('attempting_since', '<', since(leaseMs))
    )
    .update({
      attempts: db.raw('attempts + 1'),
      attempting_since: db.raw('now()'),
      message_id: db.raw('COALESCE(message_id, ?)', [newMessageId(transmissionId)]),
      from_address: sent.from.address.slice(0, 254),
      from_name: sent.from.name?.slice(0, 200) ?? null,
      reply_to: sent.replyTo?.slice(0, 254) ?? null,
      body: sent.body,
      attachment_names: sent.attachmentNames.map((name) => name.slice(0, 255)),
      updated_at: new Date(),
    })
    .returning('*')
  return row ?? null
}

/** An attempt that failed (already counted): its error kept, its lease given back for the retry. */
export async function endAttempt(transmissionId: number, error: string) {
  await db
    .from('transmissions')
    .where('id', transmissionId)
    .where('status', 'queued')
    .update({ error, attempting_since: null, updated_at: new Date() })
}

/**
 * The mail server took the letter: it is sent. One statement and nothing else, so the time in
 * which a crash would mail it again (the server has it, this row does not say so) is one round
 * trip to the database; what else a delivery records follows in recordDelivery.
 */
export async function markSent(transmissionId: number) {
  const at = new Date()
  await db.from('transmissions').where('id', transmissionId).where('status', 'queued').update({
    status: 'sent',
    sent_at: at,
    error: null,
    attempting_since: null,
    delivery_unrecorded: true,
    updated_at: at,
  })
}

/**
 * What a delivery changes besides the transmission: the document's sent at/to and one activity
 * entry, written once — the row lock and the flag make a second call (the job's own after a crash,
 * or the sweeper's) a no-op. Returns whether it wrote them.
 */
export async function recordDelivery(transmissionId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const transmission: TransmissionRow | null = await trx
      .from('transmissions')
      .where('id', transmissionId)
      .where('delivery_unrecorded', true)
      .forUpdate()
      .first()
    if (!transmission) return false
    const at = transmission.sent_at ?? new Date()
    const document = LETTER_DOCUMENTS[transmission.document_type]
    const label = await document.delivered(trx, transmission, at)
    await recordActivity(
      {
        action: 'update',
        subjectType: document.subjectType,
        subjectId: transmission.document_id,
        description: `${label} sent to ${transmission.recipients.join(', ')}`,
        userId: transmission.created_by_id,
        centerId: transmission.center_id,
        properties: {
          transmission: transmission.id,
          before: { sent_at: null },
          after: { sent_at: at.toISOString(), sent_to: transmission.recipients },
        },
      },
      trx
    )
    await trx
      .from('transmissions')
      .where('id', transmissionId)
      .update({ delivery_unrecorded: false })
    return true
  })
}

/**
 * Failed for good (out of retries, or nothing left to send), said on the document, in the
 * log and to the user who sent it. Not while another attempt holds the transmission: that one
 * decides. Returns whether it failed it.
 */
export async function markFailed(transmission: TransmissionRow, error: string) {
  const document = LETTER_DOCUMENTS[transmission.document_type]
  return db.transaction(async (trx) => {
    const failed = await trx
      .from('transmissions')
      .where('id', transmission.id)
      .where('status', 'queued')
      .where((idle) =>
        idle
          .whereNull('attempting_since')
          .orWhere('attempting_since', '<', since(deliveryTimings.attemptLeaseMs))
      )
      .update({ status: 'failed', error, attempting_since: null, updated_at: new Date() })
      .returning('id')
    if (failed.length === 0) return false
    const label = await document.label(trx, transmission)
    await recordActivity(
      {
        action: 'update',
        subjectType: document.subjectType,
        subjectId: transmission.document_id,
        description: `${label} could not be sent: ${error}`,
        userId: transmission.created_by_id,
        centerId: transmission.center_id,
        properties: { transmission: transmission.id, after: { status: 'failed', error } },
      },
      trx
    )
    // Its sender is told in the same transaction (issue 30): the conditional update above lets
    // one caller fail it, and the notice's subject keeps it to one per transmission.
    await notifyLetterUndelivered(trx, transmission, { label, error })
    return true
  })
}

/** A transmission the sweeper has re-queued this many attempts in is failed instead. */
const SWEEP_GIVES_UP_AT = 12

/**
 * The sweeper (run by the queue worker, app/services/outbox_worker.ts), for transmissions
 * nothing is delivering any more — the outbox row was delivered but the job was lost with a
 * killed worker (the queue drops a job whose worker died twice), or a worker died mid-attempt:
 * - queued, untouched for longer than the longest wait between two tries of its job, with no
 *   attempt holding it and no outbox row on its way: handed to SendTransmission again, through
 *   the outbox, in one transaction per batch; rows taken with FOR UPDATE SKIP LOCKED and
 *   touched, so sweepers in several workers never hand one over twice. One whose attempts
 *   reached SWEEP_GIVES_UP_AT (a letter that kills every worker that tries it) is failed;
 * - sent but not recorded on its document (a crash right after the server's answer): recorded.
 */
export async function sweepTransmissions(
  timings: Pick<typeof deliveryTimings, 'sweepAfterMs' | 'attemptLeaseMs'> = deliveryTimings
) {
  const stale: TransmissionRow[] = await db.transaction(async (trx) => {
    const rows: TransmissionRow[] = await trx
      .from('transmissions')
      .where('status', 'queued')
      .where(db.raw('COALESCE(updated_at, created_at)'), '<', since(timings.sweepAfterMs))
      .where((idle) =>
        idle
          .whereNull('attempting_since')
          .orWhere('attempting_since', '<', since(timings.attemptLeaseMs))
      )
      .whereNotExists((pending) =>
        pending
          .from('outbox_messages')
          .whereNull('delivered_at')
          .where('subject', db.raw(`'transmission:' || transmissions.id`))
      )
      .orderBy('id')
      .limit(100)
      .forUpdate()
      .skipLocked()
    const again = rows.filter((row) => row.attempts < SWEEP_GIVES_UP_AT)
    if (again.length === 0) return rows
    await trx
      .from('transmissions')
      .whereIn(
        'id',
        again.map((row) => row.id)
      )
      .update({ updated_at: new Date() })
    for (const row of again) await handToSender(trx, row.id)
    return rows
  })
  for (const row of stale.filter((one) => one.attempts >= SWEEP_GIVES_UP_AT)) {
    await markFailed(row, 'The send was interrupted too many times; use Send again to retry it.')
  }
  if (stale.length > 0) {
    logger.info({ transmissions: stale.map((row) => row.id) }, 'sweeper: letters handed over again')
  }

  const unrecorded: { id: number }[] = await db
    .from('transmissions')
    .where('delivery_unrecorded', true)
    .where('sent_at', '<', since(timings.attemptLeaseMs))
    .orderBy('id')
    .limit(100)
    .select('id')
  for (const { id } of unrecorded) await recordDelivery(id)
  return { requeued: stale.length, recorded: unrecorded.length }
}

/**
 * A delivery error in plain words, for the GOP's row: what the mail server said, or that it
 * could not be reached. Never a stack trace; at most 500 characters.
 */
export function plainDeliveryError(error: unknown): string {
  const failure = error as {
    code?: string
    responseCode?: number
    response?: string
    message?: string
  }
  let text: string
  if (
    failure.code === 'ECONNREFUSED' ||
    failure.code === 'ESOCKET' ||
    failure.code === 'ECONNECTION'
  ) {
    text = 'The mail server could not be reached.'
  } else if (failure.code === 'ETIMEDOUT') {
    text = 'The mail server did not answer in time.'
  } else if (failure.code === 'EAUTH') {
    text = 'The mail server refused the sign-in; check Settings › Email.'
  } else if (failure.responseCode && failure.response) {
    text = `The mail server refused the message: ${failure.response}`
  } else {
    text = `The letter could not be sent: ${failure.message ?? String(error)}`
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 500)
}
