import db from '@adonisjs/lucid/services/db'
import type { Permission } from '#permissions/catalogue'
import { isoTimestamp } from '#contracts/iso_timestamp'
import {
  mailbox,
  sentMailOutcome,
  type SentMail,
  type SentMailDocumentType,
  type SentMailPage,
} from '#contracts/sent_mail'
import { LETTER_DOCUMENTS } from '#services/transmissions'
import type { TimelineSubject } from '#resources/registry_timeline'

/**
 * The case's "Sent mail" (issue 29): its transmissions as they went out — recipients, sender,
 * Reply-To, subject, text, attachments, outcome — newest first, a page at a time, read by the
 * `(case_id, id)` index (migration 053). Only the kinds of document the reader may see.
 */

/** Sends per page ("Load older" asks for the next). */
export const SENT_MAIL_PAGE_SIZE = 20

/**
 * The letter kinds a reader may see the mail of: those whose document's tab they may open, as
 * each document's resource declares its permission to the registry (its timeline
 * contribution, app/resources/registry_timeline.ts) — who may not see a case's RFPs does not
 * see the mail that carried them. A kind no resource declares is shown to nobody.
 */
export function readableLetterTypes(
  permissions: ReadonlySet<Permission>,
  subjects: readonly TimelineSubject[]
): SentMailDocumentType[] {
  return (Object.keys(LETTER_DOCUMENTS) as SentMailDocumentType[]).filter((type) => {
    const subject = subjects.find((one) => one.subjectType === LETTER_DOCUMENTS[type].subjectType)
    return subject !== undefined && (!subject.permission || permissions.has(subject.permission))
  })
}

/** Where each kind's number is, and how the list names the document by it. */
const DOCUMENT_NUMBERS: Record<
  SentMailDocumentType,
  { table: string; column: string; label: (number: string) => string }
> = {
  gop: { table: 'gops', column: 'number', label: (number) => number },
  gop_withdrawal: {
    table: 'gop_withdrawals',
    column: 'gop_number',
    label: (number) => `Withdrawal of ${number}`,
  },
  rfp: { table: 'request_for_payments', column: 'number', label: (number) => number },
  policy_verification: {
    table: 'policy_verifications',
    column: 'number',
    label: (number) => `Verification ${number}`,
  },
}

interface SentRow {
  id: number
  document_type: SentMailDocumentType
  document_id: number
  revision: number | null
  recipients: string[]
  copy_to: string[]
  subject: string
  status: string
  attempts: number
  error: string | null
  created_at: Date
  sent_at: Date | null
  from_address: string | null
  from_name: string | null
  reply_to: string | null
  body: string | null
  attachment_names: string[]
  first_name: string | null
  last_name: string | null
}

/** Each shown document's label, one statement per kind on the page (trashed documents too). */
async function documentLabels(rows: readonly SentRow[]) {
  const labels = new Map<string, string>()
  for (const type of Object.keys(DOCUMENT_NUMBERS) as SentMailDocumentType[]) {
    const ids = [
      ...new Set(rows.filter((row) => row.document_type === type).map((row) => row.document_id)),
    ]
    if (ids.length === 0) continue
    const { table, column, label } = DOCUMENT_NUMBERS[type]
    const found: { id: number; number: string }[] = await db
      .from(table)
      .whereIn('id', ids)
      .select('id', `${column} as number`)
    for (const { id, number } of found) labels.set(`${type}:${id}`, label(number))
  }
  return labels
}

/**
 * A page of the case's sent mail, of the kinds given (readableLetterTypes), older than the
 * transmission `before` when given.
 */
export async function caseSentMail(
  caseId: number,
  types: readonly SentMailDocumentType[],
  before: number | null
): Promise<SentMailPage> {
  if (types.length === 0) return { mails: [], next: null }
  const query = db
    .from('transmissions as t')
    .leftJoin('users as u', 'u.id', 't.created_by_id')
    .where('t.case_id', caseId)
    .whereIn('t.document_type', [...types])
  if (before !== null) query.where('t.id', '<', before)
  const rows: SentRow[] = await query
    .orderBy('t.id', 'desc')
    .limit(SENT_MAIL_PAGE_SIZE + 1)
    .select(
      't.id',
      't.document_type',
      't.document_id',
      't.revision',
      't.recipients',
      't.copy_to',
      't.subject',
      't.status',
      't.attempts',
      't.error',
      't.created_at',
      't.sent_at',
      't.from_address',
      't.from_name',
      't.reply_to',
      't.body',
      't.attachment_names',
      'u.first_name',
      'u.last_name'
    )
  const page = rows.slice(0, SENT_MAIL_PAGE_SIZE)
  const labels = await documentLabels(page)
  const mails = page.map((row): SentMail => ({
    id: row.id,
    document: {
      type: row.document_type,
      id: row.document_id,
      label:
        labels.get(`${row.document_type}:${row.document_id}`) ??
        `${LETTER_DOCUMENTS[row.document_type].noun} #${row.document_id}`,
      revision: row.revision,
    },
    subject: row.subject,
    from: row.from_address ? mailbox(row.from_address, row.from_name) : null,
    reply_to: row.reply_to,
    to: row.recipients,
    cc: row.copy_to,
    body: row.body,
    attachments: row.attachment_names,
    outcome: sentMailOutcome(row.status, row.attempts),
    attempts: row.attempts,
    error: row.status === 'sent' ? null : row.error,
    queued_at: isoTimestamp(row.created_at),
    sent_at: row.sent_at ? isoTimestamp(row.sent_at) : null,
    sent_by: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  }))
  return { mails, next: rows.length > SENT_MAIL_PAGE_SIZE ? page.at(-1)!.id : null }
}
