import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { document, heading, strong, type Line } from '#database/seeders/reference/delta_builder'
import { moneyText } from '#contracts/money'
import { documentDay } from '#contracts/date_text'
import { fieldLabel, type VerificationFormField } from '#contracts/policy_verification'
import { entityLogo, type DocumentLetter } from './document_letters.js'
import { letterLayout } from './letter_layout.js'
import type { LetterDocument, TransmissionRow } from '#services/transmissions'

type Client = TransactionClientContract | typeof db

/**
 * Where an insurer's verification requests go (issue 33): the members of its form's
 * verification email group (Manage › Verification forms). A refusal in plain words says what to
 * set, and where, when there is nobody.
 */
export async function verificationRecipients(
  client: Client,
  formId: number
): Promise<{ recipients: string[]; refusal: null } | { recipients: null; refusal: string }> {
  const form: {
    name: string
    group_name: string | null
    group_addresses: string[] | null
  } | null = await client
    .from('verification_forms')
    .leftJoin('email_groups', (join) => {
      join
        .on('email_groups.id', 'verification_forms.email_group_id')
        .andOnNull('email_groups.deleted_at')
    })
    .where('verification_forms.id', formId)
    .select(
      'verification_forms.name',
      'email_groups.name as group_name',
      'email_groups.addresses as group_addresses'
    )
    .first()
  if (!form) return { recipients: null, refusal: 'The insurer’s form no longer exists.' }
  if (form.group_name === null) {
    return {
      recipients: null,
      refusal: `${form.name} has no verification email group; choose one in Manage › Verification forms.`,
    }
  }
  if (!form.group_addresses?.length) {
    return {
      recipients: null,
      refusal: `The email group ${form.group_name} has no addresses; add them in Manage › Email groups.`,
    }
  }
  return { recipients: [...new Set(form.group_addresses)], refusal: null }
}

interface VerificationFacts {
  id: number
  number: string
  status: string
  asked: VerificationFormField[]
  policy_number: string | null
  member_reference: string | null
  member_name: string | null
  date_of_birth: Date | null
  admission_date: Date | null
  provider_name: string | null
  provider_city: string | null
  icd_code: string | null
  icd_title: string | null
  estimated_cost: string | null
  currency_code: string | null
  remarks: string | null
  created_at: Date
  insurer: string
  case_number: string | null
  operations_email: string | null
  center_name: string
  first_name: string | null
  last_name: string | null
  entity_id: number | null
  entity_name: string | null
  entity_legal_name: string | null
  entity_address: string | null
  entity_city: string | null
  entity_phone: string | null
  entity_email: string | null
}

/** The company's default business entity (Manage › GOP settings): who asks on its letterhead. */
const ISSUER_ID = `(SELECT (value #>> '{}')::int FROM settings
  WHERE key = 'gop_default_business_entity_id' AND jsonb_typeof(value) = 'number')`

/** A stored multi-line text (an address) on one line of the letter. */
const oneLine = (text: string | null) => (text ?? '').trim().replaceAll(/\s*\n\s*/g, ', ')
const joined = (separator: string, ...parts: (string | null)[]) =>
  parts
    .map(oneLine)
    .filter((part) => part !== '')
    .join(separator)

/** One asked field's answer as the letter prints it; '—' when it was left empty. */
function answerOf(facts: VerificationFacts, field: VerificationFormField): string {
  const answers: Record<VerificationFormField['key'], string | null> = {
    policy_number: facts.policy_number,
    member_reference: facts.member_reference,
    member_name: facts.member_name,
    date_of_birth: facts.date_of_birth ? documentDay(facts.date_of_birth) : null,
    admission_date: facts.admission_date ? documentDay(facts.admission_date) : null,
    provider: facts.provider_name ? joined(', ', facts.provider_name, facts.provider_city) : null,
    diagnosis: facts.icd_code ? `${facts.icd_code} ${facts.icd_title ?? ''}`.trim() : null,
    estimated_cost:
      facts.estimated_cost === null ? null : moneyText(facts.currency_code, facts.estimated_cost),
    remarks: facts.remarks,
  }
  const answer = answers[field.key]
  return answer === null || answer.trim() === '' ? '—' : oneLine(answer)
}

/** Read through the caller's client (the preview's, the send job's). */
async function verificationFacts(client: Client, id: number): Promise<VerificationFacts | null> {
  return client
    .from('policy_verifications as v')
    .join('verification_forms as form', 'form.id', 'v.verification_form_id')
    .join('centers', 'centers.id', 'v.center_id')
    .leftJoin('cases', 'cases.id', 'v.case_id')
    .leftJoin('providers', 'providers.id', 'v.provider_id')
    .leftJoin('icds', 'icds.id', 'v.icd_id')
    .leftJoin('users', 'users.id', 'v.created_by_id')
    .joinRaw(`LEFT JOIN business_entities AS entity ON entity.id = ${ISSUER_ID}`)
    .where('v.id', id)
    .select(
      'v.id',
      'v.number',
      'v.status',
      'v.asked',
      'v.policy_number',
      'v.member_reference',
      'v.member_name',
      'v.date_of_birth',
      'v.admission_date',
      'providers.name as provider_name',
      'providers.city as provider_city',
      'icds.code as icd_code',
      'icds.title as icd_title',
      'v.estimated_cost',
      'v.currency_code',
      'v.remarks',
      'v.created_at',
      'form.name as insurer',
      'cases.number as case_number',
      'centers.operations_email',
      'centers.name as center_name',
      'users.first_name',
      'users.last_name',
      'entity.id as entity_id',
      'entity.name as entity_name',
      'entity.legal_name as entity_legal_name',
      'entity.address as entity_address',
      'entity.city as entity_city',
      'entity.phone as entity_phone',
      'entity.email as entity_email'
    )
    .first()
}

