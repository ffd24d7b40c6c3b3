import type { Option } from '#contracts/list'
import {
  CONTACT_METHODS,
  RELATIONSHIPS,
  valuesOf,
  type ContactMethod,
  type Relationship,
} from '#contracts/member_options'

/**
 * The case option lists of SPEC.md §3 and §4. A pure module: the validator, the list's filters,
 * the factories, the demo seeder and the case pages read the same values and labels. The
 * values are also written into the cases table's CHECK constraints (migration 026), which
 * tests/functional/cases/case_schema.spec.ts keeps in step with this file.
 *
 * Labels: where SPEC.md writes a list in lower case ("pending, active…", "first caller…") the
 * label is capitalised like every other option list (provider statuses, payment methods); where
 * it writes labels (the outcomes, the feedback lists) they are word for word.
 */

type Values<T extends readonly { value: string }[]> = T[number]['value']

/** A fresh, mutable copy: list capabilities and form props take `Option[]`. */
const optionsOf = (list: readonly Option[]): Option[] =>
  list.map(({ value, label }) => ({ value, label }))

/** SPEC.md §4, in the order a case moves through them (PRODUCT.md "Cases"). */
export const CASE_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'billing', label: 'Billing' },
  { value: 'closed', label: 'Closed' },
] as const
export type CaseStatus = Values<typeof CASE_STATUSES>
export const CASE_STATUS_VALUES: readonly CaseStatus[] = valuesOf(CASE_STATUSES)
export const CASE_STATUS_OPTIONS: Option[] = optionsOf(CASE_STATUSES)

/** PRODUCT.md names a priority without a list; ours, from the least to the most pressing. */
export const CASE_PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const
export type CasePriority = Values<typeof CASE_PRIORITIES>
export const CASE_PRIORITY_VALUES: readonly CasePriority[] = valuesOf(CASE_PRIORITIES)
export const CASE_PRIORITY_OPTIONS: Option[] = optionsOf(CASE_PRIORITIES)

/** SPEC.md §3 "Caller type". */
export const CALLER_TYPES = [
  { value: 'first-caller', label: 'First caller' },
  { value: 'family-of-member', label: 'Family of member' },
  { value: 'provider', label: 'Provider' },
  { value: 'client', label: 'Client' },
] as const
export type CallerType = Values<typeof CALLER_TYPES>
export const CALLER_TYPE_VALUES: readonly CallerType[] = valuesOf(CALLER_TYPES)
export const CALLER_TYPE_OPTIONS: Option[] = optionsOf(CALLER_TYPES)

/**
 * The caller's relationship to the member and preferred contact method are the members' lists
 * (SPEC.md §3 has one of each): app/contracts/member_options.ts owns them.
 */
export const CALLER_RELATIONSHIPS = RELATIONSHIPS
export type CallerRelationship = Relationship
export const CALLER_RELATIONSHIP_VALUES: readonly CallerRelationship[] = valuesOf(RELATIONSHIPS)
export const CALLER_RELATIONSHIP_OPTIONS: Option[] = optionsOf(RELATIONSHIPS)

export const CALLER_CONTACT_METHODS = CONTACT_METHODS
export type CallerContactMethod = ContactMethod
export const CALLER_CONTACT_METHOD_VALUES: readonly CallerContactMethod[] =
  valuesOf(CONTACT_METHODS)
export const CALLER_CONTACT_METHOD_OPTIONS: Option[] = optionsOf(CONTACT_METHODS)

/** SPEC.md §3 "Case outcome", word for word; an outcome is required to close (PRODUCT.md). */
export const CASE_OUTCOMES = [
  { value: 'successful', label: 'Successful' },
  { value: 'cancelled-patient-passed-away', label: 'Cancelled - Patient passed away' },
  { value: 'cancelled-self-arranged', label: 'Cancelled - Self arranged' },
  { value: 'cancelled-lost-to-competitor', label: 'Cancelled - Lost to Competitor' },
  { value: 'cancelled-financial', label: 'Cancelled - Financial' },
  { value: 'cancelled-quotation-only', label: 'Cancelled - Quotation ONLY' },
] as const
export type CaseOutcome = Values<typeof CASE_OUTCOMES>
export const CASE_OUTCOME_VALUES: readonly CaseOutcome[] = valuesOf(CASE_OUTCOMES)
export const CASE_OUTCOME_OPTIONS: Option[] = optionsOf(CASE_OUTCOMES)

/** SPEC.md §3 "Feedback type" (the case's feedback tab). */
export const FEEDBACK_TYPES = [
  { value: 'compliment', label: 'Compliment' },
  { value: 'complaint', label: 'Complaint' },
] as const
export type FeedbackType = Values<typeof FEEDBACK_TYPES>
export const FEEDBACK_TYPE_VALUES: readonly FeedbackType[] = valuesOf(FEEDBACK_TYPES)
export const FEEDBACK_TYPE_OPTIONS: Option[] = optionsOf(FEEDBACK_TYPES)

/** SPEC.md §3 "Feedback contact channel". */
export const FEEDBACK_CHANNELS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'other', label: 'Other' },
] as const
export type FeedbackChannel = Values<typeof FEEDBACK_CHANNELS>
export const FEEDBACK_CHANNEL_VALUES: readonly FeedbackChannel[] = valuesOf(FEEDBACK_CHANNELS)
export const FEEDBACK_CHANNEL_OPTIONS: Option[] = optionsOf(FEEDBACK_CHANNELS)

/** SPEC.md §3 "Feedback source": who gave it. */
export const FEEDBACK_SOURCES = [
  { value: 'user', label: 'User' },
  { value: 'client', label: 'Client' },
  { value: 'provider', label: 'Provider' },
] as const
export type FeedbackSource = Values<typeof FEEDBACK_SOURCES>
export const FEEDBACK_SOURCE_VALUES: readonly FeedbackSource[] = valuesOf(FEEDBACK_SOURCES)
export const FEEDBACK_SOURCE_OPTIONS: Option[] = optionsOf(FEEDBACK_SOURCES)
