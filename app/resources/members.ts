import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { versionOf } from '#services/edit_version'
import db from '@adonisjs/lucid/services/db'
import Member from '#models/member'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { memberValidator } from '#validators/member'
import {
  CONTACT_METHODS,
  GENDERS,
  MEMBER_TITLES,
  RELATIONSHIPS,
  optionLabel,
} from '#contracts/member_options'
import type { Option } from '#contracts/list'
import type { ListContext } from '#queries/list_query'
import { memberSearchBranches, memberSearchClause } from '#queries/member_search'
import { liveRowCount } from '#queries/live_row_count'
import { clientOptions, countryOptions, plainRowOf } from '#resources/shared'
import { readSettings } from '#services/settings'
import { needs } from '#resources/registry_references'
import type { CaseTab } from '#resources/registry_tabs'
import MemberTransformer, {
  type PlainMember,
  type PrincipalSummary,
  type PlainMemberRecord,
} from '#transformers/member_transformer'

export type MemberRow = ReturnType<MemberTransformer['toObject']>

/** How many dependants a principal's page lists; the total is told beside them. */
const DEPENDANTS_SHOWN = 50

const isoDay = (value: DateTime | null) => (value ? value.toISODate() : null)

/** The detail page and edit form. */
function toDetail(member: Member) {
  return new MemberTransformer(plainRowOf<PlainMemberRecord>(member)).forDetail()
}

/** Applies the member search (app/queries/member_search.ts) to a list or picker query. */
function searchMembers(
  query: { whereRaw(sql: string, bindings: string[]): unknown },
  term: string
) {
  const clause = memberSearchClause(term)
  if (clause) query.whereRaw(clause.sql, clause.bindings)
}

/** Live programs as filter and form options, each knowing its client for the form. */
async function programOptions(): Promise<(Option & { client_id: string })[]> {
  const rows: { id: number; client_id: number; code: string; name: string }[] = await db
    .from('programs')
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .select('id', 'client_id', 'code', 'name')
  return rows.map((row) => ({
    value: String(row.id),
    label: `${row.name} (${row.code})`,
    client_id: String(row.client_id),
  }))
}

/**
 * Live countries as nationality options: the demonym the countries table holds ("Malaysian"),
 * or the country's name where it has none. Sorted as shown.
 */
async function nationalityOptions(): Promise<Option[]> {
  const rows: { id: number; label: string }[] = await db
    .from('countries')
    .whereNull('deleted_at')
    .select('id', db.raw(`coalesce(nullif(nationality, ''), name) as label`))
    .orderBy('label')
    .orderBy('id')
  return rows.map((row) => ({ label: row.label, value: String(row.id) }))
}

/**
 * "Tan, Wei Ming · P-1001 · 03 Feb 1980": how a member is picked from a list, the day in General
 * settings' date format (luxon reads the same tokens: app/contracts/date_formats.ts).
 */
function summaryLabel(
  row: { first_name: string; last_name: string; policy_number: string; date_of_birth: Date },
  dateFormat: string
) {
  const born = DateTime.fromJSDate(row.date_of_birth).toFormat(dateFormat, { locale: 'en-GB' })
  return `${row.last_name}, ${row.first_name} · ${row.policy_number} · ${born}`
}

/**
 * The principal-member picker: up to 10 live principals (not dependants) matching a name or
 * policy number, optionally of one client. Served by the same indexes as the list.
 */
export async function lookUpPrincipals(term: string, clientId: number | null) {
  const query = db
    .from('members')
    .whereNull('deleted_at')
    .whereNull('principal_member_id')
    .orderBy('name_key')
    .orderBy('id')
    .limit(10)
    .select('id', 'first_name', 'last_name', 'policy_number', 'date_of_birth')
  if (clientId !== null) query.where('client_id', clientId)
  // As the list does (ListDefinition.indexedSearch): each branch's first ten along its own
  // index, then the ten of their union; an OR would scan the name index row by row.
  const branches = memberSearchBranches(term)
  if (branches) {
    const ofClient = clientId !== null ? 'AND client_id = ?' : ''
    const pick = (branch: { sql: string }) =>
      `(SELECT id FROM members WHERE deleted_at IS NULL AND principal_member_id IS NULL
        ${ofClient} AND ${branch.sql} ORDER BY name_key, id LIMIT 10)`
    query.whereRaw(
      `id IN (SELECT id FROM (${branches.map(pick).join(' UNION ')}) AS candidates)`,
      branches.flatMap((branch) => [...(clientId !== null ? [clientId] : []), ...branch.bindings])
    )
  }
  const rows: {
    id: number
    first_name: string
    last_name: string
    policy_number: string
    date_of_birth: Date
  }[] = await query
  const { date_format: dateFormat } = await readSettings(['date_format'])
  return rows.map((row) => ({ value: String(row.id), label: summaryLabel(row, dateFormat) }))
}

