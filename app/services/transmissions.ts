import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { recordActivity } from '#services/activity_log'
import {
  gopLetter,
  rfpLetter,
  withdrawalLetter,
  type DocumentLetter,
  type LetterDocumentType,
} from '#services/letters/document_letters'

type Client = TransactionClientContract | typeof db

/**
 * Outgoing documents (PRODUCT.md "Transmission"): each send of a GOP's or a withdrawal's letter
 * is a `transmissions` row — what, which revision, to whom, when, and how it went — queued in
 * the transaction that decided to send, delivered by the SendTransmission job after the commit
 * (app/jobs/send_transmission.ts), never in the request.
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
}

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

/** Who a letter is addressed to: a provider (GOPs, withdrawals) or a client (RFPs). */
export type Addressee = { providerId: number } | { clientId: number }

/** The addressee's recipients, or the plain-words reason there are none. */
export function recipientsOf(client: Client, addressee: Addressee) {
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

/** Records a send to be made; the caller dispatches the job once its transaction commits. */
export async function queueTransmission(
  client: Client,
  transmission: {
    centerId: number
    caseId: number
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
  return row.id
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

/**
 * Hands a document's queued transmissions to the queue, after the commit that recorded them.
 * A queue that cannot take the job fails the transmission at once, so "Send again" is offered
 * instead of a send that never comes.
 */
export async function dispatchQueued(documentType: LetterDocumentType, documentId: number) {
  const { default: SendTransmission } = await import('#jobs/send_transmission')
  const rows: { id: number }[] = await db
    .from('transmissions')
    .where('document_type', documentType)
    .where('document_id', documentId)
    .where('status', 'queued')
    .where('attempts', 0)
    .select('id')
  for (const { id } of rows) {
    try {
      await SendTransmission.dispatch({ transmissionId: id })
    } catch (error) {
      const transmission = await findTransmission(id)
      if (transmission?.status === 'queued') {
        await markFailed(transmission, `The send could not be queued: ${plainDeliveryError(error)}`)
      }
    }
  }
}

/** How each kind of document is written and what its delivery changes on it. */
interface LetterDocument {
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

/** A delivery: the transmission sent, the document's sent at/to, one activity entry. */
export async function markDelivered(transmission: TransmissionRow) {
  const at = new Date()
  const document = LETTER_DOCUMENTS[transmission.document_type]
  await db.transaction(async (trx) => {
    await trx
      .from('transmissions')
      .where('id', transmission.id)
      .update({
        status: 'sent',
        sent_at: at,
        attempts: db.raw('attempts + 1'),
        error: null,
        updated_at: at,
      })
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
  })
}

/** An attempt that failed: counted, with its error, for the GOP's row to show. */
export async function recordAttemptFailed(transmissionId: number, error: string) {
  await db
    .from('transmissions')
    .where('id', transmissionId)
    .where('status', 'queued')
    .update({ attempts: db.raw('attempts + 1'), error, updated_at: new Date() })
}

/** Out of retries: the transmission failed for good, said on the document and in the log. */
export async function markFailed(transmission: TransmissionRow, error: string) {
  const document = LETTER_DOCUMENTS[transmission.document_type]
  await db.transaction(async (trx) => {
    await trx
      .from('transmissions')
      .where('id', transmission.id)
      .update({ status: 'failed', error, updated_at: new Date() })
    await recordActivity(
      {
        action: 'update',
        subjectType: document.subjectType,
        subjectId: transmission.document_id,
        description: `${await document.label(trx, transmission)} could not be sent: ${error}`,
        userId: transmission.created_by_id,
        centerId: transmission.center_id,
        properties: { transmission: transmission.id, after: { status: 'failed', error } },
      },
      trx
    )
  })
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
