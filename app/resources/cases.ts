import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Case from '#models/case'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { caseTransitionValidator, caseValidator } from '#validators/case'
import {
  CALLER_CONTACT_METHOD_OPTIONS,
  CALLER_RELATIONSHIP_OPTIONS,
  CALLER_TYPE_OPTIONS,
  CASE_OUTCOME_OPTIONS,
  CASE_PRIORITY_OPTIONS,
  CASE_STATUS_OPTIONS,
  FEEDBACK_CHANNEL_OPTIONS,
  FEEDBACK_SOURCE_OPTIONS,
  FEEDBACK_TYPE_OPTIONS,
  type CaseStatus,
} from '#contracts/case_options'
import type { Option } from '#contracts/list'
import { memberSearchBranches, memberSearchClause } from '#queries/member_search'
import type { SearchBranch, SqlFragment } from '#queries/list_query'
import { liveStatusCounts, statusCountedTotal } from '#queries/live_status_counts'
import { likeTerm } from '#queries/like_term'
import { clientOptions, plainRowOf, rowOf } from '#resources/shared'
import CaseTransformer, {
  type PlainCase,
  type PlainCaseRecord,
} from '#transformers/case_transformer'
import { listCenters } from '#resources/center_scope'
import { caseScope } from '#resources/case_parent'
import CasePolicy from '#policies/case_policy'
import { chargeSlipBalance, gopBalance, rfpBalance } from '#services/case_balance'
import { caseConversations } from '#services/whatsapp/case_conversations'
import { caseTabs } from '#resources/registry'
import { readCaseTabs, type CaseTab } from '#resources/registry_tabs'
import type { DashboardPanel } from '#resources/registry_panels'
import { kept, needs, type Reference } from '#resources/registry_references'
import type { ResourceRequest } from '#resources/resource_request'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { allocateCaseNumber } from '#services/case_number'
import { availableTransitions, resourceWorkflow } from '#services/workflow'
import { caseWorkflow } from '#workflows/case_workflow'
import { timeZones } from '#validators/reference'
import type { CaseDetails } from '#contracts/case_form_sections'
import { memberStanding } from '#contracts/member_standing'
import { countryZoneOptions, placeZoneOf } from '#queries/place_time_zones'
import { caseFromContact, linkCaseToContact } from '#services/whatsapp/case_from_contact'
import {
  describeCaseDetails,
  chosenProviders,
  sectionsByType,
  sectionsOfType,
} from '#services/case_details'

export type CaseRow = ReturnType<CaseTransformer['toObject']>

/** The names a case's page reads, joined (the list reads the same ones as LIST_NAMES). */
const JOINED = [
  'members.first_name as member_first_name',
  'members.last_name as member_last_name',
  'members.policy_number as policy_number',
  'clients.name as client_name',
  'incident_types.name as incident_type_name',
  'owners.first_name as owner_first_name',
  'owners.last_name as owner_last_name',
]
function joinNames(query: {
  join(table: string, first: string, second: string): unknown
  leftJoin(table: string, first: string, second: string): unknown
}) {
  query.join('members', 'members.id', 'cases.member_id')
  query.join('clients', 'clients.id', 'cases.client_id')
  query.join('incident_types', 'incident_types.id', 'cases.incident_type_id')
  query.leftJoin('users as owners', 'owners.id', 'cases.owner_id')
}

/**
 * The names a list row shows, each read for the page's rows only. Not joins: the list's total is
 * counted from the list query (its columns dropped, its joins kept), and PostgreSQL 15 keeps a
 * count with joins, even removable left joins, off the index-only scans, so the total of a
 * center's 500,000 cases read the whole table (1.7 s, bench/cases_index.ts).
 */
const LIST_NAMES = [
  db.raw(
    '(SELECT first_name FROM members WHERE members.id = cases.member_id) AS member_first_name'
  ),
  db.raw('(SELECT last_name FROM members WHERE members.id = cases.member_id) AS member_last_name'),
  db.raw('(SELECT policy_number FROM members WHERE members.id = cases.member_id) AS policy_number'),
  db.raw('(SELECT name FROM clients WHERE clients.id = cases.client_id) AS client_name'),
  db.raw(
    '(SELECT name FROM incident_types WHERE incident_types.id = cases.incident_type_id) AS incident_type_name'
  ),
  db.raw('(SELECT first_name FROM users WHERE users.id = cases.owner_id) AS owner_first_name'),
  db.raw('(SELECT last_name FROM users WHERE users.id = cases.owner_id) AS owner_last_name'),
]

