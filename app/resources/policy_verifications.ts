import db from '@adonisjs/lucid/services/db'
import PolicyVerification from '#models/policy_verification'
import PolicyVerificationTransformer, {
  type PlainPolicyVerification,
} from '#transformers/policy_verification_transformer'
import type { ListDefinition, SearchBranch } from '#queries/list_query'
import { permissionGroups, type Permission, type PermissionSet } from '#permissions/catalogue'
import { ownCenter } from '#resources/center_scope'
import { underCase } from '#resources/case_parent'
import { childListPage, scopedList, type ScopedResource } from '#resources/scope'
import type { ResourceRequest } from '#resources/resource_request'
import type { CaseTab } from '#resources/registry_tabs'
import type { TimelineEntryOf } from '#resources/registry_timeline'
import { kept } from '#resources/registry_references'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { changePolicy } from '#policies/change_policy'
import type { Actor } from '#services/actor'
import { policyVerificationValidator } from '#validators/policy_verification'
import { rowActions, type RowActionRules } from '#resources/registry_actions'
import { namesOf } from '#resources/shared'
import { likeTerm } from '#queries/like_term'
import { branchedSearch, caseAndMemberBranches, centerDayRange } from '#resources/money_lists'
import { lastDelivery } from '#services/transmissions'
import { sendUnderway } from '#contracts/letter_delivery'
import {
  VERIFICATION_STATUS_OPTIONS,
  type VerificationStatus,
} from '#contracts/policy_verification'
import type { RowActions } from '#contracts/row_actions'
import type { Option } from '#contracts/list'
import {
  verificationWorkflow,
  type VerificationTransitionInput,
} from '#workflows/policy_verification_workflow'

export type PolicyVerificationRow = ReturnType<PolicyVerificationTransformer['toObject']>

const nameFrom = namesOf('policy_verifications')
const userName = (column: string, alias: string) =>
  db.raw(
    `(SELECT concat_ws(' ', users.first_name, users.last_name) FROM users
      WHERE users.id = policy_verifications.${column}) AS ${alias}`
  )
const formColumn = (column: string, alias: string) =>
  db.raw(
    `(SELECT verification_forms.${column} FROM verification_forms
      WHERE verification_forms.id = policy_verifications.verification_form_id) AS ${alias}`
  )

/**
 * The columns every list of requests reads (the center's list, a case's tab, the request's
 * page): the names it points at are read per row of the page by primary key, so a list's count
 * reads the requests alone.
 */
export const VERIFICATION_COLUMNS = [
  'policy_verifications.id',
  'policy_verifications.center_id',
  'policy_verifications.case_id',
  'policy_verifications.member_id',
  'policy_verifications.verification_form_id',
  'policy_verifications.number',
  'policy_verifications.status',
  'policy_verifications.asked',
  'policy_verifications.policy_number',
  'policy_verifications.member_reference',
  'policy_verifications.member_name',
  'policy_verifications.date_of_birth',
  'policy_verifications.admission_date',
  'policy_verifications.provider_id',
  'policy_verifications.icd_id',
  'policy_verifications.estimated_cost',
  'policy_verifications.currency_code',
  'policy_verifications.remarks',
  'policy_verifications.insurer_reference',
  'policy_verifications.answer_remarks',
  'policy_verifications.answered_at',
  'policy_verifications.reminded_at',
  'policy_verifications.sent_at',
  'policy_verifications.created_at',
  'policy_verifications.updated_at',
  'policy_verifications.deleted_at',
  nameFrom('cases', 'number', 'case_id', 'case_number'),
  nameFrom('members', 'first_name', 'member_id', 'member_first_name'),
  nameFrom('members', 'last_name', 'member_id', 'member_last_name'),
  nameFrom('providers', 'name', 'provider_id', 'provider_name'),
  nameFrom('icds', 'code', 'icd_id', 'icd_code'),
  nameFrom('icds', 'title', 'icd_id', 'icd_title'),
  formColumn('name', 'form_name'),
  formColumn('slug', 'form_slug'),
  formColumn('permission', 'form_permission'),
  userName('answered_by_id', 'answered_by'),
  userName('created_by_id', 'requested_by'),
  lastDelivery('policy_verification', 'policy_verifications'),
]

/** The sorts every list of requests offers, each one of migration 090's center-led indexes. */
const VERIFICATION_SORTS = {
  created_at: 'policy_verifications.created_at',
  updated_at: 'policy_verifications.updated_at',
}

const store = { model: PolicyVerification, subjectType: 'policy_verification' }

/** How a request is found in a user's scope: by its own center (a request may have no case). */
export const verificationScope = {
  noun: 'Verification request',
  store,
  centerScope: ownCenter('policy_verifications.center_id'),
} satisfies ScopedResource<typeof PolicyVerification>

