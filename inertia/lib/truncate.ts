export const ELLIPSIS = '…'

/**
 * Cuts text to at most `maxChars` characters, trims the trailing whitespace left by the cut and
 * adds an ellipsis (SPEC.md §9). Without `maxChars`, or when the text fits, it is returned as is.
 * Line breaks are kept; render the result with `toLines` so they show as breaks.
 */
export function truncate(text: string | null | undefined, maxChars?: number): string {
  const value = text ?? ''
  if (maxChars === undefined || maxChars < 0 || value.length <= maxChars) return value
  return `${value.slice(0, maxChars).trimEnd()}${ELLIPSIS}`
}

/**
 * Splits text on any line break (\n, \r\n, \r) so a view can put a <br> between the lines
 * without injecting HTML.
 */
export function toLines(text: string | null | undefined): string[] {
  return (text ?? '').split(/\r\n|\r|\n/)
}

/** Truncates, then splits into lines: what a preview renders. */
export function truncateToLines(text: string | null | undefined, maxChars?: number): string[] {
  return toLines(truncate(text, maxChars))
}