/**
 * The cases of the members whose name or policy number starts with the term. The members' search
 * indexes hold live members only, so each of their ranges says so (else PostgreSQL reads all
 * million members, 120 ms a search); trashed members, few, are their own alternative, found
 * through members_trashed_index, so their cases are still found as before.
 */
function memberCasesClause(term: string): SqlFragment | null {
  const members = matchingMembers(term)
  return members ? { sql: `cases.member_id IN ${members.sql}`, bindings: members.bindings } : null
}

/**
 * The members whose name or policy number starts with the term, as a subquery
 * (`(SELECT members.id …)`) for a document's member column (a case's, a GOP's).
 */
export function matchingMembers(term: string): SqlFragment | null {
  const branches = memberSearchBranches(term)
  const clause = memberSearchClause(term)
  if (!branches || !clause) return null
  const live = branches.map((branch) => `(members.deleted_at IS NULL AND ${branch.sql})`)
  const trashed = `(members.deleted_at IS NOT NULL AND ${clause.sql})`
  return {
    sql: `(SELECT members.id FROM members WHERE ${[...live, trashed].join(' OR ')})`,
    bindings: [...branches.flatMap((branch) => branch.bindings), ...clause.bindings],
  }
}

/**
 * Search by the start of the case number, or by the member's name or policy number, as two
 * alternatives (ListDefinition.indexedSearch): as one OR, neither the number index nor the
 * members' could serve it, and every search read all of the center's cases (400+ ms for the
 * total). The member alternative's total is counted in no order ("along" cases.center_id, which
 * every row of a one-center list shares, so the planner drops it) and stops at the cap.
 */
function caseSearchBranches(term: string): SearchBranch[] | null {
  const key = term.trim().toLowerCase()
  if (!key) return null
  const number: SearchBranch = {
    column: 'cases.number_key',
    sql: 'cases.number_key LIKE ?',
    bindings: [`${likeTerm(key)}%`],
  }
  const members = memberCasesClause(term)
  return members ? [number, { column: 'cases.center_id', ...members }] : [number]
}

/** The same search as one condition, where the list reads it whole (a plain OR). */
function searchCases(
  query: { where(callback: (inner: WhereChain) => void): unknown },
  term: string
) {
  const branches = caseSearchBranches(term)
  if (!branches) return
  query.where((inner) => {
    for (const branch of branches) inner.orWhereRaw(branch.sql, branch.bindings)
  })
}
type WhereChain = {
  orWhereRaw(sql: string, bindings: unknown[]): WhereChain
}

/**
 * The owner filter: users who own a live case of the center the list shows (a few dozen agents,
 * found through the owner index, never a scan of the cases), by name. Only that center's: a list
 * of every center's owners named other centers' agents to anyone who opened the filter.
 */
async function ownerOptions(centerId: number | null): Promise<Option[]> {
  if (centerId === null) return []
  const rows: { id: number; first_name: string; last_name: string }[] = await db
    .from('users')
    .whereExists((owned) =>
      owned
        .from('cases')
        .where('cases.center_id', centerId)
        .whereColumn('cases.owner_id', 'users.id')
        .whereNull('cases.deleted_at')
    )
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .select('id', 'first_name', 'last_name')
  return rows.map((row) => ({ value: String(row.id), label: `${row.first_name} ${row.last_name}` }))
}

export async function incidentTypeOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('incident_types')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

/** Live programs with their client, so the form offers only the member's client's. */
async function programOptions(): Promise<
  (Option & { client_id: string; valid_to: string | null })[]
> {
  const rows: {
    id: number
    client_id: number
    code: string
    name: string
    valid_to: Date | null
  }[] = await db
    .from('programs')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'client_id', 'code', 'name', 'valid_to')
  return rows.map((row) => ({
    value: String(row.id),
    label: `${row.name} (${row.code})`,
    client_id: String(row.client_id),
    // The form warns about a program that has ended (PRODUCT.md: warned, not silently accepted).
    valid_to: row.valid_to ? isoDate(row.valid_to) : null,
  }))
}

