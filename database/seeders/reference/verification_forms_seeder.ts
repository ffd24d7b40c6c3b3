import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SPEC_INSURERS, type VerificationFormField } from '#contracts/policy_verification'

type Asked = [VerificationFormField['key'], 'required' | 'optional', string?]

/**
 * What each insurer SPEC.md names asks on its verification form (issue 33), as its claims desk
 * writes it: the fields in its order, required or optional, under its own name where it has one.
 * A starting point an administrator edits in Manage › Verification forms.
 */
const FORMS: Record<string, Asked[]> = {
  'allied-bankers': [
    ['policy_number', 'required', 'Policy number'],
    ['member_name', 'required', 'Insured name'],
    ['date_of_birth', 'required'],
    ['admission_date', 'required'],
    ['provider', 'required', 'Hospital'],
    ['diagnosis', 'optional'],
    ['estimated_cost', 'optional'],
    ['remarks', 'optional'],
  ],
  'hong-leong-assurance': [
    ['policy_number', 'required', 'Certificate number'],
    ['member_reference', 'required', 'NRIC or passport'],
    ['member_name', 'required'],
    ['admission_date', 'optional'],
    ['provider', 'required', 'Hospital'],
    ['diagnosis', 'required'],
    ['estimated_cost', 'required', 'Estimated bill'],
    ['remarks', 'optional'],
  ],
  'pacific-cross': [
    ['member_reference', 'required', 'Member ID'],
    ['member_name', 'required'],
    ['date_of_birth', 'required'],
    ['provider', 'optional'],
    ['diagnosis', 'optional'],
    ['remarks', 'optional'],
  ],
  'great-eastern': [
    ['policy_number', 'required'],
    ['member_name', 'required', 'Life assured'],
    ['member_reference', 'optional', 'NRIC or passport'],
    ['admission_date', 'required'],
    ['diagnosis', 'required'],
    ['estimated_cost', 'required'],
    ['remarks', 'optional'],
  ],
  'zurich': [
    ['policy_number', 'required'],
    ['member_name', 'required'],
    ['date_of_birth', 'required'],
    ['provider', 'required'],
    ['estimated_cost', 'optional'],
    ['remarks', 'optional'],
  ],
  'takaful-brunei': [
    ['policy_number', 'required', 'Certificate number'],
    ['member_reference', 'required', 'IC or passport'],
    ['member_name', 'required', 'Participant'],
    ['date_of_birth', 'optional'],
    ['admission_date', 'required'],
    ['provider', 'required'],
    ['diagnosis', 'optional'],
    ['estimated_cost', 'optional'],
    ['remarks', 'optional'],
  ],
  'starr-international': [
    ['policy_number', 'required'],
    ['member_name', 'required'],
    ['date_of_birth', 'required'],
    ['member_reference', 'optional', 'Passport number'],
    ['admission_date', 'optional'],
    ['provider', 'optional'],
    ['diagnosis', 'optional'],
    ['estimated_cost', 'required'],
    ['remarks', 'optional'],
  ],
}

/** Every standard field, the first three required: an insurer this file does not know. */
const FALLBACK: Asked[] = [
  ['policy_number', 'required'],
  ['member_name', 'required'],
  ['date_of_birth', 'required'],
  ['admission_date', 'optional'],
  ['provider', 'optional'],
  ['diagnosis', 'optional'],
  ['estimated_cost', 'optional'],
  ['remarks', 'optional'],
]

export function specFormFields(slug: string): VerificationFormField[] {
  return (FORMS[slug] ?? FALLBACK).map(([key, need, label]) => ({
    key,
    required: need === 'required',
    label: label ?? null,
  }))
}

/**
 * The verification forms of the insurers SPEC.md names (§2, §6), so each Verify Policy route has
 * its form from the first start. A form is made once, when its insurer has none (live or in the
 * trash): an administrator's edits, or removal, are not overruled on the next start.
 */
export async function seedVerificationForms(trx: TransactionClientContract) {
  const existing: { slug: string }[] = await trx.from('verification_forms').select('slug')
  const made = new Set(existing.map((row) => row.slug))
  const now = new Date()
  const missing = SPEC_INSURERS.filter((insurer) => !made.has(insurer.slug))
  if (missing.length === 0) return
  await trx
    .insertQuery()
    .table('verification_forms')
    .multiInsert(
      missing.map((insurer) => ({
        slug: insurer.slug,
        name: insurer.name,
        permission: insurer.permission,
        fields: JSON.stringify(specFormFields(insurer.slug)),
        created_at: now,
        updated_at: now,
      }))
    )
}
