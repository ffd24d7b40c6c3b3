import { likeTerm } from '#queries/like_term'

/*
 * How the members list and the member pickers search (pure: the bench builds its raw SQL from
 * it too). A member is found by the start of their name in either order, or by any part of
 * their policy number ("102109" finds ZURICH-MY-102109). Each branch is a range of one index:
 * the names and the policy number's start on "C"-collated btrees (migration 1764000000021), so
 * even a one-letter search on a million members reads only its matches; a part of the policy
 * number on its trigram index (migration 1764000000050).
 */

/**
 * What a search box holds, as the stored search keys hold names and policy numbers: lower case,
 * single spaces, no commas ("Tan, Wei" finds "tan wei ming").
 */
export function memberSearchKey(term: string) {
  return term.toLowerCase().replaceAll(',', ' ').replace(/\s+/g, ' ').trim()
}

/**
 * Whether a trigram index can answer `LIKE '%key%'`: pg_trgm takes its trigrams from runs of
 * letters and digits, so a key with no run of three ("p-0", "12") has none, and the index
 * would be read whole. Such a key is still found at the policy number's start.
 */
function hasTrigram(key: string) {
  return /[\p{L}\p{N}]{3}/u.test(key)
}

/**
 * The search as alternatives, one per index: the start of "last first", of "first last", or of
 * the policy number, and a part of the policy number where the key has a trigram. Null for an
 * empty search.
 */
export function memberSearchBranches(term: string) {
  const key = memberSearchKey(term)
  if (!key) return null
  const prefix = `${likeTerm(key)}%`
  const branches = ['members.name_key', 'members.first_name_key', 'members.policy_key'].map(
    (column) => ({ column, sql: `${column} LIKE ?`, bindings: [prefix] })
  )
  if (!hasTrigram(key)) return branches
  return [
    ...branches,
    { column: 'members.policy_key', sql: 'members.policy_key LIKE ?', bindings: [`%${prefix}`] },
  ]
}

/** The search's WHERE clause (the branches' OR) and its bindings, or null for an empty search. */
export function memberSearchClause(term: string) {
  const branches = memberSearchBranches(term)
  if (!branches) return null
  return {
    sql: `(${branches.map((branch) => branch.sql).join(' OR ')})`,
    bindings: branches.flatMap((branch) => branch.bindings),
  }
}
