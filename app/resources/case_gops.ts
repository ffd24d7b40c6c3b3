import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Gop from '#models/gop'
import GopTransformer, { type PlainGop } from '#transformers/gop_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import type { ListDefinition } from '#queries/list_query'
import { gopTransitionValidator, gopValidator } from '#validators/gop'
import { throughParent } from '#resources/center_scope'
import { underCase } from '#resources/case_parent'
import { parentIdOf } from '#resources/scope'
import type { ResourceRequest } from '#resources/resource_request'
import { permissionSet } from '#permissions/catalogue'
import { resourceWorkflow } from '#services/workflow'
import { gopWorkflow, type GopTransitionInput } from '#workflows/gop_workflow'
import type { GopStatus } from '#contracts/gop_options'
import { childListPage } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept, needs, type Reference } from '#resources/registry_references'
import { rowActions } from '#resources/registry_actions'
import { fourEyesRefusal } from '#contracts/four_eyes'
import { sendUnderway } from '#contracts/letter_delivery'
import { caseTreatment, sectionsOfType } from '#services/case_details'
import type { CaseDetails } from '#contracts/case_form_sections'
import { allocateGopNumber } from '#services/case_number'
import { GOP_STATUS_OPTIONS } from '#contracts/gop_options'
import { businessEntityOptions, currencyOptions, namesOf } from '#resources/shared'
import { readSettings, settingDefaults } from '#services/settings'
import GopPolicy from '#policies/gop_policy'
import { lastDelivery } from '#services/transmissions'
import { barredApproverColumn } from '#workflows/four_eyes'
import type { TimelineEntryOf } from '#resources/registry_timeline'
import { approvalWaitingWhenWritten } from '#services/case_event_notifications'

export type GopRow = ReturnType<GopTransformer['toObject']>

/** Manage › GOP settings' own default, when nothing on file says otherwise. */
const DEFAULT_VALIDITY_DAYS = settingDefaults.gop_default_validity_days

type Input = Infer<(typeof gopValidator)['schema']>

/**
 * The columns every GOP list reads (a case's tab, the center's list). Names are read per row of
 * the page by primary key, not joined, so the list's count reads the GOPs alone (as the tasks').
 */
const nameFrom = namesOf('gops')
export const GOP_COLUMNS = [
  'gops.id',
  'gops.case_id',
  'gops.number',
  'gops.provider_id',
  'gops.business_entity_id',
  'gops.gop_template_id',
  'gops.currency_code',
  'gops.amount',
  'gops.services_covered',
  'gops.admission_date',
  'gops.valid_until',
  'gops.remarks',
  'gops.status',
  'gops.revision',
  'gops.center_currency_code',
  'gops.amount_in_center',
  'gops.decline_reason',
  'gops.approved_at',
  'gops.sent_at',
  'gops.withdrawn_at',
  'gops.created_at',
  'gops.updated_at',
  'gops.deleted_at',
  nameFrom('cases', 'number', 'case_id', 'case_number'),
  nameFrom('providers', 'name', 'provider_id', 'provider_name'),
  nameFrom('providers', 'status', 'provider_id', 'provider_status'),
  nameFrom('business_entities', 'name', 'business_entity_id', 'business_entity_name'),
  lastDelivery('gop', 'gops'),
  barredApproverColumn('gops'),
  // Cost containment, as a charge slip's duplicate flag: another live, undeclined, unwithdrawn
  // GOP of the same case to the same provider for the same amount (gops_case_index).
  db.raw(`(SELECT other.number FROM gops AS other
    WHERE other.case_id = gops.case_id AND other.id <> gops.id AND other.deleted_at IS NULL
      AND other.provider_id = gops.provider_id AND other.currency_code = gops.currency_code
      AND other.amount = gops.amount AND other.status <> 'declined'
      AND other.withdrawn_at IS NULL AND gops.status <> 'declined' AND gops.withdrawn_at IS NULL
    ORDER BY other.id LIMIT 1) AS duplicate_of`),
]

/** A case's GOP tab: newest first, by number or amount; filtered by status. */
export const caseGopList: ListDefinition<typeof Gop, GopRow, PlainGop> = {
  model: Gop,
  columns: GOP_COLUMNS,
  sortable: {
    created_at: 'gops.created_at',
    number: 'gops.number_key',
    amount: 'gops.amount',
    updated_at: 'gops.updated_at',
  },
  defaultSort: '-created_at',
  filters: {
    status: {
      options: () => GOP_STATUS_OPTIONS,
      apply: (query, values) => void query.whereIn('gops.status', values),
    },
  },
  transformer: GopTransformer,
}

/**
 * A new GOP left without "valid until" is valid for the provider's GOP validity days, else its
 * issuer's, else Manage › GOP settings' default, counted from its admission date (else today on
 * the case center's clock). Read through the creating transaction's client.
 */
