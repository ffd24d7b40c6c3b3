import { likeTerm } from '#queries/like_term'

/*
 * How the members list and the member pickers search (pure: the bench builds its raw SQL from
 * it too). A member is found by the start of their name in either order or of their policy
 * number. Each branch is a range of one "C"-collated index (migration 1764000000021), so even a
 * one-letter search on a million members reads only its matches.
 */

/**
 * What a search box holds, as the stored search keys hold names and policy numbers: lower case,
 * single spaces, no commas ("Tan, Wei" finds "tan wei ming").
 */
export function memberSearchKey(term: string) {
  return term.toLowerCase().replaceAll(',', ' ').replace(/\s+/g, ' ').trim()
}

/**
 * The search as alternatives, one per index: the start of "last first", of "first last", or of
 * the policy number. Null for an empty search.
 */
export function memberSearchBranches(term: string) {
  const key = memberSearchKey(term)
  if (!key) return null
  const prefix = `${likeTerm(key)}%`
  return ['members.name_key', 'members.first_name_key', 'members.policy_key'].map((column) => ({
    column,
    sql: `${column} LIKE ?`,
    bindings: [prefix],
  }))
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
