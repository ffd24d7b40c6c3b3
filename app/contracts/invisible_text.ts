/**
 * Characters that show nothing themselves but change how the text around them reads: the
 * bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and marks (U+200E,
 * U+200F, U+061C), and the zero-width ones (U+200B–200D, the word joiner and invisible operators
 * U+2060–2064, U+FEFF, U+180E, the soft hyphen U+00AD). "rtl-\u202Efdp.exe" is shown as
 * "rtl-exe.pdf": a name or an address holding one may read as something it is not. Pure, so the
 * server's rules and the browser share it.
 */
/** Their character class, written as both JavaScript's and PostgreSQL's regular expressions read it. */
export const INVISIBLE_CHARACTERS_CLASS =
  '[\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff]'
const INVISIBLE = new RegExp(INVISIBLE_CHARACTERS_CLASS, 'u')
const INVISIBLE_ALL = new RegExp(INVISIBLE_CHARACTERS_CLASS, 'gu')

/** True when the text holds a character that is not shown but changes how the rest reads. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text)
}

/** The text without them: what remains is what a reader sees, in the order it is stored. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_ALL, '')
}

/**
 * The text with each of them written out ("a@x\u202E.io" → "a@x[U+202E].io"), for a message that
 * quotes what was sent without being spoofed by it.
 */
export function showingInvisibleCharacters(text: string): string {
  return text.replace(
    INVISIBLE_ALL,
    (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`
  )
}
