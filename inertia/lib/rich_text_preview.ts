import {
  parseRichText,
  plainTextOf,
  type RichTextDelta,
} from '../components/rich_text/shared_rules.js'
import { toLines, truncate } from './truncate.js'

/**
 * The short text of a rich-text document shown in lists and cards (SPEC.md §9): its plain text
 * with line breaks kept, cut at an optional maximum number of characters, trailing whitespace
 * trimmed, then an ellipsis when something was cut. Pure, so it runs in unit tests.
 */

/** A Delta, its stored JSON, or nothing; unreadable content previews as ''. */
export type RichTextPreviewSource = RichTextDelta | string | null | undefined

/** The preview text. Without `maxChars` the whole text, with trailing whitespace trimmed. */
export function richTextPreview(source: RichTextPreviewSource, maxChars?: number): string {
  const result = parseRichText(source)
  if (!result.ok) return ''
  // Trailing blank lines are not content; trimming first also keeps them from using up the
  // character budget and earning an ellipsis for nothing.
  return truncate(plainTextOf(result.delta).trimEnd(), maxChars)
}

/** The preview split into lines, for rendering with a <br> between them (no injected HTML). */
export function richTextPreviewLines(source: RichTextPreviewSource, maxChars?: number): string[] {
  return toLines(richTextPreview(source, maxChars))
}
