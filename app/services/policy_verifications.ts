import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { AuthorizationResponse, errors } from '@adonisjs/bouncer'
import { Exception } from '@adonisjs/core/exceptions'
import PolicyVerification from '#models/policy_verification'
import PolicyVerificationTransformer, {
  type PlainPolicyVerification,
} from '#transformers/policy_verification_transformer'
import { permissionGroups, type Permission } from '#permissions/catalogue'
import type { Actor } from '#services/actor'
import { createRecord, WriteRefused } from '#services/record_store'
import { centeredStore } from '#resources/scope'
import { CLOSED_CASE_REFUSAL } from '#resources/case_parent'
import { VERIFICATION_COLUMNS, verificationScope } from '#resources/policy_verifications'
import { fieldErrors } from '#policies/change_policy'
import { allocateVerificationNumber } from '#services/case_number'
import { isoDate } from '#contracts/iso_timestamp'
import { providerPicks } from '#queries/provider_lookup'
import {
  VERIFICATION_FIELDS,
  fieldLabel,
  verificationField,
  type VerificationFormField,
} from '#contracts/policy_verification'
import type { policyVerificationValidator } from '#validators/policy_verification'

/**
 * Policy verification's operations (issue 33), each in the project's shape: found or 404,
 * authorized (403 in plain words), the state guarded inside one transaction with its
 * activity-log row, side effects after the commit (the PDF's send is the workflow's, through the
 * outbox: app/workflows/policy_verification_workflow.ts).
 */

export type VerificationInput = Infer<(typeof policyVerificationValidator)['schema']>

const notFound = () => new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })

const refuse = (message: string) =>
  new errors.E_AUTHORIZATION_FAILURE(AuthorizationResponse.deny(message))

/** An insurer's form as its page and its requests read it. */
export interface FoundForm {
  id: number
  slug: string
  name: string
  client_id: number | null
  permission: Permission
  fields: VerificationFormField[]
  instructions: string | null
}

/** The live form of this slug, or 404 (a form in the trash asks nothing). */
export async function findForm(slug: unknown): Promise<FoundForm> {
  if (typeof slug !== 'string' || !/^[a-z][a-z0-9-]{0,39}$/.test(slug)) throw notFound()
  const form: FoundForm | null = await db
    .from('verification_forms')
    .where('slug', slug)
    .whereNull('deleted_at')
    .select('id', 'slug', 'name', 'client_id', 'permission', 'fields', 'instructions')
    .first()
  if (!form) throw notFound()
  return form
}

/** 403 unless the actor holds the form's Verify permission (SPEC.md §6). */
export function authorizeForm(actor: Actor, form: Pick<FoundForm, 'permission' | 'name'>) {
  if (!actor.permissions.has(form.permission)) {
    throw refuse(`You do not have permission to verify policies with ${form.name}.`)
  }
}

/** 403 unless the actor may verify with at least one insurer (the center's list, the lookups). */
export function authorizeVerifying(actor: Actor) {
  if (!permissionGroups.verify.some((permission) => actor.permissions.has(permission))) {
    throw refuse('You do not have permission to verify policies.')
  }
}

/**
 * 403 unless the actor may see this request: who may verify with its insurer, or, for a request
 * on a case, who may open the case (its Verifications tab lists it).
 */
export function authorizeReading(
  actor: Actor,
  row: { permission: string; case_id: number | null }
) {
  if (actor.permissions.has(row.permission as Permission)) return
  if (row.case_id !== null && actor.permissions.has('view-case')) return
  throw refuse('You do not have permission to open this verification request.')
}

/** One request as its page shows it (the lists' own columns and transformer), or 404. */
export async function readVerification(id: number) {
  const row: PlainPolicyVerification | null = await PolicyVerification.query()
    .where('policy_verifications.id', id)
    .select(VERIFICATION_COLUMNS)
    .pojo<PlainPolicyVerification>()
    .first()
  if (!row) throw notFound()
  return new PolicyVerificationTransformer(row).toObject()
}