/** Who asks: the entity's name, address and how to reach it. */
function letterhead(facts: VerificationFacts): Line[] {
  if (!facts.entity_name) return []
  const lines: Line[] = [heading(facts.entity_name, 2)]
  for (const text of [
    joined(', ', facts.entity_address, facts.entity_city),
    joined(' · ', facts.entity_phone, facts.entity_email),
  ]) {
    if (text) lines.push([[text]])
  }
  return lines
}

/**
 * A verification request's letter (issue 33), written by the letters' layout and renderers (the
 * PDF and its preview come from the same layout): on the company's letterhead, to the insurer,
 * its number, date and our case, then each field its form asked, in the form's order and under
 * the insurer's own names, and where to answer. What it says is read from the request as it was
 * made (its `asked` fields and answers), so one request always gives the same letter.
 */
export async function verificationLetter(
  client: Client,
  id: number,
  logoOf: (entityId: number) => Promise<string | null> = (entity) => entityLogo(client, entity)
): Promise<DocumentLetter | null> {
  const facts = await verificationFacts(client, id)
  if (!facts) return null
  const requester = [facts.first_name, facts.last_name].filter(Boolean).join(' ') || null
  const replyTo = facts.operations_email ?? facts.entity_email
  const body: Line[] = [
    ...letterhead(facts),
    [[]],
    [['REQUEST FOR POLICY VERIFICATION'], { header: 1, align: 'center' }],
    [[strong('Number: '), facts.number]],
    [[strong('Date: '), documentDay(facts.created_at)]],
    [[strong('To: '), facts.insurer]],
    ...(facts.case_number ? ([[[strong('Our case: '), facts.case_number]]] satisfies Line[]) : []),
    [[]],
    [['Dear Sir or Madam,']],
    [
      [
        'Please confirm whether the policy below is in force and covers the member for the care described, and give us your reference.',
      ],
    ],
    [[]],
    ...facts.asked.map((field): Line => [
      [strong(`${fieldLabel(field)}: `), answerOf(facts, field)],
    ]),
    [[]],
    [
      replyTo
        ? ['Please reply to ', strong(replyTo), ' quoting ', strong(facts.number), '.']
        : ['Please reply quoting ', strong(facts.number), '.'],
    ],
    [[]],
    [['Yours faithfully,']],
    [[]],
    ...(requester ? ([[[requester]]] satisfies Line[]) : []),
    [[`${facts.center_name} operations`]],
    ...(facts.entity_name
      ? ([
          [[`For and on behalf of ${facts.entity_legal_name || facts.entity_name}`]],
        ] satisfies Line[])
      : []),
  ]
  const layout = letterLayout({
    title: facts.number,
    template: document(body),
    values: {},
    logo: facts.entity_id === null ? null : await logoOf(facts.entity_id),
    issuedAt: facts.created_at,
  })
  return {
    layout,
    filename: `${facts.number}.pdf`,
    text: [
      'Dear Sir or Madam,',
      '',
      `Please find attached our request ${facts.number} to verify the policy of ${facts.member_name ?? 'our member'}${facts.case_number ? ` for our case ${facts.case_number}` : ''}.`,
      '',
      'Yours faithfully,',
      ...[requester, facts.entity_legal_name || facts.entity_name].filter((line) => line !== null),
    ].join('\n'),
  }
}

async function numberOf(client: Client, id: number) {
  const row: { number: string } | null = await client
    .from('policy_verifications')
    .where('id', id)
    .select('number')
    .first()
  return row?.number ?? `Verification #${id}`
}

/** How a verification request's transmissions are written and recorded (app/services/transmissions.ts). */
export const verificationLetterDocument: LetterDocument = {
  noun: 'Verification',
  subjectType: 'policy_verification',
  letter: (transmission: TransmissionRow) => verificationLetter(db, transmission.document_id),
  async delivered(trx, transmission, at) {
    await trx
      .from('policy_verifications')
      .where('id', transmission.document_id)
      .update({ sent_at: at, sent_to: transmission.recipients, updated_at: at })
    return numberOf(trx, transmission.document_id)
  },
  label: (client, transmission) => numberOf(client, transmission.document_id),
}

/** The e-mail's subject: what it is, its number and the member it is about. */
export function verificationSubject(number: string, member: string) {
  return `Policy verification ${number} — ${member.replace(/\s+/g, ' ').trim()}`
}
