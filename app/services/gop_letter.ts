import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { groupedAmount } from '#contracts/money'
import db from '@adonisjs/lucid/services/db'
import { documentDay } from '#contracts/date_text'
import { calendarDayIn } from '#contracts/calendar_days'
import { MEMBER_TITLES } from '#contracts/member_options'
import type { RichTextDelta } from '#rich_text/sanitize_delta'

type Client = TransactionClientContract | typeof db

const titleLabel = (value: string | null) =>
  MEMBER_TITLES.find((title) => title.value === value)?.label ?? ''

interface LetterFacts {
  member_title: string | null
  member_first_name: string
  member_last_name: string
  member_date_of_birth: Date
  member_nationality: string | null
  member_id_number: string | null
  member_policy_number: string
  case_number: string
  case_incident_date: Date | null
  diagnosis: string | null
  client_name: string | null
  program_name: string | null
  provider_name: string
  provider_address: string | null
  provider_city: string | null
  provider_email: string | null
  provider_phone: string | null
  gop_number: string
  gop_revision: number
  gop_amount: string
  gop_currency: string
  gop_services_covered: string | null
  gop_admission_date: Date | null
  gop_valid_until: Date | null
  gop_remarks: string | null
  entity_name: string
  entity_address: string | null
  entity_city: string | null
  entity_phone: string | null
  entity_email: string | null
  center_time_zone: string
}

const joinedText = (...parts: (string | null)[]) =>
  parts.filter((part) => part && part.trim() !== '').join(', ')

/**
 * Every placeholder of a GOP letter (app/contracts/gop_placeholders.ts), filled from the GOP as
 * it stands, its case, member, provider and issuer, in one statement. `agent` is who issues it
 * (approves or revises), `today` the day on the case center's clock.
 */
export async function gopLetterValues(
  client: Client,
  gopId: number,
  agent: { firstName: string; lastName: string },
  now: Date = new Date()
): Promise<Record<string, string>> {
  const facts: LetterFacts | null = await client
    .from('gops')
    .join('cases', 'cases.id', 'gops.case_id')
    .join('centers', 'centers.id', 'gops.center_id')
    .join('members', 'members.id', 'cases.member_id')
    .join('providers', 'providers.id', 'gops.provider_id')
    .join('business_entities', 'business_entities.id', 'gops.business_entity_id')
    .where('gops.id', gopId)
    .select(
      'members.title as member_title',
      'members.first_name as member_first_name',
      'members.last_name as member_last_name',
      'members.date_of_birth as member_date_of_birth',
      db.raw(
        `(SELECT coalesce(nullif(countries.nationality, ''), countries.name) FROM countries
          WHERE countries.id = members.nationality_id) AS member_nationality`
      ),
      'members.id_number as member_id_number',
      'members.policy_number as member_policy_number',
      'cases.number as case_number',
      'cases.incident_date as case_incident_date',
      db.raw(
        `(SELECT icds.code || ' ' || icds.title FROM case_diagnoses
          JOIN icds ON icds.id = case_diagnoses.icd_id
          WHERE case_diagnoses.case_id = cases.id AND case_diagnoses.deleted_at IS NULL
          ORDER BY case_diagnoses.is_primary DESC, case_diagnoses.id LIMIT 1) AS diagnosis`
      ),
      db.raw(
        '(SELECT clients.name FROM clients WHERE clients.id = cases.client_id) AS client_name'
      ),
      db.raw(
        '(SELECT programs.name FROM programs WHERE programs.id = cases.program_id) AS program_name'
      ),
      'providers.name as provider_name',
      'providers.address as provider_address',
      'providers.city as provider_city',
      'providers.email as provider_email',
      'providers.phone as provider_phone',
      'gops.number as gop_number',
      'gops.revision as gop_revision',
      'gops.amount as gop_amount',
      'gops.currency_code as gop_currency',
      'gops.services_covered as gop_services_covered',
      'gops.admission_date as gop_admission_date',
      'gops.valid_until as gop_valid_until',
      'gops.remarks as gop_remarks',
      'business_entities.name as entity_name',
      'business_entities.address as entity_address',
      'business_entities.city as entity_city',
      'business_entities.phone as entity_phone',
      'business_entities.email as entity_email',
      'centers.time_zone as center_time_zone'
    )
    .first()
  if (!facts) throw new Error(`There is no GOP ${gopId}`)
  const fullName = [titleLabel(facts.member_title), facts.member_first_name, facts.member_last_name]
    .filter(Boolean)
    .join(' ')
  return {
    'member.full_name': fullName,
    'member.date_of_birth': documentDay(facts.member_date_of_birth),
    'member.nationality': facts.member_nationality ?? '',
    'member.id_number': facts.member_id_number ?? '',
    'member.policy_number': facts.member_policy_number,
    'case.number': facts.case_number,
    'case.incident_date': documentDay(facts.case_incident_date),
    'case.diagnosis': facts.diagnosis ?? '',
    'client.name': facts.client_name ?? '',
    'program.name': facts.program_name ?? '',
    'provider.name': facts.provider_name,
    'provider.address': joinedText(facts.provider_address, facts.provider_city),
    'provider.email': facts.provider_email ?? '',
    'provider.phone': facts.provider_phone ?? '',
    'gop.number': facts.gop_number,
    'gop.revision': String(facts.gop_revision),
    'gop.amount': groupedAmount(facts.gop_amount),
    'gop.currency': facts.gop_currency,
    'gop.services_covered': facts.gop_services_covered ?? '',
    'gop.admission_date': documentDay(facts.gop_admission_date),
    'gop.valid_until': documentDay(facts.gop_valid_until),
    'gop.remarks': facts.gop_remarks ?? '',
    'business_entity.name': facts.entity_name,
    'business_entity.address': joinedText(facts.entity_address, facts.entity_city),
    'business_entity.phone': facts.entity_phone ?? '',
    'business_entity.email': facts.entity_email ?? '',
    'agent.full_name': `${agent.firstName} ${agent.lastName}`.trim(),
    'today': documentDay(calendarDayIn(facts.center_time_zone, now)),
  }
}