/**
 * A request is never edited (what was asked of an insurer is history; a wrong one is asked
 * again): its writes are its workflow's transitions, each under its insurer's Verify permission,
 * and the delete of a mistake. The resource pattern takes a set: every action under the tab's
 * own permission, the insurer's decided per request by the `policy`; Edit is never offered.
 */
const VERIFICATION_PERMISSIONS: PermissionSet = {
  access: 'view-case',
  create: 'view-case',
  update: 'view-case',
  delete: 'view-case',
  restore: 'view-case',
}

/**
 * What a row offers now: Send (then Send again, while no send is under way) and the insurer's
 * answer, both from its own insurer's workflow, which the row's permission names; never edit or
 * delete. Decided from the row's columns alone (no query per row).
 */
function verificationRowActions(): RowActionRules<PolicyVerificationRow> {
  const rulesOf = (permission: Permission) =>
    rowActions<PolicyVerificationRow, VerificationStatus, VerificationTransitionInput>({
      workflow: verificationWorkflow(permission),
      offered: {
        edit: () => false,
        // A mistake undone: pending and never sent (the policy refuses the rest, in words).
        delete: (row) => row.status === 'pending' && row.delivery === null,
        send: (row) => row.delivery === null,
        resend: (row) => row.delivery !== null && !sendUnderway(row.delivery),
      },
    })
  return {
    async forPage(request) {
      const deciders = new Map<string, (row: PolicyVerificationRow) => RowActions>()
      for (const permission of permissionGroups.verify) {
        deciders.set(permission, await rulesOf(permission).forPage(request))
      }
      return (row) => deciders.get(row.permission)?.(row) ?? {}
    },
  }
}

/**
 * The search as alternatives, each a range of its own index: the start of the request's number
 * (with or without "VER-"), of its case's number, or the member's name or policy number.
 */
function searchBranches(centerId: number, term: string): SearchBranch[] | null {
  const key = term.trim().toLowerCase()
  if (!key) return null
  const prefix = `${likeTerm(key)}%`
  const column = 'policy_verifications.number_key'
  return [
    { column, sql: `${column} LIKE ?`, bindings: [prefix] },
    { column, sql: `${column} LIKE ?`, bindings: [`ver-${prefix}`] },
    ...caseAndMemberBranches('policy_verifications', centerId, term),
  ]
}

/** The insurers' forms, by name (trashed ones too: their requests are still listed). */
async function formOptions(): Promise<Option[]> {
  const rows: { id: number; name: string; trashed: boolean }[] = await db
    .from('verification_forms')
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name', db.raw('deleted_at IS NOT NULL AS trashed'))
  return rows.map((row) => ({
    value: String(row.id),
    label: row.trashed ? `${row.name} (deleted)` : row.name,
  }))
}

/**
 * verify-policy.requests.index (issue 33): every verification request of the current center,
 * the newest first; filtered by status, insurer and the day it was asked; searched by its
 * number, its case's or the member's name or policy number.
 */
export function verificationsList(
  request: ResourceRequest
): ListDefinition<typeof PolicyVerification, PolicyVerificationRow, PlainPolicyVerification> {
  const centerId = request.actor.center?.id ?? 0
  const zone = request.actor.center?.timeZone ?? 'UTC'
  return {
    model: PolicyVerification,
    columns: VERIFICATION_COLUMNS,
    sortable: VERIFICATION_SORTS,
    defaultSort: '-created_at',
    ...branchedSearch((term) => searchBranches(centerId, term)),
    filters: {
      status: {
        options: () => VERIFICATION_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('policy_verifications.status', values),
      },
      insurer: {
        options: formOptions,
        apply: (query, values) =>
          void query.whereIn('policy_verifications.verification_form_id', values.map(Number)),
      },
    },
    dateFilters: { asked: centerDayRange('policy_verifications.created_at', zone, 'timestamp') },
    transformer: PolicyVerificationTransformer,
  }
}

/** The center's list narrowed to the current center (none without one). */
export function scopedVerificationsList(request: ResourceRequest) {
  return scopedList({ ...verificationScope, list: verificationsList(request) }, request)
}

/** A case's tab: its requests, newest first, filtered by status. */
const caseVerificationList: ListDefinition<
  typeof PolicyVerification,
  PolicyVerificationRow,
  PlainPolicyVerification
> = {
  model: PolicyVerification,
  columns: VERIFICATION_COLUMNS,
  sortable: VERIFICATION_SORTS,
  defaultSort: '-created_at',
  filters: {
    status: {
      options: () => VERIFICATION_STATUS_OPTIONS,
      apply: (query, values) => void query.whereIn('policy_verifications.status', values),
    },
  },
  transformer: PolicyVerificationTransformer,
}

/**
 * Why the actor may not delete or restore these requests: who does not verify with the
 * request's insurer (403 with the reason), and a request no longer a mistake to undo — answered,
 * or sent to the insurer (its letter is the insurer's now; the answer is recorded instead).
 */