/** A principal's dependants, by name, and how many there are. */
async function dependantsOf(memberId: number) {
  const live = db.from('members').where('principal_member_id', memberId).whereNull('deleted_at')
  const [rows, [{ total }]] = await Promise.all([
    live
      .clone()
      .orderBy('name_key')
      .orderBy('id')
      .limit(DEPENDANTS_SHOWN)
      .select('id', 'first_name', 'last_name', 'date_of_birth', 'relationship', 'policy_number'),
    live.clone().count('* as total') as Promise<{ total: string | number }[]>,
  ])
  return {
    rows: (
      rows as {
        id: number
        first_name: string
        last_name: string
        date_of_birth: Date
        relationship: string
        policy_number: string
      }[]
    ).map((row) => ({
      id: row.id,
      name: `${row.last_name}, ${row.first_name}`,
      date_of_birth: DateTime.fromJSDate(row.date_of_birth).toISODate()!,
      relationship: optionLabel(RELATIONSHIPS, row.relationship),
      policy_number: row.policy_number,
    })),
    total: Number(total),
  }
}

/** Unsearched, unfiltered live list: the trigger-kept count, not a COUNT over a million rows. */
function memberTotal(context: ListContext) {
  const plain = !context.q && Object.keys(context.filters).length === 0 && context.state === 'live'
  return plain ? liveRowCount('members') : Promise.resolve(null)
}

type Input = Infer<(typeof memberValidator)['schema']>

const day = (value: Date | undefined) => (value ? DateTime.fromJSDate(value) : null)

