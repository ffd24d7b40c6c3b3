/*
 * How the ICD list searches (pure: the benches build their raw SQL and the bare floor from it
 * too, outside a booted app).
 */

/** A term shaped like an ICD code or its start: "S72", "s72.0", "S7200", "T78.40XA". */
const CODE_LIKE = /^[a-z][0-9][0-9a-z]?(\.?[0-9a-z]{0,4})?$/i

/**
 * A code-shaped term matches code prefixes (with or without the dot) through the `code_key`
 * pattern index; every other term matches titles holding every word as a prefix ("pneum fract")
 * through the full-text index. Keeping them apart keeps both on their index.
 */
export function icdSearchClause(
  term: string
): { kind: 'code' | 'words'; sql: string; binding: string } | null {
  const trimmed = term.trim()
  if (CODE_LIKE.test(trimmed)) {
    return {
      kind: 'code',
      sql: 'code_key LIKE ?',
      binding: `${trimmed.toUpperCase().replace('.', '')}%`,
    }
  }
  const words = trimmed.toLowerCase().match(/[a-z0-9]+/g) ?? []
  if (words.length === 0) return null
  return {
    kind: 'words',
    sql: `title_search @@ to_tsquery('simple', ?)`,
    binding: words.map((word) => `${word}:*`).join(' & '),
  }
}

/**
 * A title search with at most this many matches reads them all and sorts them. Left to itself,
 * PostgreSQL walks the sort index and tests each row until it has a page, which is quick when
 * matches are spread out but reads most of the table when they sit together late in the order
 * ("poisoning": 3k matches, nearly all T codes: 30-45 ms). Reading and sorting costs under a
 * microsecond a match (10k: ~8 ms); above that the walk, which then meets matches early in
 * most searches, is kept.
 */
export const SORT_ICD_MATCHES_UP_TO = 10_000
