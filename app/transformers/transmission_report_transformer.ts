import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { LetterDocumentType } from '#services/letters/document_letters'

/** The plain row the transmission report reads (app/reports/transmission_report.ts). */
export type PlainTransmissionReportRow = {
  id: number
  case_id: number | null
  document_type: LetterDocumentType
  document_id: number
  revision: number | null
  recipients: string[]
  copy_to: string[]
  subject: string
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  error: string | null
  sent_at: Date | null
  created_at: Date
  document_number: string | null
  addressee: string | null
  case_number: string | null
  sender_name: string | null
}

/**
 * One letter sent (issue 32): which document (a GOP's revision, a withdrawal, an RFP), to whom
 * (the provider or client and their addresses), by whom and when, how many attempts, and whether
 * it was delivered or failed, with the reason in the mail server's words.
 */
export default class TransmissionReportTransformer extends BaseTransformer<PlainTransmissionReportRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      case_number: row.case_number ?? '',
      document_type: row.document_type,
      document_number: row.document_number ?? '',
      revision: row.revision,
      addressee: row.addressee ?? '',
      recipients: row.recipients,
      copy_to: row.copy_to,
      subject: row.subject,
      status: row.status,
      attempts: Number(row.attempts),
      error: row.error,
      sender: row.sender_name ?? '',
      queued_at: isoTimestamp(row.created_at),
      sent_at: isoTimestamp(row.sent_at),
    }
  }
}
