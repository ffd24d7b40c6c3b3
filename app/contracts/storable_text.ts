/**
 * Text PostgreSQL refuses outright, failing the whole statement: a NUL character (`text` and
 * `jsonb` cannot hold U+0000), and a lone UTF-16 surrogate (half of a pair, which has no UTF-8
 * form: "invalid byte sequence for encoding UTF8"; in JSON, "unsupported Unicode escape
 * sequence"). In `u` mode a well-formed pair is one code point, so `\p{Cs}` matches only the
 * lone halves. Pure, so the server's validators and rich-text sanitiser and the browser share it.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|\p{Cs}/u
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE_ALL = /\u0000|\p{Cs}/gu

/** True when the text can be sent to PostgreSQL as is (no NUL, no lone surrogate). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value)
}

/**
 * The text without NUL characters and with each lone surrogate replaced by U+FFFD, as a UTF-8
 * decoder would show it. For input that is cleaned rather than refused: search terms and pasted
 * rich text, where a message would help nobody.
 */
export function storableText(value: string): string {
  return value.replace(UNSTORABLE_ALL, (match) => (match === '\u0000' ? '' : '\uFFFD'))
}