async function defaultValidUntil(
  trx: TransactionClientContract,
  input: Input,
  centerId: number
): Promise<DateTime> {
  const found: { days: number | null; time_zone: string } = await trx
    .from('centers')
    .where('centers.id', centerId)
    .select(
      'centers.time_zone',
      trx.raw(
        `coalesce(
          (SELECT gop_validity_days FROM providers WHERE id = ?),
          (SELECT gop_validity_days FROM business_entities WHERE id = ?),
          (SELECT (value #>> '{}')::int FROM settings WHERE key = 'gop_default_validity_days'
            AND jsonb_typeof(value) = 'number')
        ) AS days`,
        [input.provider_id, input.business_entity_id]
      )
    )
    .firstOrFail()
  const from = input.admission_date
    ? DateTime.fromJSDate(input.admission_date)
    : DateTime.now().setZone(found.time_zone).startOf('day')
  return from.plus({ days: found.days ?? DEFAULT_VALIDITY_DAYS })
}

/**
 * A case's guarantees of payment (SPEC.md §2 tab `guarantee-of-payments`,
 * `access-guarantee-of-payments`; PRODUCT.md "Money documents"): issued on the case's tab, edited
 * while pending, then approved or declined, revised and sent by the GOP workflow.
 */
const GOPS = ['GOP', 'GOPs'] as const

/**
 * What a GOP points at (app/resources/registry_references.ts), with its revisions' and number
 * counters' keys (tables it writes itself): the provider, issuer and currency it was issued with
 * stay live while it is; its letter template may go (a pending GOP then uses another); the rest
 * is its case's (the cases decide) or history.
 */
const GOP_REFERENCES: readonly Reference[] = [
  kept('case_id', 'cases', "the case's own GOPs, kept with it"),
  kept('center_id', 'centers', "its case's center, copied for the center's GOP list"),
  kept('member_id', 'members', "its case's member, which follows the case"),
  needs('provider_id', 'providers', GOPS),
  needs('business_entity_id', 'business_entities', GOPS),
  needs('currency_code', 'currencies', GOPS, { key: 'code' }),
  kept(
    'center_currency_code',
    'currencies',
    "an approved GOP's center currency, fixed with its rate (its center's currency decides)"
  ),
  {
    column: 'gop_template_id',
    target: 'gop_templates',
    noun: GOPS,
    live: true,
    onDelete: 'warn',
    advice:
      "Their approved letters are kept as they were; a pending one then uses its provider's, its issuer's or the company letter.",
  },
  kept('created_by_id', 'users', 'who issued a GOP is its history'),
  kept('approved_by_id', 'users', 'who approved a GOP is its history'),
  kept('declined_by_id', 'users', 'who declined a GOP is its history'),
  kept('gop_id', 'gops', 'its approved revisions, kept with it', 'gop_revisions'),
  kept(
    'business_entity_id',
    'business_entities',
    "the issuer of a GOP revision as it was approved, its letter's history",
    'gop_revisions'
  ),
  kept(
    'gop_template_id',
    'gop_templates',
    'the letter of an approved GOP revision, kept word for word in the revision',
    'gop_revisions'
  ),
  kept(
    'currency_code',
    'currencies',
    "a GOP revision's currency as it was approved, its history",
    'gop_revisions'
  ),
  kept(
    'center_currency_code',
    'currencies',
    "a GOP revision's center currency as it was approved, its history",
    'gop_revisions'
  ),
  kept('created_by_id', 'users', 'who issued a revision is its history', 'gop_revisions'),
  kept(
    'center_id',
    'centers',
    'its GOP-number counters, kept so a restored center never reuses a number',
    'gop_number_counters'
  ),
]

