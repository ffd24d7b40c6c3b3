import type {
  RichTextDelta,
  RichTextInlineAttributes,
  RichTextLineAttributes,
} from './sanitize_delta.js'

/**
 * A stored Delta read as lines and blocks, the shape every renderer needs (the React view, the
 * HTML used in e-mails and PDFs). Quill keeps line formats on the `\n` that closes a line and
 * character formats on the text, so this is the one place that walks that encoding.
 */

export type RichTextInline =
  | { type: 'text'; text: string; attributes: RichTextInlineAttributes }
  | { type: 'image'; src: string; attributes: RichTextInlineAttributes }

export interface RichTextLine {
  inlines: RichTextInline[]
  attributes: RichTextLineAttributes
}

/** Consecutive list lines form one list and consecutive code lines one code block, as in Quill. */
export type RichTextBlock =
  | { type: 'line'; line: RichTextLine }
  | { type: 'list'; items: RichTextLine[] }
  | { type: 'code'; lines: RichTextLine[] }

const INLINE_KEYS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
  'color',
  'background',
] as const
const LINE_KEYS = ['header', 'list', 'blockquote', 'code-block', 'align', 'indent'] as const

function pick<T extends object, K extends keyof T>(source: T | undefined, keys: readonly K[]) {
  const picked: Partial<Pick<T, K>> = {}
  for (const key of keys) {
    if (source?.[key] !== undefined) picked[key] = source[key]
  }
  return picked
}

/** Splits a (sanitised) document into lines; text after the last `\n` forms a final line. */
export function deltaLines(delta: RichTextDelta): RichTextLine[] {
  const lines: RichTextLine[] = []
  let inlines: RichTextInline[] = []
  for (const op of delta.ops) {
    const inlineAttributes: RichTextInlineAttributes = pick(op.attributes, INLINE_KEYS)
    if (typeof op.insert !== 'string') {
      inlines.push({ type: 'image', src: op.insert.image, attributes: inlineAttributes })
      continue
    }
    const parts = op.insert.split('\n')
    parts.forEach((text, index) => {
      if (text.length > 0) inlines.push({ type: 'text', text, attributes: inlineAttributes })
      // Every part but the last was followed by a `\n`, which closes the line with its formats.
      if (index < parts.length - 1) {
        lines.push({ inlines, attributes: pick(op.attributes, LINE_KEYS) })
        inlines = []
      }
    })
  }
  if (inlines.length > 0) lines.push({ inlines, attributes: {} })
  return lines
}

/** Groups lines into the blocks a renderer emits. */
export function deltaBlocks(delta: RichTextDelta): RichTextBlock[] {
  const blocks: RichTextBlock[] = []
  for (const line of deltaLines(delta)) {
    const previous = blocks.at(-1)
    if (line.attributes['code-block']) {
      if (previous?.type === 'code') previous.lines.push(line)
      else blocks.push({ type: 'code', lines: [line] })
    } else if (line.attributes.list) {
      if (previous?.type === 'list') previous.items.push(line)
      else blocks.push({ type: 'list', items: [line] })
    } else {
      blocks.push({ type: 'line', line })
    }
  }
  return blocks
}