/** The taxonomy below the type, each level knowing its parent (the form narrows by it). */
export async function taxonomyOptions() {
  const level = async (table: string, parent: string) => {
    const rows: { id: number; name: string; parent_id: number }[] = await db
      .from(table)
      .whereNull('deleted_at')
      .orderBy('name')
      .select('id', 'name', `${parent} as parent_id`)
    return rows.map((row) => ({
      value: String(row.id),
      label: row.name,
      parent_id: String(row.parent_id),
    }))
  }
  const [categories, services, items] = await Promise.all([
    level('incident_categories', 'incident_type_id'),
    level('incident_services', 'incident_category_id'),
    level('incident_items', 'incident_service_id'),
  ])
  return { categories, services, items }
}

/** How many of the current center's live cases are in each status (the list's tabs). */
async function statusCounts(request: ResourceRequest): Promise<Record<CaseStatus, number>> {
  const counts = await liveStatusCounts('cases', listCenters(request.actor))
  return {
    pending: counts.get('pending') ?? 0,
    active: counts.get('active') ?? 0,
    billing: counts.get('billing') ?? 0,
    closed: counts.get('closed') ?? 0,
  }
}

/**
 * The case's status history for its reopen-case tab (SPEC.md §2, `view-case`): every transition
 * from the activity log, newest first, with who, when and the reason given (reopen and force
 * close require one). The log's (subject_type, subject_id) index reads one case's entries.
 */
async function statusHistory(caseId: number) {
  const rows: {
    id: number
    created_at: Date
    properties: { transition?: string; done?: string; reason?: string } | null
    first_name: string | null
    last_name: string | null
  }[] = await db
    .from('activity_logs')
    .leftJoin('users', 'users.id', 'activity_logs.user_id')
    .where({ 'activity_logs.subject_type': 'case', 'activity_logs.subject_id': String(caseId) })
    .where('activity_logs.action', 'transition')
    .orderBy('activity_logs.created_at', 'desc')
    .orderBy('activity_logs.id', 'desc')
    .limit(100)
    .select(
      'activity_logs.id',
      'activity_logs.created_at',
      'activity_logs.properties',
      'users.first_name',
      'users.last_name'
    )
  return rows.map((row) => ({
    id: row.id,
    at: isoTimestamp(row.created_at)!,
    transition: row.properties?.transition ?? null,
    done: row.properties?.done ?? null,
    reason: row.properties?.reason ?? null,
    by: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
  }))
}

type Input = Infer<(typeof caseValidator)['schema']>

/** The view and edit pages' record (app/transformers/case_transformer.ts forDetail). */
function toDetail(record: Case) {
  return new CaseTransformer(plainRowOf<PlainCaseRecord>(record)).forDetail()
}

const CASES = ['case', 'cases'] as const

/** The "My cases" filter's one value (`filters[mine]=yes`), as the tasks list's "mine". */
const MY_CASES: Option[] = [{ value: 'yes', label: 'My cases' }]

/**
 * What a case points at (app/resources/registry_references.ts): the records its form chose
 * cannot go to the trash while a live case uses them, so a case page never shows a record its
 * form no longer offers (each column has an index of its own, migration 026, so the count is a
 * short index read at millions of cases). Its owner may go, with a warning; who opened it is
 * history.
 */
const CASE_REFERENCES: readonly Reference[] = [
  needs('center_id', 'centers', CASES),
  needs('client_id', 'clients', CASES),
  needs('member_id', 'members', CASES),
  needs('program_id', 'programs', CASES),
  needs('incident_country_id', 'countries', CASES),
  needs('incident_type_id', 'incident_types', CASES),
  needs('incident_category_id', 'incident_categories', CASES),
  needs('incident_service_id', 'incident_services', CASES),
  needs('incident_item_id', 'incident_items', CASES),
  {
    column: 'owner_id',
    target: 'users',
    noun: CASES,
    verb: ['is owned by', 'are owned by'],
    live: true,
    onDelete: 'warn',
    advice: 'they keep this user as their owner (shown as deleted) until someone takes them over.',
  },
  kept('created_by_id', 'users', 'who opened a case is its history'),
  kept(
    'center_id',
    'centers',
    'its case-number counters, kept so a restored center never reuses a number',
    'case_number_counters'
  ),
]

