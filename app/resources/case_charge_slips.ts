import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ChargeSlip from '#models/charge_slip'
import ChargeSlipTransformer, { type PlainChargeSlip } from '#transformers/charge_slip_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import type { ListDefinition } from '#queries/list_query'
import { chargeSlipTransitionValidator, chargeSlipValidator } from '#validators/charge_slip'
import { throughParent } from '#resources/center_scope'
import { underCase } from '#resources/case_parent'
import { childListPage, parentIdOf } from '#resources/scope'
import type { ResourceRequest } from '#resources/resource_request'
import { permissionSet } from '#permissions/catalogue'
import { resourceWorkflow } from '#services/workflow'
import { chargeSlipWorkflow, type ChargeSlipTransitionInput } from '#workflows/charge_slip_workflow'
import type { CaseTab } from '#resources/registry_tabs'
import { kept, needs } from '#resources/registry_references'
import { rowActions } from '#resources/registry_actions'
import { fourEyesRefusal } from '#contracts/four_eyes'
import {
  CHARGE_SLIP_STATUS_OPTIONS,
  PAYMENT_METHOD_OPTIONS,
  type ChargeSlipStatus,
} from '#contracts/charge_slip_options'
import { currencyOptions, namesOf } from '#resources/shared'
import { changePolicy, pendingOnlyRefusals } from '#policies/change_policy'
import { fieldError } from '#services/field_error'
import type { Option } from '#contracts/list'
import { moneyText } from '#contracts/money'
import { barredApproverColumn } from '#workflows/four_eyes'
import type { TimelineEntryOf } from '#resources/registry_timeline'
import { approvalWaitingWhenWritten } from '#services/case_event_notifications'

export type ChargeSlipRow = ReturnType<ChargeSlipTransformer['toObject']>

type Input = Infer<(typeof chargeSlipValidator)['schema']>

/**
 * The columns every charge slip list reads (a case's tab, the center's list, the dashboard).
 * Names are read per row of the page by primary key, not joined, so the list's count reads the
 * slips alone.
 */
const nameFrom = namesOf('charge_slips')
const CHARGE_SLIP_OWN_COLUMNS = [
  'charge_slips.id',
  'charge_slips.case_id',
  'charge_slips.provider_id',
  'charge_slips.gop_id',
  'charge_slips.case_file_id',
  'charge_slips.invoice_number',
  'charge_slips.invoice_date',
  'charge_slips.currency_code',
  'charge_slips.amount_billed',
  'charge_slips.amount_approved',
  'charge_slips.payment_method',
  'charge_slips.remarks',
  'charge_slips.status',
  'charge_slips.center_currency_code',
  'charge_slips.approved_in_center',
  'charge_slips.over_guarantee_reason',
  'charge_slips.decline_reason',
  'charge_slips.approved_at',
  'charge_slips.payment_date',
  'charge_slips.payment_reference',
  'charge_slips.paid_at',
  'charge_slips.created_at',
  'charge_slips.updated_at',
  'charge_slips.deleted_at',
  nameFrom('cases', 'number', 'case_id', 'case_number'),
  nameFrom('providers', 'name', 'provider_id', 'provider_name'),
  nameFrom('providers', 'status', 'provider_id', 'provider_status'),
  nameFrom('gops', 'number', 'gop_id', 'gop_number'),
  nameFrom('case_files', 'original_name', 'case_file_id', 'case_file_name'),
  barredApproverColumn('charge_slips'),
]

/**
 * The cost-containment check as of now, for one viewer: another live, undeclined slip of the
 * same provider with the same invoice number, or with the same amount and invoice date on
 * another case (two index probes per row: charge_slips_duplicate_*_index). It names the other
 * slip's case only when that case is in one of the viewer's centers (one they may see first);
 * in a center they may not see it says only which check matched, so the approver still knows a
 * duplicate exists and the other center's case number never reaches them.
 */
function duplicateColumn(centerIds: readonly number[]) {
  const visible = `other.center_id = ANY(string_to_array(?, ',')::int[])`
  const centers = centerIds.join(',')
  return db.raw(
    `(SELECT json_build_object(
        'case_number', CASE WHEN ${visible}
          THEN (SELECT cases.number FROM cases WHERE cases.id = other.case_id) END,
        'same_invoice_number', other.invoice_number_key = charge_slips.invoice_number_key)
      FROM charge_slips AS other
      WHERE other.provider_id = charge_slips.provider_id AND other.id <> charge_slips.id
        AND other.deleted_at IS NULL AND other.status <> 'declined'
        AND (other.invoice_number_key = charge_slips.invoice_number_key
          OR (other.case_id <> charge_slips.case_id
            AND other.amount_billed = charge_slips.amount_billed
            AND other.invoice_date = charge_slips.invoice_date))
      ORDER BY ${visible} DESC, other.id LIMIT 1) AS duplicate`,
    [centers, centers]
  )
}

/** The charge slip columns as this viewer may read them (the duplicate flag names what they see). */
export function chargeSlipColumns(viewer: ResourceRequest | null) {
  return [...CHARGE_SLIP_OWN_COLUMNS, duplicateColumn(viewer?.actor.centerIds ?? [])]
}

