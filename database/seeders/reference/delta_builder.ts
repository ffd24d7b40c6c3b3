import type { RichTextDelta, RichTextOp } from '#rich_text/sanitize_delta'

/**
 * Writes seeded rich text (GOP letters, call scripts) as lines of runs instead of raw Quill
 * Deltas, so the documents stay readable in code.
 */

/** A run of text, alone or with its formats (bold…). */
export type Run = string | [text: string, format: RichTextOp['attributes']]
/** A line: its text runs, then the line's own format (a heading, a list item). */
export type Line = [runs: Run[], format?: RichTextOp['attributes']]

export function document(lines: Line[]): RichTextDelta {
  const ops: RichTextOp[] = []
  // Neighbouring text with the same formats is one insert, as the editor writes it: a seeded
  // document then saves unchanged when nobody edits it (no spurious change in the log).
  const push = (op: RichTextOp) => {
    const last = ops.at(-1)
    const same = JSON.stringify(last?.attributes ?? null) === JSON.stringify(op.attributes ?? null)
    if (last && same && typeof last.insert === 'string' && typeof op.insert === 'string') {
      last.insert += op.insert
    } else {
      ops.push(op)
    }
  }
  for (const [runs, format] of lines) {
    for (const run of runs) {
      push(typeof run === 'string' ? { insert: run } : { insert: run[0], attributes: run[1] })
    }
    push(format ? { insert: '\n', attributes: format } : { insert: '\n' })
  }
  return { ops }
}

/** A bold run. */
export const strong = (text: string): Run => [text, { bold: true }]

/** Line shorthands. */
export const heading = (text: string, level: 1 | 2 | 3 = 2): Line => [[text], { header: level }]
export const bullet = (...runs: Run[]): Line => [runs, { list: 'bullet' }]
export const numbered = (...runs: Run[]): Line => [runs, { list: 'ordered' }]
export const para = (...runs: Run[]): Line => [runs]