/** The model attributes of each field's input. */
const ATTRIBUTES: Record<VerificationFormField['key'], (input: VerificationInput) => object> = {
  policy_number: (input) => ({ policyNumber: input.policy_number ?? null }),
  member_reference: (input) => ({ memberReference: input.member_reference ?? null }),
  member_name: (input) => ({ memberName: input.member_name ?? null }),
  date_of_birth: (input) => ({
    dateOfBirth: input.date_of_birth ? DateTime.fromJSDate(input.date_of_birth) : null,
  }),
  admission_date: (input) => ({
    admissionDate: input.admission_date ? DateTime.fromJSDate(input.admission_date) : null,
  }),
  provider: (input) => ({ providerId: input.provider_id ?? null }),
  diagnosis: (input) => ({ icdId: input.icd_id ?? null }),
  estimated_cost: (input) => ({
    estimatedCost: input.estimated_cost ?? null,
    currencyCode: input.estimated_cost ? (input.currency_code ?? null) : null,
  }),
  remarks: (input) => ({ remarks: input.remarks ?? null }),
}

/**
 * What the form asks of the input: each required field answered (else its message beside it,
 * all at once), and only the asked fields kept, so a field the insurer does not ask is never
 * sent to it.
 */
export function askedAnswers(fields: readonly VerificationFormField[], input: VerificationInput) {
  const missing: Record<string, string> = {}
  let answers: object = {}
  for (const field of fields) {
    const standard = verificationField(field.key)
    if (field.required) {
      for (const name of standard.inputs) {
        const value = (input as Record<string, unknown>)[name]
        if (value === undefined || value === null || value === '') {
          missing[name] =
            name === 'currency_code'
              ? 'Please choose the currency.'
              : `Please ${standard.kind === 'provider' || standard.kind === 'icd' ? 'choose' : 'enter'} the ${fieldLabel(field).toLowerCase()}.`
        }
      }
    }
    answers = { ...answers, ...ATTRIBUTES[field.key](input) }
  }
  fieldErrors(missing)
  return answers
}

/**
 * A new verification request (issue 33): on the form's insurer, for the case given (its member,
 * its center) or for the member given (the center the actor works in). In one transaction: the
 * case locked and refused while closed or trashed (a close racing a request ends with one
 * refused), its number from the center's counter, and its 'create' row in the activity log.
 * Not sent here: its page offers the PDF and Send.
 */
export async function requestVerification(options: {
  form: FoundForm
  input: VerificationInput
  actor: Actor
  /** The case found in the actor's scope, when the request is on a case. */
  onCase: { id: number; member_id: number; center_id: number } | null
}): Promise<PolicyVerification> {
  const { form, input, actor, onCase } = options
  const answers = askedAnswers(form.fields, input)
  const centerId = onCase?.center_id ?? actor.center?.id ?? null
  if (centerId === null) {
    throw new WriteRefused(
      'Choose the center you work in (the badge in the top bar) before asking an insurer.'
    )
  }
  let memberId = onCase?.member_id ?? null
  if (memberId === null) {
    const member = input.member_id
      ? await db.from('members').where('id', input.member_id).whereNull('deleted_at').first()
      : null
    if (!member) fieldErrors({ member_id: 'Please choose the member from the list.' })
    memberId = Number(member.id)
  }
  return createRecord(centeredStore(verificationScope), {
    actor,
    data: {
      ...answers,
      verificationFormId: form.id,
      clientId: form.client_id,
      asked: form.fields,
      status: 'pending',
      caseId: onCase?.id ?? null,
      memberId,
      createdById: actor.user?.id ?? null,
    },
    guard: async (trx) => {
      if (!onCase) return
      // NO KEY UPDATE, as every write under a case: waits for a close, holds one off.
      const { rows } = await trx.rawQuery<{
        rows: { status: string; deleted_at: Date | null }[]
      }>('SELECT status, deleted_at FROM cases WHERE id = ? FOR NO KEY UPDATE', [onCase.id])
      const found = rows[0]
      if (!found || found.deleted_at)
        throw new WriteRefused('This case was moved to the trash meanwhile.')
      if (found.status === 'closed') throw new WriteRefused(CLOSED_CASE_REFUSAL)
    },
    decidedInside: async (trx) => ({
      centerId,
      number: await allocateVerificationNumber(trx, centerId),
    }),
  })
}

