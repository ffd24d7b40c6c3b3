/**
 * The one place where client code reaches into app/services/rich_text. Those modules are pure
 * (no framework, no DOM, no imports outside their folder), written to be shared so the editor
 * refuses exactly what the server refuses. The lint rule below exists to keep server-only code
 * out of the bundle, which does not apply to them; every client file imports them from here.
 */

import { deltaBlocks } from '#rich_text/delta_blocks'
import { fillPlaceholders, inspectPlaceholders } from '#rich_text/placeholders'
import {
  emptyDelta,
  isBlankDelta,
  parseRichText,
  plainTextOf,
  sanitizeDelta,
} from '#rich_text/sanitize_delta'
import {
  BLANK_IMAGE,
  BLANK_LINK,
  IMAGE_MIME_TYPES,
  LINK_PROTOCOLS,
  MAX_IMAGE_FILE_BYTES,
  allowedImageSource,
  allowedLinkUrl,
  imageFileProblem,
  isBlankLink,
  sanitizeLinkUrl,
} from '#rich_text/url_policy'

export {
  BLANK_IMAGE,
  BLANK_LINK,
  IMAGE_MIME_TYPES,
  LINK_PROTOCOLS,
  MAX_IMAGE_FILE_BYTES,
  allowedImageSource,
  allowedLinkUrl,
  deltaBlocks,
  emptyDelta,
  fillPlaceholders,
  imageFileProblem,
  inspectPlaceholders,
  isBlankDelta,
  isBlankLink,
  parseRichText,
  plainTextOf,
  sanitizeDelta,
  sanitizeLinkUrl,
}

export type { RichTextBlock, RichTextInline, RichTextLine } from '#rich_text/delta_blocks'
export type { PlaceholderReport } from '#rich_text/placeholders'
export type {
  RichTextAttributes,
  RichTextDelta,
  RichTextInlineAttributes,
  RichTextLineAttributes,
  RichTextOp,
} from '#rich_text/sanitize_delta'
