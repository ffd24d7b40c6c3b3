import { deltaBlocks, type RichTextBlock } from '#rich_text/delta_blocks'
import { fillPlaceholders, inspectPlaceholders } from '#rich_text/placeholders'
import { sanitizeDelta, type RichTextDelta, type RichTextOp } from '#rich_text/sanitize_delta'

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

/** A document's lines, each as its ops with the line break that closes it (and its formats). */
function linesOf(delta: RichTextDelta): RichTextOp[][] {
  const lines: RichTextOp[][] = []
  let line: RichTextOp[] = []
  for (const op of delta.ops) {
    if (typeof op.insert !== 'string') {
      line.push(op)
      continue
    }
    const parts = op.insert.split('\n')
    parts.forEach((text, index) => {
      if (text.length > 0) line.push({ ...op, insert: text })
      if (index < parts.length - 1) {
        line.push({ ...op, insert: '\n' })
        lines.push(line)
        line = []
      }
    })
  }
  if (line.length > 0) lines.push(line)
  return lines
}

const NO_KEYS: ReadonlySet<string> = new Set()
/** What is left of a line that only labelled its values: "Remarks:", " · ", "(", nothing. */
const LABEL_ONLY = /^(?:[\s\p{P}\p{S}]*|.*:[\s\p{P}\p{S}]*)$/su

/**
 * Whether a line only labels values that are all empty — "Remarks: {{gop.remarks}}" with no
 * remarks, "{{a}} · {{b}}" with neither — and is left out of the letter (issue 29: no bare
 * "Remarks:"). Such a line holds at least one placeholder, every placeholder on it has an empty
 * value, and its other text is punctuation or ends with a colon (a label). A line with words
 * of its own ("Costs from today are not guaranteed"), an image, or a placeholder the letter has
 * no value for (printed as typed, so the template's mistake shows) is kept.
 */
export function onlyLabelsEmptyValues(
  line: RichTextOp[],
  values: Readonly<Record<string, string>>
): boolean {
  if (line.some((op) => typeof op.insert !== 'string')) return false
  const { keys } = inspectPlaceholders({ ops: line }, NO_KEYS)
  if (keys.length === 0) return false
  if (!keys.every((key) => Object.hasOwn(values, key) && values[key].trim() === '')) return false
  const rest = fillPlaceholders({ ops: line }, Object.fromEntries(keys.map((key) => [key, ''])))
  const text = rest.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('')
  // A placeholder split across formatting runs is not filled, so its braces stay in `text`.
  return !text.includes('{{') && LABEL_ONLY.test(text.replace(/\n$/, '').trim())
}

/** The template without the lines that would only label empty values (onlyLabelsEmptyValues). */
export function withoutEmptyLines(
  template: RichTextDelta,
  values: Readonly<Record<string, string>>
): RichTextDelta {
  return {
    ops: linesOf(template)
      .filter((line) => !onlyLabelsEmptyValues(line, values))
      .flat(),
  }
}

export function letterLayout(source: LetterSource): LetterLayout {
  const filled = fillPlaceholders(
    withoutEmptyLines(sanitizeDelta(source.template), source.values),
    source.values
  )
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