async function changeRefusals(actor: Actor, ids: number[], client = db.connection()) {
  const refusals = new Map<number, string>()
  if (ids.length === 0) return refusals
  const rows: {
    id: number
    number: string
    status: string
    permission: string
    insurer: string
    sent: boolean
  }[] = await client
    .from('policy_verifications')
    .join(
      'verification_forms',
      'verification_forms.id',
      'policy_verifications.verification_form_id'
    )
    .whereIn('policy_verifications.id', ids)
    .select(
      'policy_verifications.id',
      'policy_verifications.number',
      'policy_verifications.status',
      'verification_forms.permission',
      'verification_forms.name as insurer',
      client.raw(`EXISTS (SELECT 1 FROM transmissions t WHERE t.document_type = 'policy_verification'
          AND t.document_id = policy_verifications.id) AS sent`)
    )
  for (const row of rows) {
    if (!actor.permissions.has(row.permission as Permission)) {
      refusals.set(row.id, `You do not verify policies with ${row.insurer}.`)
    } else if (row.status !== 'pending') {
      refusals.set(row.id, `${row.number} is answered; it is kept as it was.`)
    } else if (row.sent) {
      refusals.set(
        row.id,
        `${row.number} was sent to ${row.insurer}; record its answer instead of deleting it.`
      )
    }
  }
  return refusals
}

/**
 * The verification requests (issue 33) as the resource pattern, the registry and the case's tab
 * know them: found by their own center, listed under their case, their keys declared here. Made
 * on an insurer's form and moved by its workflow (app/services/policy_verifications.ts); the
 * resource's own writes are only the delete of a mistake (pending and never sent) and its
 * restore, under the request's insurer's permission (`policy`).
 */
export const policyVerificationsResource = {
  ...verificationScope,
  pages: null,
  routes: 'verify-policy.requests',
  permissions: VERIFICATION_PERMISSIONS,
  list: caseVerificationList,
  validator: policyVerificationValidator,
  attributes: () => ({}),
  policy: changePolicy<PolicyVerification>(changeRefusals),
  rowActions: verificationRowActions(),
  toDetail: (request: PolicyVerification) => request.id,
  label: (request: PolicyVerification) => request.number,
  labelNamesNoun: true,
  references: [
    kept(
      'center_id',
      'centers',
      "the center that asked, kept so a restored center's requests are its own"
    ),
    kept('case_id', 'cases', "the case's own verification requests, kept with it"),
    kept('member_id', 'members', 'the member whose cover was asked is the request’s history'),
    {
      column: 'verification_form_id',
      target: 'verification_forms',
      noun: ['verification request', 'verification requests'],
      verb: ['was made on', 'were made on'],
      live: true,
      onDelete: 'warn',
      advice: 'they keep what they asked, and can still be answered.',
    },
    kept('client_id', 'clients', "the insurer as its form named it then, the request's history"),
    kept('provider_id', 'providers', 'the hospital a request named is what was asked'),
    kept('icd_id', 'icds', 'the diagnosis a request named is what was asked'),
    kept('currency_code', 'currencies', 'the estimate’s currency as it was asked'),
    kept('answered_by_id', 'users', 'who recorded the insurer’s answer is its history'),
    kept('created_by_id', 'users', 'who asked is the request’s history'),
    kept(
      'center_id',
      'centers',
      'its verification-number counters, kept so a restored center never reuses a number',
      'verification_number_counters'
    ),
  ],
} satisfies ResourceDefinition<
  typeof PolicyVerification,
  PolicyVerificationRow,
  number,
  (typeof policyVerificationValidator)['schema'],
  string,
  PlainPolicyVerification
>

/** The tab's table under its case (`verifications[page]=2`), back to it after a write. */
const TAB = {
  ...policyVerificationsResource,
  parent: underCase('policy_verifications', 'verifications', 'verifications'),
}

/** The forms this user may verify with (for the tab's "Verify policy" menu), by name. */
export async function formsFor(request: ResourceRequest) {
  const rows: { slug: string; name: string; permission: string }[] = await db
    .from('verification_forms')
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .select('slug', 'name', 'permission')
  return rows
    .filter((row) => request.actor.permissions.has(row.permission as Permission))
    .map((row) => ({ slug: row.slug, name: row.name }))
}

/**
 * The case page's verifications tab (issue 33; view-case, after RFP): the case's requests with
 * their answers, and the insurers this user may ask now.
 */
export const verificationsCaseTab = {
  key: 'verifications',
  label: 'Verifications',
  order: 105,
  permission: 'view-case',
  count: { table: 'policy_verifications' },
  props: {
    verifications: ({ request, parent }) => childListPage(TAB, request, parent),
    verificationForms: ({ request }) => formsFor(request),
  },
} satisfies CaseTab

/** How its requests appear on the case's timeline (app/resources/registry_timeline.ts). */
export const verificationsTimeline = {
  label: 'r.number',
  kind: 'case',
} satisfies TimelineEntryOf