export const membersResource = {
  pages: 'accounts/members' as const,
  routes: 'accounts.members',
  noun: 'Member',
  permissions: permissionSet('members', 'member'),
  list: {
    model: Member,
    columns: [
      'members.id',
      'members.title',
      'members.first_name',
      'members.last_name',
      'members.gender',
      'members.date_of_birth',
      'members.client_id',
      'members.program_id',
      'members.policy_number',
      'members.policy_valid_to',
      'members.principal_member_id',
      'members.relationship',
      'members.created_at',
      'members.updated_at',
      'members.deleted_at',
      'clients.name as client_name',
      'programs.name as program_name',
    ],
    scope: (query) => {
      query
        .join('clients', 'clients.id', 'members.client_id')
        .leftJoin('programs', 'programs.id', 'members.program_id')
    },
    sortable: {
      name: 'members.name_key',
      policy_number: 'members.policy_key',
      date_of_birth: 'members.date_of_birth',
      updated_at: 'members.updated_at',
    },
    defaultSort: 'name',
    search: searchMembers,
    // A prefix shared by 1–2% of a million members (a common surname) stays one index range.
    indexedSearch: { branches: memberSearchBranches, countCap: 500 },
    filters: {
      client: {
        options: clientOptions,
        apply: (query, values) => void query.whereIn('members.client_id', values.map(Number)),
      },
      program: {
        options: programOptions,
        apply: (query, values) => void query.whereIn('members.program_id', values.map(Number)),
      },
    },
    total: memberTotal,
    transformer: MemberTransformer,
  },
  store: {
    model: Member,
    subjectType: 'member',
  },
  validator: memberValidator,
  attributes: (input: Input) => ({
    title: input.title ?? null,
    firstName: input.first_name,
    lastName: input.last_name,
    gender: input.gender,
    dateOfBirth: DateTime.fromJSDate(input.date_of_birth),
    nationalityId: input.nationality_id ?? null,
    idNumber: input.id_number ?? null,
    clientId: input.client_id,
    programId: input.program_id ?? null,
    policyNumber: input.policy_number,
    policyValidFrom: day(input.policy_valid_from),
    policyValidTo: day(input.policy_valid_to),
    principalMemberId: input.principal_member_id ?? null,
    // A member without a principal is the principal: "Self" whatever was posted.
    relationship: input.principal_member_id ? input.relationship : 'self',
    phone: input.phone ?? null,
    email: input.email ?? null,
    preferredContactMethod: input.preferred_contact_method ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    countryId: input.country_id ?? null,
    notes: input.notes ?? null,
  }),
  toDetail,
  label: (member: Member) => `${member.firstName} ${member.lastName}`,
  references: [
    needs('client_id', 'clients', ['member', 'members']),
    needs('program_id', 'programs', ['member', 'members']),
    needs('nationality_id', 'countries', ['member (nationality)', 'members (nationality)']),
    needs('country_id', 'countries', ['member (address)', 'members (address)']),
    needs('principal_member_id', 'members', ['dependant', 'dependants'], {
      verb: ['depends on', 'depend on'],
      advice: 'Delete them or give them another principal first.',
    }),
  ],
  formProps: async () => ({
    options: {
      titles: MEMBER_TITLES.map((item) => ({ ...item })),
      genders: GENDERS.map((item) => ({ ...item })),
      relationships: RELATIONSHIPS.map((item) => ({ ...item })),
      contactMethods: CONTACT_METHODS.map((item) => ({ ...item })),
      clients: await clientOptions(),
      programs: await programOptions(),
      countries: await countryOptions(),
      nationalities: await nationalityOptions(),
    },
  }),
  loadDetail: async (member: Member) => {
    const row: {
      client_name: string
      program_name: string | null
      nationality_name: string | null
      country_name: string | null
      principal_id: number | null
      principal_first_name: string | null
      principal_last_name: string | null
      principal_policy_number: string | null
      principal_date_of_birth: Date | null
    } = await db
      .from('members')
      .join('clients', 'clients.id', 'members.client_id')
      .leftJoin('programs', 'programs.id', 'members.program_id')
      .leftJoin('countries as nationality', 'nationality.id', 'members.nationality_id')
      .leftJoin('countries', 'countries.id', 'members.country_id')
      .leftJoin('members as principal', 'principal.id', 'members.principal_member_id')
      .where('members.id', member.id)
      .select(
        'clients.name as client_name',
        'programs.name as program_name',
        db.raw(
          `coalesce(nullif(nationality.nationality, ''), nationality.name) as nationality_name`
        ),
        'countries.name as country_name',
        'principal.id as principal_id',
        'principal.first_name as principal_first_name',
        'principal.last_name as principal_last_name',
        'principal.policy_number as principal_policy_number',
        'principal.date_of_birth as principal_date_of_birth'
      )
      .firstOrFail()
    Object.assign(member.$extras, row)
    member.$extras.principal =
      row.principal_id === null
        ? null
        : ({
            id: row.principal_id,
            name: `${row.principal_last_name}, ${row.principal_first_name}`,
            policy_number: row.principal_policy_number!,
            date_of_birth: isoDay(DateTime.fromJSDate(row.principal_date_of_birth!))!,
          } satisfies PrincipalSummary)
    return member
  },
  viewProps: async ({ model: member }) => ({
    dependants: member.principalMemberId === null ? await dependantsOf(member.id) : null,
    labels: {
      title: optionLabel(MEMBER_TITLES, member.title),
      gender: optionLabel(GENDERS, member.gender),
      relationship: optionLabel(RELATIONSHIPS, member.relationship),
      preferred_contact_method: optionLabel(CONTACT_METHODS, member.preferredContactMethod),
    },
  }),
} satisfies ResourceDefinition<
  typeof Member,
  MemberRow,
  ReturnType<typeof toDetail>,
  (typeof memberValidator)['schema'],
  'accounts/members',
  PlainMember
>

/** The case's member as the members' edit form takes it, with that form's options. */
async function memberForm(memberId: number) {
  const member = await Member.findOrFail(memberId)
  const loaded = await membersResource.loadDetail(member)
  return {
    record: membersResource.toDetail(loaded),
    // The version its form posts back, as the member's own edit page sends it.
    version: versionOf(member),
    ...(await membersResource.formProps()),
  }
}

/** The case page's member-details tab (SPEC.md §2, `update-member`): the member edited in place. */
export const memberDetailsCaseTab = {
  key: 'member-details',
  label: 'Member details',
  order: 20,
  permission: 'update-member',
  props: { memberDetails: ({ record }) => memberForm(record.member_id) },
} satisfies CaseTab
