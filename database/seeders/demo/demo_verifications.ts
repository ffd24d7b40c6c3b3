import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { mailFrom } from '#config/mail'
import { allocateVerificationNumber } from '#services/case_number'
import { verificationLetter, verificationSubject } from '#services/letters/verification_letter'
import type { VerificationFormField } from '#contracts/policy_verification'

/**
 * The demo's policy verification (issue 33): each SPEC.md insurer's form linked to its demo
 * client, with a verification email group to send to, and on each insurer's handled cases some
 * requests in every state — verified (sent, answered with the insurer's reference), not covered
 * (sent, answered why), pending (sent, waiting; or not sent yet) — and one asked on a member
 * alone. Idempotent like the other demo seeders: links and groups are made once, requests only
 * while there are none.
 */

/** The demo client of each insurer SPEC.md names, and the address its verifications go to. */
const INSURERS: Record<string, { client: string; address: string }> = {
  'allied-bankers': { client: 'ABIC', address: 'verification@alliedbankers.example' },
  'hong-leong-assurance': { client: 'HLA', address: 'cover.check@hla.example' },
  'pacific-cross': { client: 'PCHI', address: 'eligibility@pacificcross.example' },
  'great-eastern': { client: 'GE-SG', address: 'travel.verify@greateastern.example' },
  'zurich': { client: 'ZURICH-MY', address: 'policy.verification@zurich-my.example' },
  'takaful-brunei': { client: 'TAKAFUL-BN', address: 'verify@takafulbrunei.example' },
  'starr-international': { client: 'STARR', address: 'asia.verification@starr.example' },
}

const HOUR = 60 * 60 * 1000

type Form = {
  id: number
  slug: string
  name: string
  client_id: number | null
  email_group_id: number | null
  fields: VerificationFormField[]
}

/** Each form's demo client and email group, where an administrator has not chosen them. */
async function linkForms(trx: TransactionClientContract, now: Date) {
  const forms: Form[] = await trx
    .from('verification_forms')
    .whereNull('deleted_at')
    .whereIn('slug', Object.keys(INSURERS))
    .select('id', 'slug', 'name', 'client_id', 'email_group_id', 'fields')
  for (const form of forms) {
    const insurer = INSURERS[form.slug]
    const changes: Record<string, unknown> = {}
    if (form.client_id === null) {
      const client: { id: number } | null = await trx
        .from('clients')
        .where('code', insurer.client)
        .whereNull('deleted_at')
        .select('id')
        .first()
      if (client) changes.client_id = client.id
    }
    const groupName = `${form.name} verification`
    const made = await trx
      .from('email_groups')
      .whereRaw('lower(name) = lower(?)', [groupName])
      .select('id')
      .first()
    if (!made && form.email_group_id === null) {
      const [group]: { id: number }[] = await trx
        .insertQuery()
        .table('email_groups')
        .insert({ name: groupName, addresses: [insurer.address], created_at: now, updated_at: now })
        .returning('id')
      changes.email_group_id = group.id
    }
    if (Object.keys(changes).length > 0) {
      await trx
        .from('verification_forms')
        .where('id', form.id)
        .update({ ...changes, updated_at: now })
    }
  }
}

type CaseFacts = {
  id: number
  center_id: number
  member_id: number
  owner_id: number | null
  opened_at: Date
  first_name: string
  last_name: string
  policy_number: string
  id_number: string | null
  date_of_birth: Date
  provider_id: number | null
  amount: string | null
  currency_code: string | null
  admission_date: Date | null
  icd_id: number | null
}

/** What the form asked, answered from the case as the form page would have filled it. */
function answers(form: Form, facts: CaseFacts) {
  const asked = new Set(form.fields.map((field) => field.key))
  const given = <T>(key: VerificationFormField['key'], value: T) => (asked.has(key) ? value : null)
  const cost = given('estimated_cost', facts.amount)
  return {
    policy_number: given('policy_number', facts.policy_number),
    member_reference: given('member_reference', facts.id_number),
    member_name: given('member_name', `${facts.first_name} ${facts.last_name}`),
    date_of_birth: given('date_of_birth', facts.date_of_birth),
    admission_date: given('admission_date', facts.admission_date),
    provider_id: given('provider', facts.provider_id),
    icd_id: given('diagnosis', facts.icd_id),
    estimated_cost: cost,
    currency_code: cost === null ? null : facts.currency_code,
    remarks: given('remarks', 'Inpatient admission through the emergency department.'),
  }
}

type Outcome = 'verified' | 'not_covered' | 'pending-sent' | 'pending'

const OUTCOMES: Outcome[] = ['verified', 'not_covered', 'pending-sent', 'pending']

/**
 * One request made as an agent would have: asked two hours into the case, sent at once (unless
 * still waiting to be sent), answered a few hours later; each step logged as the app logs it.
 */
