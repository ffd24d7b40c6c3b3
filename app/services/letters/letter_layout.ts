import { deltaBlocks, type RichTextBlock } from '#rich_text/delta_blocks'
import { fillPlaceholders } from '#rich_text/placeholders'
import { sanitizeDelta, type RichTextDelta } from '#rich_text/sanitize_delta'

/**
 * A letter laid out once, read by both of its renderers (issue 15: "the on-screen preview and
 * the PDF come from the same renderer"): the issuer's logo at the head, the body as blocks with
 * every placeholder filled, and what the page footer and the PDF's metadata say. The template
 * writes the issuer's name and address itself (the standard letter does), so they are not
 * printed twice. letter_html.ts turns
 * it into the preview, letter_pdf.ts into the PDF; neither decides what the letter says.
 */

export interface LetterLayout {
  /** "GOP-KUL-2026-000045 · revision 2": the footer of each page and the PDF's title. */
  title: string
  /** The issuing entity's logo as a PNG or JPEG data URL, or null. */
  logo: string | null
  blocks: RichTextBlock[]
  /**
   * When the letter was issued (the revision's or withdrawal's time): the PDF's creation date,
   * so one revision always gives the same file.
   */
  issuedAt: Date
  /**
   * What marks a letter that is not (yet) valid on every page — "DRAFT — NOT A GUARANTEE" — or
   * null for an issued one (PRODUCT.md: a document that is not approved never reads as valid).
   */
  draft: string | null
}

/** The marks of documents not approved (PRODUCT.md "Money documents"). */
export const DRAFT_MARKS = {
  guarantee: 'DRAFT — NOT A GUARANTEE',
  invoice: 'DRAFT — NOT AN INVOICE',
} as const

/** What the draft's mark adds, under it, on the preview and at the head of each PDF page. */
export const DRAFT_NOTICE = 'Not valid until approved.'

export interface LetterSource {
  title: string
  /** The template as stored (sanitised again here: a stored document is never trusted). */
  template: RichTextDelta | unknown
  /** Every placeholder's value (app/services/gop_letter.ts gopLetterValues). */
  values: Readonly<Record<string, string>>
  logo: string | null
  issuedAt: Date
  /** A draft's mark (DRAFT_MARKS); absent or null for an issued letter. */
  draft?: string | null
}

/** "MYR 4,000.00" stays on one line: the space after a currency code before a number glues. */
const CURRENCY_SPACE = /\b([A-Z]{3}) (?=\d)/g

export function letterLayout(source: LetterSource): LetterLayout {
  const filled = fillPlaceholders(sanitizeDelta(source.template), source.values)
  const body = {
    ops: filled.ops.map((op) =>
      typeof op.insert === 'string'
        ? { ...op, insert: op.insert.replace(CURRENCY_SPACE, '$1\u00a0') }
        : op
    ),
  }
  return {
    title: source.title,
    logo: source.logo,
    blocks: deltaBlocks(body),
    issuedAt: source.issuedAt,
    draft: source.draft ?? null,
  }
}
