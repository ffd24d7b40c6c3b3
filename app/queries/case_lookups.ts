import db from '@adonisjs/lucid/services/db'
import { CLIENT_TYPES } from '#contracts/client_types'
import { isoDate } from '#contracts/iso_timestamp'
import { programStanding, programStatusLabel } from '#contracts/program_statuses'
import {
  MAX_PROVIDER_CONTACTS,
  providerStatusLabel,
  providerTypeLabel,
  type ProviderStatus,
} from '#contracts/provider_options'
import { isRecordId } from '#validators/rules/record_id'
import type {
  ClientInfo,
  CreatedCaseMember,
  IncidentTypeScripts,
  ProgramInfo,
  ProviderInfo,
} from '#contracts/case_lookups'
import type { RichTextDelta } from '#rich_text/sanitize_delta'
import { memberStanding } from '#contracts/member_standing'

/*
 * The case form's info popups (SPEC.md §2: client info, program type info, provider info): what
 * an agent on the phone needs to see about a record without leaving the form. Each reads one live
 * row by its primary key and only the columns the popup shows, so a popup costs an index read
 * whatever the tables hold. A trashed or unknown id is null (the route answers 404).
 */

const dayOrNull = (value: Date | null) => (value ? isoDate(value) : null)

/** The member's client: who they are, how to reach them, how they are billed. */
export async function clientInfo(id: number): Promise<ClientInfo | null> {
  if (!isRecordId(id)) return null
  const row: {
    id: number
    code: string
    name: string
    client_type: string
    contact_name: string | null
    email: string | null
    phone: string | null
    website: string | null
    city: string | null
    country: string
    billing_currency_code: string
    payment_terms_days: number
    is_enabled: boolean
  } | null = await db
    .from('clients')
    .join('countries', 'countries.id', 'clients.country_id')
    .where('clients.id', id)
    .whereNull('clients.deleted_at')
    .select(
      'clients.id',
      'clients.code',
      'clients.name',
      'clients.client_type',
      'clients.contact_name',
      'clients.email',
      'clients.phone',
      'clients.website',
      'clients.city',
      'countries.name as country',
      'clients.billing_currency_code',
      'clients.payment_terms_days',
      'clients.is_enabled'
    )
    .first()
  if (!row) return null
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: CLIENT_TYPES.find((type) => type.value === row.client_type)?.label ?? row.client_type,
    status: row.is_enabled ? 'enabled' : 'disabled',
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    city: row.city,
    country: row.country,
    billing_currency: row.billing_currency_code,
    payment_terms_days: row.payment_terms_days,
  }
}

/**
 * The program and its type: what the type covers (its description) and the program's own terms
 * as the data holds them (coverage summary, validity, status as it stands today). Programs carry
 * no money limits yet; the coverage summary is where a contract's limits are written.
 */
export async function programInfo(id: number): Promise<ProgramInfo | null> {
  if (!isRecordId(id)) return null
  const row: {
    id: number
    code: string
    name: string
    status: string
    coverage_summary: string | null
    valid_from: Date
    valid_to: Date | null
    client: string
    type_name: string
    type_description: string | null
  } | null = await db
    .from('programs')
    .join('clients', 'clients.id', 'programs.client_id')
    // A trashed type still names what the live program was sold as.
    .join('program_types', 'program_types.id', 'programs.program_type_id')
    .where('programs.id', id)
    .whereNull('programs.deleted_at')
    .select(
      'programs.id',
      'programs.code',
      'programs.name',
      'programs.status',
      'programs.coverage_summary',
      'programs.valid_from',
      'programs.valid_to',
      'clients.name as client',
      'program_types.name as type_name',
      'program_types.description as type_description'
    )
    .first()
  if (!row) return null
  const validFrom = isoDate(row.valid_from)
  const validTo = dayOrNull(row.valid_to)
  const standing = programStanding({ status: row.status, valid_from: validFrom, valid_to: validTo })
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    client: row.client,
    type: { name: row.type_name, description: row.type_description },
    coverage_summary: row.coverage_summary,
    valid_from: validFrom,
    valid_to: validTo,
    status: standing,
    status_label: programStatusLabel(standing),
  }
}

/**
 * A provider as an agent must see it before sending a member there: its status first (a
 * black-listed provider gets no GOP, a pending one is not validated yet), then how to reach it
 * and its contact people. Providers have no column for why they were black-listed; their notes
 * are where staff write it, so the notes come along.
 */
