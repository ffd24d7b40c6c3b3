import { plainTextOf, type RichTextDelta } from './sanitize_delta.js'

/**
 * `{{ path.to.value }}` placeholders in rich-text documents (GOP letters). Pure, so the editor's
 * live preview and the server's letter rendering fill a template the same way.
 */

const TOKEN = /\{\{\s*([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*)\s*\}\}/g
/** Anything that starts like a placeholder, to catch `{{ Member Name }}` and unclosed ones. */
const LOOSE = /\{\{[^{}\n]{0,40}\}?\}?/g
const EXACT = new RegExp(`^${TOKEN.source}$`)

export interface PlaceholderReport {
  /** Every well-formed placeholder key in the document, in order of appearance. */
  keys: string[]
  /** Well-formed placeholders whose key is not in the catalogue. */
  unknown: string[]
  /** Text that looks like a placeholder but is not one (`{{Member name}}`, `{{member.name`). */
  malformed: string[]
  /** Placeholders broken across formatting runs (half bold): they could not be filled. */
  split: string[]
}

function keysIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1])
}

/** What a document's placeholders are, judged against the keys a template may use. */
export function inspectPlaceholders(
  delta: RichTextDelta,
  known: ReadonlySet<string>
): PlaceholderReport {
  const text = plainTextOf(delta)
  const keys = keysIn(text)
  const malformed = [...text.matchAll(LOOSE)]
    .map((match) => match[0])
    .filter((candidate) => !EXACT.test(candidate))
  // A placeholder is filled only when it lies inside one text insert; the document's text may
  // hold more of them than the inserts do when one is split by formatting.
  const whole = delta.ops.flatMap((op) => (typeof op.insert === 'string' ? keysIn(op.insert) : []))
  const remaining = [...whole]
  const split: string[] = []
  for (const key of keys) {
    const index = remaining.indexOf(key)
    if (index === -1) split.push(key)
    else remaining.splice(index, 1)
  }
  const unique = (values: string[]) => [...new Set(values)]
  return {
    keys,
    unknown: unique(keys.filter((key) => !known.has(key))),
    malformed: unique(malformed),
    split: unique(split),
  }
}

/** The document with each known placeholder replaced by its value; unknown ones stay as typed. */
export function fillPlaceholders(
  delta: RichTextDelta,
  values: Readonly<Record<string, string>>
): RichTextDelta {
  return {
    ops: delta.ops.map((op) =>
      typeof op.insert === 'string'
        ? {
            ...op,
            insert: op.insert.replace(TOKEN, (token, key: string) =>
              Object.hasOwn(values, key) ? values[key] : token
            ),
          }
        : op
    ),
  }
}
