import db from '@adonisjs/lucid/services/db'
import type { VerificationStatus } from '#contracts/policy_verification'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'

/** The live form of an insurer, by slug. */
export async function formOf(slug: string) {
  const form: {
    id: number
    slug: string
    name: string
    permission: string
    client_id: number | null
    email_group_id: number | null
    fields: { key: string; required: boolean; label: string | null }[]
  } = await db.from('verification_forms').where('slug', slug).whereNull('deleted_at').firstOrFail()
  return form
}

/** The form's requests go to one address of its own (a fresh email group). */
export async function formReachable(slug: string, address = 'verify@insurer.test') {
  const form = await formOf(slug)
  const [group]: { id: number }[] = await db
    .insertQuery()
    .table('email_groups')
    .insert({
      name: `Verify ${slug} ${Math.random().toString(36).slice(2, 8)}`,
      addresses: [address],
      created_at: new Date(),
    })
    .returning('id')
  await db.from('verification_forms').where('id', form.id).update({ email_group_id: group.id })
  return form
}

let sequence = 0

/**
 * A request written as the app writes one, in a state, on a new case of the center (or on the
 * member of one alone: `onCase: false`), on the insurer's form.
 */
export async function insertVerification(
  code: string,
  options: {
    status?: VerificationStatus
    slug?: string
    onCase?: boolean
    caseId?: number
    createdById?: number
    createdAt?: Date
  } = {}
) {
  const form = await formOf(options.slug ?? 'allied-bankers')
  const caseId = options.caseId ?? (await caseIn(code, 'active'))
  const owner: { member_id: number; center_id: number } = await db
    .from('cases')
    .where('id', caseId)
    .firstOrFail()
  const status = options.status ?? 'pending'
  sequence += 1
  const [row]: { id: number }[] = await db
    .insertQuery()
    .table('policy_verifications')
    .insert({
      center_id: owner.center_id ?? (await centerId(code)),
      case_id: options.onCase === false ? null : caseId,
      member_id: owner.member_id,
      verification_form_id: form.id,
      client_id: form.client_id,
      number: `VER-${code}-2026-9${String(sequence).padStart(5, '0')}-${Math.random().toString(36).slice(2, 6)}`,
      status,
      asked: JSON.stringify(form.fields),
      policy_number: 'POL-TEST-1',
      member_name: 'Test Member',
      insurer_reference: status === 'verified' ? 'REF-1' : null,
      answer_remarks: status === 'not_covered' ? 'Excluded' : null,
      answered_at: status === 'pending' ? null : new Date(),
      created_by_id: options.createdById ?? null,
      created_at: options.createdAt ?? new Date(),
      updated_at: options.createdAt ?? new Date(),
    })
    .returning('id')
  return { id: row.id, caseId }
}
