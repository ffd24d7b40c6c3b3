/**
 * What the new-member dialog starts with, from what was typed in the member search before the
 * agent found nobody: a term with a digit is a policy number; "Tan, Mei Ling" is last name, first
 * name; other words are read as the search reads names ("last first", the order the matches are
 * shown in), so "Tan Mei Ling" fills Tan and Mei Ling. The agent sees both fields and corrects
 * them; nothing is guessed that is not shown.
 */
export type NewMemberPrefill = { first_name: string; last_name: string; policy_number: string }

export function newMemberPrefill(term: string): NewMemberPrefill {
  const typed = term.replace(/\s+/g, ' ').trim()
  const empty = { first_name: '', last_name: '', policy_number: '' }
  if (!typed) return empty
  if (/\d/.test(typed)) return { ...empty, policy_number: typed }
  const comma = typed.indexOf(',')
  if (comma >= 0) {
    return {
      ...empty,
      last_name: typed.slice(0, comma).trim(),
      first_name: typed.slice(comma + 1).trim(),
    }
  }
  const [last, ...first] = typed.split(' ')
  return { ...empty, last_name: last, first_name: first.join(' ') }
}
