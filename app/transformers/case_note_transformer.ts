import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import type { RichTextDelta } from '#rich_text/sanitize_delta'

/** The plain row the notes tab's list reads (app/resources/case_notes.ts `columns`). */
export type PlainCaseNote = {
  id: number
  case_id: number
  /** The sanitised Quill Delta, as stored; null when too large to list (INLINE_BODY_BYTES). */
  body: RichTextDelta | null
  /** Whether the document embeds an image (read in SQL, the document may not be listed). */
  has_images: boolean
  body_text: string
  is_pinned: boolean
  author_id: number
  edited_at: Date | null
  /** Joined from users; null once the account is gone from the table (it never is today). */
  author_first_name: string | null
  author_last_name: string | null
} & PlainRecordTimestamps

/** A note on a case, a card of its notes tab (its dialog edits the same row). */
export default class CaseNoteTransformer extends BaseTransformer<PlainCaseNote> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      /**
       * The whole document, shown when the card's "more" is opened and edited in the dialog;
       * null when it is too large to list (the page asks for it then).
       */
      body: row.body,
      /** Its plain text, line breaks kept: the card's preview (SPEC.md §9, cut by the client). */
      body_text: row.body_text,
      /** True when the document holds an image (the preview has no place for one). */
      has_images: row.has_images,
      is_pinned: row.is_pinned,
      author_id: row.author_id,
      author: row.author_first_name
        ? `${row.author_first_name} ${row.author_last_name ?? ''}`.trim()
        : null,
      created_at: isoTimestamp(row.created_at)!,
      /** When its text was last corrected by its author; null if never. */
      edited_at: isoTimestamp(row.edited_at),
      ...rowTimestamps(row),
    }
  }
}