export const casesResource = {
  pages: 'navigate/cases' as const,
  routes: 'navigate.cases',
  noun: 'Case',
  // SPEC.md §2: the case page, with its general-info tab, is view-case's, not the list's alone.
  permissions: { ...permissionSet('cases', 'case'), view: 'view-case' },
  list: {
    model: Case,
    columns: [
      'cases.id',
      'cases.number',
      'cases.status',
      'cases.priority',
      'cases.member_id',
      'cases.client_id',
      'cases.owner_id',
      'cases.incident_type_id',
      'cases.is_evacuation',
      'cases.opened_at',
      'cases.closed_at',
      'cases.created_at',
      'cases.updated_at',
      'cases.deleted_at',
      ...LIST_NAMES,
    ],
    sortable: {
      opened_at: 'cases.opened_at',
      number: 'cases.number_key',
      updated_at: 'cases.updated_at',
    },
    defaultSort: '-opened_at',
    search: searchCases,
    // A member's name shared by 1–2% of a million members (a common surname) stays index ranges.
    indexedSearch: { branches: caseSearchBranches, countCap: 500 },
    filters: {
      status: {
        options: async () => CASE_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('cases.status', values),
      },
      priority: {
        options: async () => CASE_PRIORITY_OPTIONS,
        apply: (query, values) => void query.whereIn('cases.priority', values),
      },
      client: {
        options: clientOptions,
        apply: (query, values) => void query.whereIn('cases.client_id', values.map(Number)),
      },
      program: {
        options: programOptions,
        apply: (query, values) => void query.whereIn('cases.program_id', values.map(Number)),
      },
      incident_type: {
        options: incidentTypeOptions,
        apply: (query, values) => void query.whereIn('cases.incident_type_id', values.map(Number)),
      },
    },
    dateFilters: {
      // Days in the case's center's zone (a KUL day starts at 16:00 UTC the day before). The zone
      // is read through EXISTS, which PostgreSQL turns into a join with the center, so the bounds
      // are conditions of the (center_id, opened_at) index; a per-row subquery for the zone kept
      // them off it (1.2 s to count a month). The same days in UTC widened by a day either side
      // (no zone is a day away from UTC) are constant bounds: they let the planner see the
      // range's size, and walk the index from the range's end for the newest first.
      opened_at: {
        apply: (query, range) => {
          const bounds: string[] = []
          const bindings: string[] = []
          if (range.from) {
            bounds.push('cases.opened_at >= (?::date::timestamp AT TIME ZONE centers.time_zone)')
            bindings.push(range.from)
            query.whereRaw(`cases.opened_at >= ((?::date - 1)::timestamp AT TIME ZONE 'UTC')`, [
              range.from,
            ])
          }
          if (range.to) {
            bounds.push(
              'cases.opened_at < ((?::date + 1)::timestamp AT TIME ZONE centers.time_zone)'
            )
            bindings.push(range.to)
            query.whereRaw(`cases.opened_at < ((?::date + 2)::timestamp AT TIME ZONE 'UTC')`, [
              range.to,
            ])
          }
          query.whereRaw(
            `EXISTS (SELECT 1 FROM centers WHERE centers.id = cases.center_id AND ${bounds.join(' AND ')})`,
            bindings
          )
        },
      },
    },
    total: statusCountedTotal('cases'),
    transformer: CaseTransformer,
  },
  // "My cases" (issue 29): the signed-in user's cases, one range of an owner index in each of
  // the list's sorts (cases_owner_index; migration 052's for number and updated at).
  requestFilters: (request: ResourceRequest) => ({
    owner: {
      options: () => ownerOptions(request.actor.center?.id ?? null),
      apply: (query, values) => void query.whereIn('cases.owner_id', values.map(Number)),
    },
    mine: {
      options: () => MY_CASES,
      apply: (query) => void query.where('cases.owner_id', request.user.id),
    },
  }),
  store: {
    model: Case,
    subjectType: 'case',
  },
  centerScope: caseScope.centerScope,
  policy: CasePolicy,
  workflow: resourceWorkflow(caseWorkflow, caseTransitionValidator),
  validator: caseValidator,
  attributes: async (input: Input, request: ResourceRequest) => {
    const member: { client_id: number } = await db
      .from('members')
      .where('id', input.member_id)
      .select('client_id')
      .firstOrFail()
    return {
      clientId: member.client_id,
      memberId: input.member_id,
      programId: input.program_id ?? null,
      incidentTypeId: input.incident_type_id,
      incidentCategoryId: input.incident_category_id ?? null,
      incidentServiceId: input.incident_service_id ?? null,
      incidentItemId: input.incident_item_id ?? null,
      incidentDate: input.incident_date ? DateTime.fromJSDate(input.incident_date) : null,
      incidentCountryId: input.incident_country_id ?? null,
      incidentCity: input.incident_city ?? null,
      // The place's zone (issue 29); the center's only where nothing says where it happened.
      incidentTimeZone:
        input.incident_time_zone ??
        (await placeZoneOf(input.incident_country_id, input.incident_city)) ??
        request.actor.center?.timeZone ??
        null,
      description: input.description ?? null,
      symptoms: input.symptoms ?? null,
      callerName: input.caller_name ?? null,
      callerType: input.caller_type ?? null,
      callerRelationship: input.caller_relationship ?? null,
      callerPhone: input.caller_phone ?? null,
      callerEmail: input.caller_email ?? null,
      callerContactMethod: input.caller_contact_method ?? null,
      priority: input.priority,
      isEvacuation: input.is_evacuation ?? false,
      // Read and checked against the type's sections by the validator (caseDetails rule).
      details: (input.details ?? {}) as CaseDetails,
    }
  },
  /**
   * A new case is opened in the center the agent works in (the controller refuses without one),
   * numbered inside the creating transaction (never reused), opened now, created by them.
   */
  decidedInside: async (_input: Input, record: Case | undefined, trx, request: ResourceRequest) => {
    if (record) return {}
    const center = request.actor.center!
    const now = DateTime.now()
    return {
      centerId: center.id,
      number: await allocateCaseNumber(trx, center.id, now),
      status: 'pending' as const,
      openedAt: now,
      createdById: request.user.id,
    }
  },
  // "Open a case" from a WhatsApp conversation (issue 31): linked in the case's transaction.
  createdWithin: (id: number, input: Input, trx, request: ResourceRequest) =>
    linkCaseToContact(id, input.whatsapp_contact, trx, request),
  toDetail,
  label: (record: Case) => record.number,
  references: CASE_REFERENCES,
  // A case is medical history: only one opened by mistake (still pending) goes to the trash.
  deleteRefusal: (record: Case) =>
    record.status === 'pending'
      ? null
      : 'Only a pending case can be moved to the trash; close this one instead.',
  formProps: async (record: Case | undefined, request: ResourceRequest) => ({
    // Opened from a WhatsApp conversation (`?whatsapp_contact=`): what it knows, prefilled.
    whatsappContact: record ? null : await caseFromContact(request),
    // Each type's sections (the form shows the chosen type's) and the case's answers.
    caseForms: await sectionsByType(),
    details: (record?.details ?? {}) as CaseDetails,
    // The providers the answers name, as the pickers show them (a black-listed one flagged).
    providers: record
      ? await chosenProviders(
          await sectionsOfType(record.incidentTypeId),
          record.details as CaseDetails
        )
      : {},
    options: {
      priorities: CASE_PRIORITY_OPTIONS,
      callerTypes: CALLER_TYPE_OPTIONS,
      relationships: CALLER_RELATIONSHIP_OPTIONS,
      contactMethods: CALLER_CONTACT_METHOD_OPTIONS,
      incidentTypes: await incidentTypeOptions(),
      ...(await taxonomyOptions()),
      programs: await programOptions(),
      // Each with its time zones: the form's zone follows the place.
      countries: await countryZoneOptions(),
      timeZones,
    },
  }),
  loadDetail: async (record: Case) => {
    const query = db.from('cases')
    joinNames(query)
    const row = await query
      .join('centers', 'centers.id', 'cases.center_id')
      .leftJoin('programs', 'programs.id', 'cases.program_id')
      .leftJoin('countries', 'countries.id', 'cases.incident_country_id')
      .leftJoin('incident_categories', 'incident_categories.id', 'cases.incident_category_id')
      .leftJoin('incident_services', 'incident_services.id', 'cases.incident_service_id')
      .leftJoin('incident_items', 'incident_items.id', 'cases.incident_item_id')
      .where('cases.id', record.id)
      .select(
        ...JOINED,
        'centers.code as center_code',
        'programs.name as program_name',
        'countries.name as incident_country_name',
        'incident_categories.name as incident_category_name',
        'incident_services.name as incident_service_name',
        'incident_items.name as incident_item_name',
        'members.policy_valid_from as member_policy_valid_from',
        'members.policy_valid_to as member_policy_valid_to'
      )
      .firstOrFail()
    Object.assign(record.$extras, row)
    return record
  },
  // Counted only when the response carries it (a visit), not on the list's own reloads
  // (rows, meta and query), which it does not change: a count of the center's cases, 50 ms at
  // 500,000, that each filter and search ran for nothing.
  indexProps: async (request: ResourceRequest) => ({ statusCounts: () => statusCounts(request) }),
  viewProps: async (found, request: ResourceRequest) => {
    // The case as its plain row: a tab's reload reads its id and a column or two, and builds no
    // model (app/services/record_store.ts FoundRecord).
    const record = rowOf(found)
    // The tabs this user sees and what each shows, from the resources that declare them
    // (app/resources/registry.ts): read now for the tab the page opens on, else when asked.
    const { caseTabs: shown, props: tabProps } = readCaseTabs(caseTabs(), record, request)
    // Read only when the response carries them: a tab's reload of its own table asks for that
    // prop alone, and these were statements whose results it threw away (bench/README.md).
    const permissions = request.actor.permissions
    return {
      caseDetails: async () =>
        describeCaseDetails(
          await sectionsOfType(record.incident_type_id),
          record.details as CaseDetails,
          record.is_evacuation
        ),
      transitions: () => availableTransitions(caseWorkflow, record, request.actor),
      // The header's balance of guarantees (issue 15), for who may see the GOPs.
      gopBalance: () =>
        permissions.has('access-guarantee-of-payments') ? gopBalance(record.id) : null,
      // What the providers billed, what was approved and paid (issue 16), for who sees the slips.
      chargeSlipBalance: () =>
        permissions.has('access-charge-slips') ? chargeSlipBalance(record.id) : null,
      // What the client was invoiced and what was collected, for who sees the RFPs.
      rfpBalance: () =>
        permissions.has('access-request-for-payments') ? rfpBalance(record.id) : null,
      // The WhatsApp conversations linked to the case (issue 31), under its header, for who
      // handles WhatsApp: not a tab, SPEC.md §2's tabs being a fixed list.
      whatsappConversations: () =>
        permissions.has('access-whatsapp')
          ? caseConversations({ id: record.id, centerId: record.center_id })
          : null,
      caseTabs: shown,
      ...tabProps,
      caseOptions: {
        callerTypes: CALLER_TYPE_OPTIONS,
        relationships: CALLER_RELATIONSHIP_OPTIONS,
        contactMethods: CALLER_CONTACT_METHOD_OPTIONS,
        feedbackTypes: FEEDBACK_TYPE_OPTIONS,
        feedbackChannels: FEEDBACK_CHANNEL_OPTIONS,
        feedbackSources: FEEDBACK_SOURCE_OPTIONS,
      },
      outcomes: CASE_OUTCOME_OPTIONS,
      statuses: CASE_STATUS_OPTIONS,
    }
  },
} satisfies ResourceDefinition<
  typeof Case,
  CaseRow,
  ReturnType<typeof toDetail>,
  (typeof caseValidator)['schema'],
  'navigate/cases',
  PlainCase
