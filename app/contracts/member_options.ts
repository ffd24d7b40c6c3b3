/**
 * The member option lists of SPEC.md §3, word for word as labels (genders capitalised). A pure
 * module: the validator, the list filters and the member pages read the same values and labels.
 */
export const MEMBER_TITLES = [
  { value: 'mr', label: 'Mr.' },
  { value: 'ms', label: 'Ms.' },
  { value: 'mrs', label: 'Mrs.' },
] as const

/** SPEC.md's values; labels capitalised like every other option list. */
export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const

/** Relationship to member: a principal is "Self"; a dependant names how they relate to them. */
export const RELATIONSHIPS = [
  { value: 'self', label: 'Self' },
  { value: 'father', label: 'Father' },
  { value: 'mother', label: 'Mother' },
  { value: 'sister', label: 'Sister' },
  { value: 'brother', label: 'Brother' },
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
  { value: 'relatives', label: 'Relatives' },
  { value: 'friend', label: 'Friend' },
  { value: 'no_relation', label: 'No Relation' },
] as const

export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'na', label: 'NA' },
] as const

type Values<T extends readonly { value: string }[]> = T[number]['value']

export type MemberTitle = Values<typeof MEMBER_TITLES>
export type Gender = Values<typeof GENDERS>
export type Relationship = Values<typeof RELATIONSHIPS>
export type ContactMethod = Values<typeof CONTACT_METHODS>

export const valuesOf = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as Values<T>[]

/** The label of a value in one of the lists; an unknown value as it is, null as empty. */
export function optionLabel(
  list: readonly { value: string; label: string }[],
  value: string | null
) {
  if (value === null) return ''
  return list.find((item) => item.value === value)?.label ?? value
}