/** What a form page starts from: the member's and the case's facts, by the form's input names. */
export interface Prefill {
  policy_number: string | null
  member_reference: string | null
  member_name: string | null
  date_of_birth: string | null
  admission_date: string | null
  provider: { value: string; label: string; status: string; currency_code: string | null } | null
  icd: { value: string; label: string } | null
  estimated_cost: string | null
  currency_code: string | null
}

const EMPTY: Prefill = {
  policy_number: null,
  member_reference: null,
  member_name: null,
  date_of_birth: null,
  admission_date: null,
  provider: null,
  icd: null,
  estimated_cost: null,
  currency_code: null,
}

/**
 * A form opened for a member fills what is on file about them: the policy number, their ID or
 * passport, name and date of birth. Opened from a case it also fills, from the case's latest
 * guarantee not declined, the provider, the admission date and the estimate (the GOP's amount and
 * currency), and its primary diagnosis.
 */
export async function verificationPrefill(
  memberId: number | null,
  caseId: number | null
): Promise<Prefill> {
  if (memberId === null) return EMPTY
  const member: {
    first_name: string
    last_name: string
    policy_number: string
    id_number: string | null
    date_of_birth: Date
  } | null = await db
    .from('members')
    .where('id', memberId)
    .select('first_name', 'last_name', 'policy_number', 'id_number', 'date_of_birth')
    .first()
  if (!member) return EMPTY
  const prefill: Prefill = {
    ...EMPTY,
    policy_number: member.policy_number,
    member_reference: member.id_number,
    member_name: `${member.first_name} ${member.last_name}`.trim(),
    date_of_birth: isoDate(member.date_of_birth),
  }
  if (caseId === null) return prefill
  const gop: {
    provider_id: number
    amount: string
    currency_code: string
    admission_date: Date | null
  } | null = await db
    .from('gops')
    .where('case_id', caseId)
    .whereNull('deleted_at')
    .whereNot('status', 'declined')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select('provider_id', 'amount', 'currency_code', 'admission_date')
    .first()
  const diagnosis: { id: number; code: string; title: string } | null = await db
    .from('case_diagnoses')
    .join('icds', 'icds.id', 'case_diagnoses.icd_id')
    .where('case_diagnoses.case_id', caseId)
    .whereNull('case_diagnoses.deleted_at')
    .orderBy('case_diagnoses.is_primary', 'desc')
    .orderBy('case_diagnoses.id')
    .select('icds.id', 'icds.code', 'icds.title')
    .first()
  const picks = gop ? await providerPicks([gop.provider_id]) : null
  const provider = gop ? picks?.get(gop.provider_id) : undefined
  return {
    ...prefill,
    admission_date: gop?.admission_date ? isoDate(gop.admission_date) : null,
    provider: provider ?? null,
    icd: diagnosis
      ? { value: String(diagnosis.id), label: `${diagnosis.code} — ${diagnosis.title}` }
      : null,
    estimated_cost: gop?.amount ?? null,
    currency_code: gop?.currency_code ?? null,
  }
}

/** The form's fields as its page draws them: the insurer's names, required or not, in order. */
export function formFields(form: Pick<FoundForm, 'fields'>) {
  return form.fields.map((field) => {
    const standard = VERIFICATION_FIELDS.find((one) => one.key === field.key)!
    return {
      key: field.key,
      label: fieldLabel(field),
      required: field.required,
      kind: standard.kind,
    }
  })
}