export const caseGopsResource = {
  pages: null,
  routes: 'navigate.cases.gops',
  noun: 'GOP',
  permissions: permissionSet('guarantee-of-payments', 'guarantee-of-payment'),
  list: caseGopList,
  store: { model: Gop, subjectType: 'gop' },
  parent: underCase('gops', 'guarantee-of-payments', 'gops'),
  centerScope: throughParent('gops.case_id', 'cases', 'caseId'),
  workflow: resourceWorkflow(gopWorkflow, gopTransitionValidator),
  policy: GopPolicy,
  validator: gopValidator,
  attributes: (input: Input) => ({
    providerId: input.provider_id,
    businessEntityId: input.business_entity_id,
    gopTemplateId: input.gop_template_id ?? null,
    currencyCode: input.currency_code,
    amount: input.amount,
    servicesCovered: input.services_covered ?? null,
    admissionDate: input.admission_date ? DateTime.fromJSDate(input.admission_date) : null,
    validUntil: input.valid_until ? DateTime.fromJSDate(input.valid_until) : null,
    remarks: input.remarks ?? null,
  }),
  /**
   * A new GOP takes its case's center and the center's next GOP number, in the creating
   * transaction (a rolled-back GOP gives its number back); it starts pending, at revision 1.
   */
  decidedInside: async (input: Input, record: Gop | undefined, trx, request: ResourceRequest) => {
    if (record) return {}
    const caseId = parentIdOf(caseGopsResource.parent, request)
    const found: { center_id: number } = await trx
      .from('cases')
      .where('id', caseId)
      .select('center_id')
      .firstOrFail()
    return {
      centerId: found.center_id,
      number: await allocateGopNumber(trx, found.center_id),
      status: 'pending' as const,
      revision: 1,
      createdById: request.user.id,
      ...(input.valid_until
        ? {}
        : { validUntil: await defaultValidUntil(trx, input, found.center_id) }),
    }
  },
  references: GOP_REFERENCES,
  /**
   * Approve and decline a pending GOP, revise an issued one that is not withdrawn, send its
   * letter once approved (again once sent) while no send is under way; four eyes shows Approve
   * and Revise to the GOP's issuer, disabled with the reason the server gives.
   */
  rowActions: rowActions<GopRow, GopStatus, GopTransitionInput>({
    workflow: gopWorkflow,
    offered: {
      revise: (gop) => gop.withdrawn_at === null,
      send: (gop) => gop.withdrawn_at === null && !sendUnderway(gop.delivery),
      resend: (gop) => gop.withdrawn_at === null && !sendUnderway(gop.delivery),
    },
    refused: {
      approve: (gop, viewer) =>
        gop.barred_approver_id === viewer.userId ? fourEyesRefusal('gop', gop.number) : null,
      revise: (gop, viewer) =>
        gop.barred_approver_id === viewer.userId
          ? fourEyesRefusal('gop', gop.number, 'revise')
          : null,
    },
  }),
  // Its approvers are told it waits for them (issue 30), in the creating or restoring write.
  writtenWithin: approvalWaitingWhenWritten('gop'),
  deleteRefusal: async (gop: Gop) =>
    gop.status === 'pending' ? null : `${gop.number} is ${gop.status}; it cannot be deleted.`,
  toDetail: (gop: Gop) => gop.id,
  label: (gop: Gop) => gop.number,
  labelNamesNoun: true,
} satisfies ResourceDefinition<
  typeof Gop,
  GopRow,
  number,
  (typeof gopValidator)['schema'],
  string,
  PlainGop
>

/**
 * What the GOP dialog offers: the enabled issuers, the currencies, the company's default issuer
 * (Manage › GOP settings) and the case center's currency as the first choice of each.
 */
export async function gopFormOptions(centerId: number) {
  const [entities, currencies, settings, center, templates] = await Promise.all([
    businessEntityOptions({ enabledOnly: true }),
    currencyOptions(),
    readSettings(['gop_default_business_entity_id']),
    db.from('centers').where('id', centerId).select('currency_code').first() as Promise<{
      currency_code: string | null
    } | null>,
    // Enabled letters: company-wide ones, and parties' own, which the form offers only with
    // their provider or entity chosen (the validator holds the same rule).
    db
      .from('gop_templates')
      .whereNull('deleted_at')
      .where('is_enabled', true)
      .orderBy('name')
      .orderBy('id')
      .select('id', 'name', 'provider_id', 'business_entity_id') as Promise<
      { id: number; name: string; provider_id: number | null; business_entity_id: number | null }[]
    >,
  ])
  return {
    businessEntities: entities,
    currencies,
    statuses: GOP_STATUS_OPTIONS,
    defaultBusinessEntityId:
      settings.gop_default_business_entity_id === null
        ? null
        : String(settings.gop_default_business_entity_id),
    defaultCurrency: center?.currency_code ?? null,
    templates: templates.map((template) => ({
      value: String(template.id),
      label: template.name,
      provider_id: template.provider_id === null ? null : String(template.provider_id),
      business_entity_id:
        template.business_entity_id === null ? null : String(template.business_entity_id),
    })),
  }
}

/**
 * The case page's GOP tab (SPEC.md §2 `guarantee-of-payments`, access-guarantee-of-payments;
 * issue 15): its table and the GOP dialog's lists.
 */
export const gopsCaseTab = {
  key: 'guarantee-of-payments',
  label: 'GOP',
  order: 80,
  permission: caseGopsResource.permissions.access,
  count: { table: 'gops' },
  props: {
    gops: ({ request, parent }) => childListPage(caseGopsResource, request, parent),
    gopOptions: async ({ record }) => ({
      ...(await gopFormOptions(record.center_id)),
      // A new GOP's provider and admission date: where the case says the member is treated.
      treatment: await caseTreatment(
        await sectionsOfType(record.incident_type_id),
        record.details as CaseDetails,
        record.is_evacuation
      ),
    }),
  },
} satisfies CaseTab

/**
 * How its records appear on the case's timeline (app/resources/registry_timeline.ts). The money
 * documents (issue 27): issued, approved, sent and delivered, revised, withdrawn, paid and
 * collected, each with its amount.
 */
export const gopsTimeline = {
  label: 'r.number',
  kind: 'money',
  permission: 'access-guarantee-of-payments',
  amount: { currency: 'r.currency_code', value: 'r.amount', logged: ['amount'] },
} satisfies TimelineEntryOf