>

/**
 * The case form's member search: up to 10 live members whose name or policy number starts with
 * the term (the members list's own indexes), with their client, program and policy validity so
 * the form can fill the client and warn about an expired policy, and their date of birth and
 * standing on the policy (principal, or dependant and how related) to tell namesakes apart.
 */
export async function lookUpCaseMembers(term: string) {
  const clause = memberSearchClause(term)
  if (!clause) return []
  const rows: {
    id: number
    first_name: string
    last_name: string
    policy_number: string
    date_of_birth: Date
    client_id: number
    client_name: string
    program_id: number | null
    program_name: string | null
    policy_valid_from: Date | null
    policy_valid_to: Date | null
    principal_member_id: number | null
    relationship: string
  }[] = await db
    .from('members')
    .join('clients', 'clients.id', 'members.client_id')
    .leftJoin('programs', 'programs.id', 'members.program_id')
    .whereNull('members.deleted_at')
    .whereRaw(clause.sql, clause.bindings)
    .orderBy('members.name_key')
    .orderBy('members.id')
    .limit(10)
    .select(
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.policy_number',
      'members.date_of_birth',
      'members.client_id',
      'clients.name as client_name',
      'members.program_id',
      'programs.name as program_name',
      'members.policy_valid_from',
      'members.policy_valid_to',
      'members.principal_member_id',
      'members.relationship'
    )
  return rows.map((row) => ({
    id: row.id,
    name: `${row.last_name}, ${row.first_name}`,
    policy_number: row.policy_number,
    date_of_birth: isoDate(row.date_of_birth),
    client_id: row.client_id,
    client: row.client_name,
    program_id: row.program_id,
    program: row.program_name,
    policy_valid_from: row.policy_valid_from ? isoDate(row.policy_valid_from) : null,
    policy_valid_to: row.policy_valid_to ? isoDate(row.policy_valid_to) : null,
    // Two members of one name on one policy (a parent and a child) are told apart by these.
    ...memberStanding(row.principal_member_id, row.relationship),
  }))
}