/** Why a GOP has no letter: nothing to write it from. */
export const NO_LETTER_TEMPLATE =
  'There is no GOP letter template for this provider, its issuer or the company; choose one in Manage › GOP settings first.'

/** A letter template: its id (null for the built-in default) and its document. */
export interface LetterTemplate {
  id: number | null
  body: RichTextDelta
}

/**
 * The template a GOP's letter is written from (issue 15): the one chosen on the GOP, else the
 * provider's, else the issuing entity's, else the company default of Manage › GOP settings; each
 * only while it is live and enabled. Null when none is (the built-in letter applies).
 */
export async function gopLetterTemplate(
  client: Client,
  gop: { gop_template_id: number | null; provider_id: number; business_entity_id: number }
): Promise<LetterTemplate | null> {
  const usable = (id: number | null) =>
    id === null
      ? Promise.resolve(null)
      : (client
          .from('gop_templates')
          .where('id', id)
          .whereNull('deleted_at')
          .where('is_enabled', true)
          .select('id', 'body')
          .first() as Promise<LetterTemplate | null>)
  const partyTemplate = async (table: 'providers' | 'business_entities', id: number) => {
    const party: { gop_template_id: number | null } | null = await client
      .from(table)
      .where('id', id)
      .select('gop_template_id')
      .first()
    return party?.gop_template_id ?? null
  }
  // Read through the caller's client (inside a transition's transaction, or a seeder's), never
  // the per-process cache: on the embedded database a second connection would wait for the
  // transaction that holds the only backend.
  const companyDefault = async () => {
    const setting: { value: unknown } | null = await client
      .from('settings')
      .where('key', 'gop_default_template_id')
      .select('value')
      .first()
    return typeof setting?.value === 'number' ? setting.value : null
  }
  const candidates = [
    () => gop.gop_template_id,
    () => partyTemplate('providers', gop.provider_id),
    () => partyTemplate('business_entities', gop.business_entity_id),
    companyDefault,
  ]
  for (const candidate of candidates) {
    const template = await usable(await candidate())
    if (template) return template
  }
  return null
}
