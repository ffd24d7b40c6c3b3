/**
 * The provider option lists of SPEC.md §3. A pure module: the validator, the list's filters, the
 * demo seeder and the provider pages read the same values and labels.
 */

/**
 * SPEC.md names 14 of its 30 provider types (the first 13 here and "Others"); the other 16 are
 * ours, the kinds of supplier a medical and travel assistance company pays (docs/decisions.md).
 * "Others" stays last so the dropdown reads from the specific to the catch-all.
 */
export const PROVIDER_TYPES = [
  { value: 'doctor', label: 'Doctor' },
  { value: 'nurse', label: 'Nurse' },
  { value: 'dentist', label: 'Dentist' },
  { value: 'hospital', label: 'Hospital' },
  { value: 'clinic', label: 'Clinic' },
  { value: 'ground-ambulance', label: 'Ground ambulance' },
  { value: 'air-ambulance', label: 'Air ambulance' },
  { value: 'laboratory', label: 'Laboratory' },
  { value: 'pharmacy', label: 'Pharmacy' },
  { value: 'legal', label: 'Legal' },
  { value: 'interpreter', label: 'Interpreter' },
  { value: 'assistance-company', label: 'Assistance company' },
  { value: 'courier-service', label: 'Courier service' },
  { value: 'specialist', label: 'Specialist' },
  { value: 'physiotherapist', label: 'Physiotherapist' },
  { value: 'psychologist', label: 'Psychologist' },
  { value: 'optician', label: 'Optician' },
  { value: 'medical-center', label: 'Medical center' },
  { value: 'imaging-center', label: 'Imaging center' },
  { value: 'rehabilitation-center', label: 'Rehabilitation center' },
  { value: 'nursing-home', label: 'Nursing home' },
  { value: 'blood-bank', label: 'Blood bank' },
  { value: 'medical-escort', label: 'Medical escort' },
  { value: 'funeral-services', label: 'Repatriation and funeral services' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'car-rental', label: 'Car rental' },
  { value: 'travel-agency', label: 'Travel agency' },
  { value: 'security-services', label: 'Security services' },
  { value: 'translation-agency', label: 'Translation agency' },
  { value: 'others', label: 'Others' },
] as const

/**
 * SPEC.md §3/§4 provider statuses, in the order a provider usually moves through them; a
 * black-listed provider cannot receive a new GOP (PRODUCT.md).
 */
export const PROVIDER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'preferred', label: 'Preferred' },
  { value: 'audited', label: 'Audited' },
  { value: 'validated', label: 'Validated' },
  { value: 'black-listed', label: 'Black listed' },
] as const

export type ProviderType = (typeof PROVIDER_TYPES)[number]['value']
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number]['value']

export const PROVIDER_TYPE_VALUES: readonly ProviderType[] = PROVIDER_TYPES.map(
  (type) => type.value
)
export const PROVIDER_STATUS_VALUES: readonly ProviderStatus[] = PROVIDER_STATUSES.map(
  (status) => status.value
)

/** 'ground-ambulance' → 'Ground ambulance'; an unknown value as it is. */
export function providerTypeLabel(value: string): string {
  return PROVIDER_TYPES.find((type) => type.value === value)?.label ?? value
}

/** 'black-listed' → 'Black listed'; an unknown value as it is. */
export function providerStatusLabel(value: string): string {
  return PROVIDER_STATUSES.find((status) => status.value === value)?.label ?? value
}

/**
 * A provider as its pickers list it (the case form's, a GOP's, a charge slip's): the label, its
 * status (a black-listed one is marked in the list and warned about the moment it is chosen)
 * and its billing currency (a new GOP's).
 */
export type ProviderPick = {
  value: string
  label: string
  /** A PROVIDER_STATUSES value. */
  status: string
  currency_code: string | null
}

/** A provider's contact people at most: more than this is a directory, not a provider record. */
export const MAX_PROVIDER_CONTACTS = 20