async function makeRequest(
  trx: TransactionClientContract,
  form: Form,
  facts: CaseFacts,
  outcome: Outcome,
  options: { onCase: boolean; agentId: number; recipients: string[] | null }
) {
  const at = (hours: number) =>
    new Date(Math.min(facts.opened_at.getTime() + hours * HOUR, Date.now() - (8 - hours) * 60_000))
  const asked = at(2)
  const number = await allocateVerificationNumber(trx, facts.center_id, DateTime.fromJSDate(asked))
  const answered = outcome === 'verified' || outcome === 'not_covered'
  const sent = outcome !== 'pending' && options.recipients !== null
  const [row]: { id: number }[] = await trx
    .insertQuery()
    .table('policy_verifications')
    .insert({
      center_id: facts.center_id,
      case_id: options.onCase ? facts.id : null,
      member_id: facts.member_id,
      verification_form_id: form.id,
      client_id: form.client_id,
      number,
      status: answered ? outcome : 'pending',
      asked: JSON.stringify(form.fields),
      ...answers(form, facts),
      insurer_reference:
        outcome === 'verified' ? `${form.slug.slice(0, 3).toUpperCase()}-VR-${facts.id}` : null,
      answer_remarks:
        outcome === 'verified'
          ? 'Policy in force; inpatient cover confirmed up to the plan limit.'
          : outcome === 'not_covered'
            ? 'Pre-existing condition excluded under the policy schedule.'
            : null,
      answered_at: answered ? at(5) : null,
      answered_by_id: answered ? options.agentId : null,
      // The demo's waiting requests were reminded already, so starting it gives nobody a task.
      reminded_at: answered ? null : at(6),
      sent_at: sent ? at(2.1) : null,
      sent_to: sent ? options.recipients : [],
      created_by_id: options.agentId,
      created_at: asked,
      updated_at: answered ? at(5) : sent ? at(2.1) : asked,
    })
    .returning('id')
  const log = (action: string, created: Date, properties: Record<string, unknown>) =>
    trx
      .insertQuery()
      .table('activity_logs')
      .insert({
        user_id: options.agentId,
        center_id: facts.center_id,
        action,
        subject_type: 'policy_verification',
        subject_id: String(row.id),
        properties: JSON.stringify(properties),
        created_at: created,
      })
  await log('create', asked, { after: { number, status: 'pending' } })
  if (sent) {
    const letter = await verificationLetter(trx, row.id, async () => null)
    await trx
      .insertQuery()
      .table('transmissions')
      .insert({
        center_id: facts.center_id,
        case_id: options.onCase ? facts.id : null,
        document_type: 'policy_verification',
        document_id: row.id,
        revision: null,
        recipients: options.recipients,
        subject: verificationSubject(number, `${facts.first_name} ${facts.last_name}`),
        status: 'sent',
        attempts: 1,
        sent_at: at(2.1),
        from_address: mailFrom.address,
        from_name: mailFrom.name,
        body: letter?.text ?? null,
        attachment_names: letter ? [letter.filename] : [],
        created_by_id: options.agentId,
        created_at: at(2.05),
        updated_at: at(2.1),
      })
    await log('update', at(2.1), {
      before: { sent_at: null },
      after: { sent_at: at(2.1).toISOString(), sent_to: options.recipients },
    })
  }
  if (answered) {
    await log('transition', at(5), {
      transition: outcome === 'verified' ? 'verify' : 'not_covered',
      done: outcome === 'verified' ? 'recorded as verified' : 'recorded as not covered',
      before: { status: 'pending' },
      after: { status: outcome },
    })
  }
}

export async function seedDemoVerifications(trx: TransactionClientContract) {
  const now = new Date()
  await linkForms(trx, now)
  const [{ total }] = await trx.from('policy_verifications').count('* as total')
  if (Number(total) > 0) return
  const admin: { id: number } | null = await trx.from('users').orderBy('id').select('id').first()
  if (!admin) return
  const forms: (Form & { addresses: string[] | null })[] = await trx
    .from('verification_forms')
    .leftJoin('email_groups', 'email_groups.id', 'verification_forms.email_group_id')
    .whereNull('verification_forms.deleted_at')
    .whereNotNull('verification_forms.client_id')
    .orderBy('verification_forms.name')
    .select(
      'verification_forms.id',
      'verification_forms.slug',
      'verification_forms.name',
      'verification_forms.client_id',
      'verification_forms.email_group_id',
      'verification_forms.fields',
      'email_groups.addresses'
    )
  for (const form of forms) {
    const cases: CaseFacts[] = await trx
      .from('cases')
      .join('members', 'members.id', 'cases.member_id')
      .where('cases.client_id', form.client_id!)
      .whereNull('cases.deleted_at')
      .whereIn('cases.status', ['active', 'billing'])
      .orderBy('cases.id')
      .limit(OUTCOMES.length)
      .select(
        'cases.id',
        'cases.center_id',
        'cases.member_id',
        'cases.owner_id',
        'cases.opened_at',
        'members.first_name',
        'members.last_name',
        'members.policy_number',
        'members.id_number',
        'members.date_of_birth',
        trx.raw(`(SELECT g.provider_id FROM gops g WHERE g.case_id = cases.id
          AND g.deleted_at IS NULL ORDER BY g.id DESC LIMIT 1) AS provider_id`),
        trx.raw(`(SELECT g.amount FROM gops g WHERE g.case_id = cases.id
          AND g.deleted_at IS NULL ORDER BY g.id DESC LIMIT 1) AS amount`),
        trx.raw(`(SELECT g.currency_code FROM gops g WHERE g.case_id = cases.id
          AND g.deleted_at IS NULL ORDER BY g.id DESC LIMIT 1) AS currency_code`),
        trx.raw(`(SELECT g.admission_date FROM gops g WHERE g.case_id = cases.id
          AND g.deleted_at IS NULL ORDER BY g.id DESC LIMIT 1) AS admission_date`),
        trx.raw(`(SELECT d.icd_id FROM case_diagnoses d WHERE d.case_id = cases.id
          AND d.deleted_at IS NULL ORDER BY d.is_primary DESC, d.id LIMIT 1) AS icd_id`)
      )
    const recipients = form.addresses?.length ? form.addresses : null
    for (const [index, facts] of cases.entries()) {
      const agentId = facts.owner_id ?? admin.id
      // The last of each insurer's is asked on the member alone, without its case.
      const onCase = index < OUTCOMES.length - 1 || cases.length === 1
      await makeRequest(trx, form, facts, OUTCOMES[index], { onCase, agentId, recipients })
    }
  }
}
