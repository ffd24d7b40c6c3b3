import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { isBlankDelta, parseRichText, type RichTextDelta } from './sanitize_delta.js'

/**
 * VineJS fields for rich text. They accept what the editor posts (the Delta as a JSON string in
 * a hidden input, '' when the document is blank) or a Delta object from a JSON body, and output
 * the sanitised Delta, so a controller never stores what the client sent as is.
 */

/** Reports the problem on the field and returns null, or returns the clean document. */
function toDelta(value: unknown, field: FieldContext): RichTextDelta | null {
  const result = parseRichText(value)
  if (!result.ok) {
    field.report(result.message, 'richText', field)
    return null
  }
  return isBlankDelta(result.delta) ? null : result.delta
}

/**
 * A required rich-text field: a blank document (only whitespace, no image) fails with the app's
 * `required` message, like an empty text input.
 */
export function richText(options: { check?: RichTextCheck } = {}) {
  return vine.any().transform((value, field): RichTextDelta => {
    const delta = toDelta(value, field)
    if (delta === null && field.isValid)
      field.report('The {{ field }} field must be defined', 'required', field)
    if (delta !== null && field.isValid) options.check?.(delta, field)
    return delta ?? { ops: [{ insert: '\n' }] }
  })
}

/**
 * A further rule on the sanitised document (known placeholders…), run only when it is valid
 * rich text: VineJS runs `use()` rules before the transform, on the raw posted JSON.
 */
export type RichTextCheck = (delta: RichTextDelta, field: FieldContext) => void

/** An optional rich-text field: missing stays undefined; null, '' and blank become null. */
export function optionalRichText() {
  return vine
    .any()
    .nullable()
    .transform((value, field): RichTextDelta | null => toDelta(value, field))
    .optional()
}
