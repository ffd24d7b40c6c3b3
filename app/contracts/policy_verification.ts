import type { Option } from '#contracts/list'
import { permissionGroups, type Permission } from '#permissions/catalogue'

/**
 * Policy verification (issue 33, PRODUCT.md "Policy verification"), shared by the server and the
 * pages: the fields an insurer's form may ask for, the states of a request, and what an
 * insurer's form definition holds. A pure module.
 *
 * Which fields an insurer needs is data (`verification_forms.fields`, edited in Manage ›
 * Verification forms), never seven copies of a page: a form lists the fields it asks, in its
 * order, each required or optional, with the insurer's own name for it where it differs ("Policy
 * number", "Certificate number").
 */

/** How a field is entered and stored. */
export type VerificationFieldKind = 'text' | 'date' | 'provider' | 'icd' | 'money' | 'long_text'

/**
 * Every field a form may ask, in the order a new form lists them. `inputs` are the names the
 * form posts (a provider is its id; an estimate is an amount and its currency).
 */
export const VERIFICATION_FIELDS = [
  {
    key: 'policy_number',
    label: 'Policy or certificate number',
    kind: 'text',
    inputs: ['policy_number'],
  },
  {
    key: 'member_reference',
    label: 'Member ID or passport',
    kind: 'text',
    inputs: ['member_reference'],
  },
  { key: 'member_name', label: 'Name', kind: 'text', inputs: ['member_name'] },
  { key: 'date_of_birth', label: 'Date of birth', kind: 'date', inputs: ['date_of_birth'] },
  { key: 'admission_date', label: 'Admission date', kind: 'date', inputs: ['admission_date'] },
  { key: 'provider', label: 'Provider', kind: 'provider', inputs: ['provider_id'] },
  { key: 'diagnosis', label: 'Diagnosis (ICD)', kind: 'icd', inputs: ['icd_id'] },
  {
    key: 'estimated_cost',
    label: 'Estimated cost',
    kind: 'money',
    inputs: ['estimated_cost', 'currency_code'],
  },
  { key: 'remarks', label: 'Remarks', kind: 'long_text', inputs: ['remarks'] },
] as const satisfies readonly {
  key: string
  label: string
  kind: VerificationFieldKind
  inputs: readonly string[]
}[]

export type VerificationFieldKey = (typeof VERIFICATION_FIELDS)[number]['key']

export const VERIFICATION_FIELD_KEYS: readonly VerificationFieldKey[] = VERIFICATION_FIELDS.map(
  (field) => field.key
)

/** A field as an insurer's form asks it. */
export type VerificationFormField = {
  key: VerificationFieldKey
  required: boolean
  /** The insurer's own name for it ("Certificate number"), or null for the standard one. */
  label: string | null
}

/** How long an insurer's own label may be. */
export const VERIFICATION_LABEL_MAX = 80

/** The standard field of a key. */
export function verificationField(key: VerificationFieldKey) {
  return VERIFICATION_FIELDS.find((field) => field.key === key)!
}

/** The label a form shows for one of its fields: the insurer's own, else the standard one. */
export function fieldLabel(field: VerificationFormField): string {
  return field.label ?? verificationField(field.key).label
}

/** What a new form asks until an administrator says otherwise: every field, the first three required. */
export const DEFAULT_VERIFICATION_FIELDS: VerificationFormField[] = VERIFICATION_FIELDS.map(
  (field, index) => ({ key: field.key, required: index < 3, label: null })
)

/** A request's states (PRODUCT.md: pending, verified, not covered). */
export const VERIFICATION_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'not_covered', label: 'Not covered' },
] as const satisfies readonly Option[]

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]['value']

export const VERIFICATION_STATUS_OPTIONS: Option[] = VERIFICATION_STATUSES.map((status) => ({
  ...status,
}))

/** A form's URL name: lower-case letters, digits and dashes ("allied-bankers"). */
export const VERIFICATION_SLUG = /^[a-z][a-z0-9-]{0,39}$/

/**
 * Slugs no form may take: the paths of the Verify Policy group's own pages
 * (/verify-policy/requests, /verify-policy/lookup/…, /verify-policy/forms/…).
 */
export const RESERVED_SLUGS: readonly string[] = ['requests', 'lookup', 'forms']

/** "allied-bankers" → "Allied Bankers": the SPEC insurers' names, from their permission. */
export function insurerNameOfSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ')
}

/**
 * The insurers SPEC.md names (§2 verify-policy.{insurer}.form, §6 verify-{insurer}): one per
 * permission of the catalogue's Verify group, its slug and name read from the permission. Their
 * routes are made from this list (start/routes/verify_policy.ts) and the menu, so a permission added to the
 * catalogue is an insurer with its route and menu permission.
 */
export const SPEC_INSURERS = permissionGroups.verify.map((permission) => {
  const slug = permission.slice('verify-'.length)
  return { slug, name: insurerNameOfSlug(slug), permission }
})

/** The permission SPEC.md gives the insurer of this slug, if it names one. */
export function specPermissionOf(slug: string): Permission | null {
  return SPEC_INSURERS.find((insurer) => insurer.slug === slug)?.permission ?? null
}

/**
 * A form's page: an insurer SPEC.md names at its own route (`/verify-policy/allied-bankers`),
 * one added as data at `/verify-policy/forms/<slug>`.
 */
export function verificationFormPath(slug: string): string {
  return specPermissionOf(slug) ? `/verify-policy/${slug}` : `/verify-policy/forms/${slug}`
}
