/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likeTerm(term: string) {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`)
}
