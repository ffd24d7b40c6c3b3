import vine from '@vinejs/vine'
import { richText } from '#rich_text/rich_text_schema'

/**
 * A note on a case: one rich-text document (PRODUCT.md: Quill Delta). The field's transform is
 * the server's sanitiser (SPEC.md §5: links http, https, mailto, tel, sms, anything else blank;
 * images http, https or a PNG/JPEG data URL, anything else dropped) and its size limits, so what
 * reaches the database is never what was posted as is.
 */
export const caseNoteValidator = vine.create({
  body: richText(),
})