/** The sorts both charge slip lists offer (each has its index, migration 042). */
export const CHARGE_SLIP_SORTS = {
  created_at: 'charge_slips.created_at',
  invoice_number: 'charge_slips.invoice_number_key',
  invoice_date: 'charge_slips.invoice_date',
  amount: 'charge_slips.amount_billed',
  updated_at: 'charge_slips.updated_at',
}

/**
 * A case's charge-slips tab: newest first; filtered by status. Read per viewer (the duplicate
 * flag); without one (the resource's own definition) a duplicate names no case.
 */
function caseChargeSlipList(
  viewer: ResourceRequest | null
): ListDefinition<typeof ChargeSlip, ChargeSlipRow, PlainChargeSlip> {
  return {
    model: ChargeSlip,
    columns: chargeSlipColumns(viewer),
    sortable: CHARGE_SLIP_SORTS,
    defaultSort: '-created_at',
    filters: {
      status: {
        options: () => CHARGE_SLIP_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('charge_slips.status', values),
      },
    },
    transformer: ChargeSlipTransformer,
  }
}

/**
 * What the slip points at must be the case's own: an issued GOP of this case to the same
 * provider, and one of the case's live files. Said beside the field otherwise.
 */
async function checkCaseLinks(trx: TransactionClientContract, input: Input, caseId: number) {
  if (input.gop_id !== undefined) {
    const gop: { provider_id: number; status: string; number: string } | null = await trx
      .from('gops')
      .where('id', input.gop_id)
      .where('case_id', caseId)
      .whereNull('deleted_at')
      .select('provider_id', 'status', 'number')
      .first()
    if (!gop) fieldError('gop_id', 'Please choose one of this case’s GOPs.')
    if (gop.provider_id !== input.provider_id) {
      fieldError('gop_id', `${gop.number} guarantees another provider.`)
    }
    if (gop.status !== 'approved' && gop.status !== 'sent') {
      fieldError(
        'gop_id',
        `${gop.number} is ${gop.status}; a bill is recorded against an issued GOP.`
      )
    }
  }
  if (input.case_file_id !== undefined) {
    const file = await trx
      .from('case_files')
      .where('id', input.case_file_id)
      .where('case_id', caseId)
      .whereNull('deleted_at')
      .first()
    if (!file) fieldError('case_file_id', 'Please choose one of this case’s files.')
  }
}

/**
 * A case's charge slips (SPEC.md §2 tab `charge-slips`, `access-charge-slips`; PRODUCT.md "Money
 * documents"; issue 16): a provider's bill recorded on the tab, edited while pending, then
 * approved or declined and paid by the charge slip workflow.
 */
const SLIPS = ['charge slip', 'charge slips'] as const

export const caseChargeSlipsResource = {
  pages: null,
  routes: 'navigate.cases.charge_slips',
  noun: 'Charge slip',
  permissions: permissionSet('charge-slips', 'charge-slip'),
  list: caseChargeSlipList(null),
  store: { model: ChargeSlip, subjectType: 'charge_slip' },
  parent: underCase('charge_slips', 'charge-slips', 'chargeSlips'),
  centerScope: throughParent('charge_slips.case_id', 'cases', 'caseId'),
  workflow: resourceWorkflow(chargeSlipWorkflow, chargeSlipTransitionValidator),
  // Edited or deleted only while pending: once approved its amount is decided, and a paid or
  // declined slip is history.
  policy: changePolicy<ChargeSlip>(
    pendingOnlyRefusals(
      'charge_slips',
      'invoice_number',
      (row) => `Invoice ${row.label} is ${row.status}; it cannot be changed.`
    )
  ),
  validator: chargeSlipValidator,
  attributes: (input: Input) => ({
    providerId: input.provider_id,
    gopId: input.gop_id ?? null,
    caseFileId: input.case_file_id ?? null,
    invoiceNumber: input.invoice_number,
    invoiceDate: DateTime.fromJSDate(input.invoice_date),
    currencyCode: input.currency_code,
    amountBilled: input.amount_billed,
    paymentMethod: input.payment_method,
    remarks: input.remarks ?? null,
  }),
  /** A new slip takes its case's center; it starts pending. Links are checked every save. */
  decidedInside: async (
    input: Input,
    record: ChargeSlip | undefined,
    trx,
    request: ResourceRequest
  ) => {
    const caseId = record?.caseId ?? parentIdOf(caseChargeSlipsResource.parent, request)
    await checkCaseLinks(trx, input, caseId)
    if (record) return {}
    const found: { center_id: number } = await trx
      .from('cases')
      .where('id', caseId)
      .select('center_id')
      .firstOrFail()
    return { centerId: found.center_id, status: 'pending' as const, createdById: request.user.id }
  },
  references: [
    kept('case_id', 'cases', "the case's own charge slips, kept with it"),
    kept(
      'center_id',
      'centers',
      "its case's center, copied for the center's charge slip list; the cases decide the delete"
    ),
    kept('member_id', 'members', "its case's member, which follows the case"),
    needs('provider_id', 'providers', SLIPS),
    // A bill is recorded against an issued GOP only, and an issued GOP is never deleted.
    kept('gop_id', 'gops', 'the bill recorded against a GOP'),
    // Its invoice stays on the case while the slip is live (issue 16).
    needs('case_file_id', 'case_files', SLIPS),
    needs('currency_code', 'currencies', SLIPS, { key: 'code' }),
    kept(
      'center_currency_code',
      'currencies',
      "an approved charge slip's center currency, fixed with its rate"
    ),
    kept('created_by_id', 'users', 'who recorded a charge slip is its history'),
    kept('approved_by_id', 'users', 'who approved a charge slip is its history'),
    kept('declined_by_id', 'users', 'who declined a charge slip is its history'),
    kept('paid_by_id', 'users', 'who paid a charge slip is its history'),
  ],
  /**
   * Approve and decline a pending slip, record the payment of an approved one; four eyes shows
   * Approve to whoever recorded it, disabled with the reason the server gives.
   */
  rowActions: rowActions<ChargeSlipRow, ChargeSlipStatus, ChargeSlipTransitionInput>({
    workflow: chargeSlipWorkflow,
    refused: {
      approve: (slip, viewer) =>
        slip.barred_approver_id === viewer.userId
          ? fourEyesRefusal('charge_slip', `invoice ${slip.invoice_number}`)
          : null,
    },
  }),
  // Its approvers are told it waits for them (issue 30), in the creating or restoring write.
  writtenWithin: approvalWaitingWhenWritten('charge_slip'),
  deleteRefusal: async (slip: ChargeSlip) =>
    slip.status === 'pending'
      ? null
      : `Invoice ${slip.invoiceNumber} is ${slip.status}; it cannot be deleted.`,
  toDetail: (slip: ChargeSlip) => slip.id,
  label: (slip: ChargeSlip) => `Invoice ${slip.invoiceNumber}`,
  labelNamesNoun: true,
} satisfies ResourceDefinition<
  typeof ChargeSlip,
  ChargeSlipRow,
  number,
  (typeof chargeSlipValidator)['schema'],
  string,
  PlainChargeSlip