export async function providerInfo(id: number): Promise<ProviderInfo | null> {
  if (!isRecordId(id)) return null
  const row: {
    id: number
    code: string
    name: string
    provider_type: string
    status: ProviderStatus
    address: string | null
    city: string | null
    state: string | null
    country: string
    phone: string | null
    email: string | null
    website: string | null
    notes: string | null
  } | null = await db
    .from('providers')
    .join('countries', 'countries.id', 'providers.country_id')
    .leftJoin('states', 'states.id', 'providers.state_id')
    .where('providers.id', id)
    .whereNull('providers.deleted_at')
    .select(
      'providers.id',
      'providers.code',
      'providers.name',
      'providers.provider_type',
      'providers.status',
      'providers.address',
      'providers.city',
      'states.name as state',
      'countries.name as country',
      'providers.phone',
      'providers.email',
      'providers.website',
      'providers.notes'
    )
    .first()
  if (!row) return null
  const contacts: {
    name: string
    position: string | null
    phone: string | null
    email: string | null
  }[] = await db
    .from('provider_contacts')
    .where('provider_id', row.id)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(MAX_PROVIDER_CONTACTS)
    .select('name', 'position', 'phone', 'email')
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: providerTypeLabel(row.provider_type),
    status: row.status,
    status_label: providerStatusLabel(row.status),
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    notes: row.notes,
    contacts,
  }
}

/**
 * A member as the case form's search finds one (app/resources/cases.ts lookUpCaseMembers): what
 * the new-member dialog hands the form once the member is created, so the form takes it as if
 * it had been found.
 */
export async function caseMember(id: number): Promise<CreatedCaseMember | null> {
  if (!isRecordId(id)) return null
  const row: {
    id: number
    first_name: string
    last_name: string
    policy_number: string
    date_of_birth: Date
    client_id: number
    client: string
    program_id: number | null
    program: string | null
    policy_valid_from: Date | null
    policy_valid_to: Date | null
    principal_member_id: number | null
    relationship: string
  } | null = await db
    .from('members')
    .join('clients', 'clients.id', 'members.client_id')
    .leftJoin('programs', 'programs.id', 'members.program_id')
    .where('members.id', id)
    .whereNull('members.deleted_at')
    .select(
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.policy_number',
      'members.date_of_birth',
      'members.client_id',
      'clients.name as client',
      'members.program_id',
      'programs.name as program',
      'members.policy_valid_from',
      'members.policy_valid_to',
      'members.principal_member_id',
      'members.relationship'
    )
    .first()
  if (!row) return null
  return {
    id: row.id,
    name: `${row.last_name}, ${row.first_name}`,
    policy_number: row.policy_number,
    date_of_birth: isoDate(row.date_of_birth),
    client_id: row.client_id,
    client: row.client,
    program_id: row.program_id,
    program: row.program,
    policy_valid_from: dayOrNull(row.policy_valid_from),
    policy_valid_to: dayOrNull(row.policy_valid_to),
    ...memberStanding(row.principal_member_id, row.relationship),
  }
}

/** How many scripts one type's panel shows: a type has one or a few; never a page of hundreds. */
export const MAX_TYPE_SCRIPTS = 20

/**
 * The call scripts an agent reads for an incident type (Manage › Incident scripts), for the
 * panel beside the case form: the type's live, enabled scripts by title (the
 * incident_scripts_type_index range), with their bodies. A trashed or unknown type is null.
 */
export async function incidentTypeScripts(typeId: number): Promise<IncidentTypeScripts | null> {
  if (!isRecordId(typeId)) return null
  const type: { id: number; name: string } | null = await db
    .from('incident_types')
    .where('id', typeId)
    .whereNull('deleted_at')
    .select('id', 'name')
    .first()
  if (!type) return null
  const scripts: { id: number; title: string; body: RichTextDelta }[] = await db
    .from('incident_scripts')
    .where('incident_type_id', typeId)
    .whereNull('deleted_at')
    .where('is_enabled', true)
    .orderBy('title')
    .orderBy('id')
    .limit(MAX_TYPE_SCRIPTS)
    .select('id', 'title', 'body')
  return { incident_type: { id: type.id, name: type.name }, scripts }
}