/**
 * The case's own tabs (SPEC.md §2, view-case): general-info first (the page's record, its
 * timeline under it), reopen-case last (its status history, newest first).
 */
export const caseOwnTabs = [
  { key: 'general-info', label: 'General info', order: 10, permission: 'view-case' },
  {
    key: 'reopen-case',
    label: 'Reopen case',
    order: 150,
    permission: 'view-case',
    props: { statusHistory: ({ record }) => statusHistory(record.id) },
  },
] as const satisfies readonly CaseTab[]

/** How many cases the recent-cases panel shows; the list has the rest. */
const RECENT_CASES = 8

/** Where the dashboard keeps the recent-cases panel's choice for the rest of the session. */
const RECENT_CASES_CHOICE = 'dashboard.recent_cases'

/**
 * Whose cases the recent-cases panel shows: the center's ("all") or the signed-in user's
 * ("mine", issue 29). Asked by the panel's toggle (`?recent_cases=mine`) and kept in the session,
 * so the dashboard opens as the user left it; the center's until they choose.
 */
function recentCasesChoice(request: ResourceRequest): 'all' | 'mine' {
  const { ctx } = request
  const asked: unknown = ctx.request.qs().recent_cases
  const remembered: unknown = ctx.session.get(RECENT_CASES_CHOICE)
  if (asked === 'all' || asked === 'mine') {
    if (asked !== remembered) ctx.session.put(RECENT_CASES_CHOICE, asked)
    return asked
  }
  return remembered === 'mine' ? 'mine' : 'all'
}