>

/**
 * The case page's charge-slips tab (SPEC.md §2 `charge-slips`, access-charge-slips; issue 16):
 * its table as this user reads it (the duplicate flag names only cases in their centers) and the
 * charge slip dialog's lists.
 */
export const chargeSlipsCaseTab = {
  key: 'charge-slips',
  label: 'Charge slips',
  order: 110,
  permission: caseChargeSlipsResource.permissions.access,
  count: { table: 'charge_slips' },
  props: {
    chargeSlips: ({ request, parent }) =>
      childListPage(
        { ...caseChargeSlipsResource, list: caseChargeSlipList(request) },
        request,
        parent
      ),
    chargeSlipOptions: ({ record }) => chargeSlipFormOptions(record.id, record.center_id),
  },
} satisfies CaseTab

/**
 * What the charge slip dialog offers: the currencies (the center's first), the payment methods,
 * the case's issued GOPs (each with its provider, to offer only the chosen provider's) and the
 * case's files (the invoice).
 */
export async function chargeSlipFormOptions(caseId: number, centerId: number) {
  const [currencies, center, gops, files] = await Promise.all([
    currencyOptions(),
    db.from('centers').where('id', centerId).select('currency_code').first() as Promise<{
      currency_code: string | null
    } | null>,
    db
      .from('gops')
      .where('case_id', caseId)
      .whereIn('status', ['approved', 'sent'])
      .whereNull('withdrawn_at')
      .whereNull('deleted_at')
      .orderBy('id')
      .select('id', 'number', 'provider_id', 'currency_code', 'amount') as Promise<
      { id: number; number: string; provider_id: number; currency_code: string; amount: string }[]
    >,
    db
      .from('case_files')
      .where('case_id', caseId)
      .whereNull('deleted_at')
      .orderBy('id', 'desc')
      .limit(200)
      .select('id', 'original_name') as Promise<{ id: number; original_name: string }[]>,
  ])
  const fileOptions: Option[] = files.map((file) => ({
    value: String(file.id),
    label: file.original_name,
  }))
  return {
    currencies,
    paymentMethods: PAYMENT_METHOD_OPTIONS,
    statuses: CHARGE_SLIP_STATUS_OPTIONS,
    defaultCurrency: center?.currency_code ?? null,
    gops: gops.map((gop) => ({
      value: String(gop.id),
      label: `${gop.number} (${moneyText(gop.currency_code, gop.amount)})`,
      provider_id: String(gop.provider_id),
    })),
    files: fileOptions,
  }
}

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const chargeSlipsTimeline = {
  label:
    "r.invoice_number || ' of ' || (SELECT p.name FROM providers p WHERE p.id = r.provider_id)",
  kind: 'money',
  permission: 'access-charge-slips',
  amount: {
    currency: 'r.currency_code',
    value: 'coalesce(r.amount_approved, r.amount_billed)',
    logged: ['amount_approved', 'amount_billed'],
  },
} satisfies TimelineEntryOf
