import type { Option } from '#contracts/list'

/**
 * The sections an incident type adds to the case form (issue 13: "which sections a type's form
 * has is data on the incident type, editable in Manage › incident types"). A pure module: the
 * Manage editor, its validator, the case form, the case's validator and its view read it.
 *
 * A section's fields are answered on the case (`cases.details`, one flat object keyed by the
 * field's `key`). Keys are made once from the label and kept when the label is renamed, so the
 * answers given before stay attached; they are unique across a type's sections.
 */

export const CASE_FIELD_KINDS = [
  { value: 'text', label: 'Short text' },
  { value: 'long_text', label: 'Long text' },
  { value: 'date', label: 'Date' },
  { value: 'number', label: 'Number' },
  { value: 'choice', label: 'Choice from a list' },
  { value: 'yes_no', label: 'Yes or no' },
  { value: 'yes_no_pending_na', label: 'Yes, no, pending or NA' },
  { value: 'month', label: 'Month (01–12)' },
  { value: 'provider', label: 'Provider' },
  { value: 'country', label: 'Country' },
] as const
export type CaseFieldKind = (typeof CASE_FIELD_KINDS)[number]['value']
export const CASE_FIELD_KIND_VALUES: readonly CaseFieldKind[] = CASE_FIELD_KINDS.map(
  (kind) => kind.value
)
export const CASE_FIELD_KIND_OPTIONS: Option[] = CASE_FIELD_KINDS.map(({ value, label }) => ({
  value,
  label,
}))

/** SPEC.md §3 "Yes/No/Pending/NA", word for word: an answer not known yet, or not applicable. */
export const YES_NO_PENDING_NA: readonly Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'pending', label: 'Pending' },
  { value: 'na', label: 'NA' },
]

/** SPEC.md §3 "months 01-12", as it writes them (a card's or a document's expiry month). */
export const MONTHS: readonly Option[] = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0')
  return { value: month, label: month }
})

/**
 * The choices a kind brings itself (SPEC.md §3's lists), stored as their values: the editor
 * asks for no list, the form offers these, the validator takes only these.
 */
export const KIND_CHOICES: Partial<Record<CaseFieldKind, readonly Option[]>> = {
  yes_no_pending_na: YES_NO_PENDING_NA,
  month: MONTHS,
}

export type CaseFormField = {
  /** `admitted_on`: the answer's key in `cases.details`. */
  key: string
  label: string
  kind: CaseFieldKind
  required: boolean
  /** The list a `choice` field offers (empty for the other kinds). */
  choices: string[]
  /** A line under the field. */
  hint: string | null
}

export type CaseFormSection = {
  key: string
  title: string
  /** Shown only when the case is marked an evacuation or repatriation. */
  evacuation_only: boolean
  fields: CaseFormField[]
}

/**
 * A case's answers: text and dates as strings, numbers, yes/no as booleans, ids as numbers, a
 * kind's own list (Yes/No/Pending/NA, a month) as the choice's value.
 */
export type CaseDetails = Record<string, string | number | boolean>

/** One answer as the case's page shows it. */
export type CaseDetailAnswer = {
  key: string
  label: string
  /** The answer in words: "Yes", "Bangkok Hospital (BKH)", "2026-11-20" (the page formats dates). */
  value: string
  kind: CaseFieldKind | 'earlier'
  /** A provider answer's id, for its info popup and its status. */
  provider_id: number | null
  /** A provider answer's warning: black-listed, not validated. */
  flag: string | null
}

/** The case's answers by section as its page shows them, with the answers no section shows. */
export type CaseDetailsView = {
  sections: { key: string; title: string; answers: CaseDetailAnswer[] }[]
  /** Answers to fields the type's form no longer shows (kept, never dropped). */
  earlier: CaseDetailAnswer[]
}

/** How much one type's form may hold: enough for any real form, never a page of thousands. */
export const CASE_FORM_LIMITS = {
  sections: 12,
  fieldsPerSection: 20,
  choices: 30,
  title: 80,
  label: 80,
  choice: 80,
  hint: 200,
  /** The answers themselves. */
  text: 500,
  longText: 5000,
} as const

/** The largest number a `number` field takes (a cost, a distance, a count of escorts). */
export const CASE_NUMBER_MAX = 1_000_000_000

/**
 * `Admitted on (date)` → `admitted_on_date`: the key a new field or section is given, made once
 * from its label; `field` when the label has no letters or digits to make one from.
 */
export function keyFromLabel(label: string, fallback = 'field'): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '')
  return /^[a-z]/.test(key) ? key : key ? `${fallback}_${key}`.slice(0, 40) : fallback
}

/** The keys the forms accept: lower-case letters, digits and underscores, starting with a letter. */
export const CASE_FORM_KEY = /^[a-z][a-z0-9_]{0,39}$/

/** The sections a case shows: the evacuation-only ones only on an evacuation or repatriation. */
export function sectionsFor(
  sections: readonly CaseFormSection[],
  isEvacuation: boolean
): CaseFormSection[] {
  return sections.filter((section) => isEvacuation || !section.evacuation_only)
}