/**
 * The current center's cases touched most recently (opened, edited or moved), for users who may
 * list cases, or only those the user owns. One index range: cases_updated_at_index
 * (center_id, updated_at, id), or cases_owner_updated_at_index (center_id, owner_id, updated_at,
 * id) for "mine".
 */
async function recentCases(request: ResourceRequest) {
  const choice = recentCasesChoice(request)
  if (!request.actor.center || !request.actor.permissions.has('access-cases')) {
    return { mine: choice === 'mine', rows: [] }
  }
  const query = db
    .from('cases')
    .join('members', 'members.id', 'cases.member_id')
    .where('cases.center_id', request.actor.center.id)
  if (choice === 'mine') query.where('cases.owner_id', request.user.id)
  const rows: {
    id: number
    number: string
    status: CaseStatus
    priority: string
    updated_at: Date | null
    opened_at: Date
    first_name: string
    last_name: string
  }[] = await query
    .whereNull('cases.deleted_at')
    .whereNotNull('cases.updated_at')
    .orderBy('cases.updated_at', 'desc')
    .orderBy('cases.id', 'desc')
    .limit(RECENT_CASES)
    .select(
      'cases.id',
      'cases.number',
      'cases.status',
      'cases.priority',
      'cases.updated_at',
      'cases.opened_at',
      'members.first_name',
      'members.last_name'
    )
  return {
    mine: choice === 'mine',
    rows: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      priority: row.priority,
      member: `${row.last_name}, ${row.first_name}`,
      updated_at: isoTimestamp(row.updated_at ?? row.opened_at),
    })),
  }
}

/** The dashboard's first panel (SPEC.md §2: recent cases). */
export const recentCasesPanel = {
  key: 'recent-cases',
  prop: 'recentCases' as const,
  order: 10,
  read: recentCases,
} satisfies DashboardPanel
