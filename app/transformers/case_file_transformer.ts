import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import { PREVIEWABLE_MIME_TYPES } from '#services/file_types'

/** The plain row the files tab's list reads (app/resources/case_files.ts `columns`). */
export type PlainCaseFile = {
  id: number
  case_id: number
  original_name: string
  mime_type: string
  size: number
  sha256: string
  /** "First Last" of the uploader; null when that account is gone. */
  uploaded_by: string | null
} & PlainRecordTimestamps

/** A document attached to a case, a row of its files tab. The storage key never leaves the server. */
export default class CaseFileTransformer extends BaseTransformer<PlainCaseFile> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      original_name: row.original_name,
      /** Detected from the content when it was uploaded. */
      mime_type: row.mime_type,
      /** Bytes; shown with the SPEC.md §9 size helper. */
      size: Number(row.size),
      sha256: row.sha256,
      /** Images and PDFs are shown in the page. */
      previewable: PREVIEWABLE_MIME_TYPES.includes(row.mime_type),
      uploaded_by: row.uploaded_by,
      created_at: isoTimestamp(row.created_at),
      ...rowTimestamps(row),
    }
  }
}
