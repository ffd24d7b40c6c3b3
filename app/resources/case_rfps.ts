import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import RequestForPayment from '#models/request_for_payment'
import RfpTransformer, { type PlainRfp } from '#transformers/rfp_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import type { ListDefinition } from '#queries/list_query'
import { rfpTransitionValidator, rfpValidator } from '#validators/rfp'
import { throughParent } from '#resources/center_scope'
import { underCase } from '#resources/case_parent'
import { childListPage, parentIdOf } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept, needs } from '#resources/registry_references'
import { rowActions } from '#resources/registry_actions'
import { fourEyesRefusal } from '#contracts/four_eyes'
import { sendUnderway } from '#contracts/letter_delivery'
import type { ResourceRequest } from '#resources/resource_request'
import { permissionSet } from '#permissions/catalogue'
import { resourceWorkflow } from '#services/workflow'
import { rfpWorkflow, type RfpTransitionInput } from '#workflows/rfp_workflow'
import { RFP_STATUS_OPTIONS, type RfpStatus } from '#contracts/rfp_options'
import { changePolicy, pendingOnlyRefusals } from '#policies/change_policy'
import { namesOf } from '#resources/shared'
import { fieldError } from '#services/field_error'
import { allocateRfpNumber } from '#services/case_number'
import { addAmounts, centsOf, moneyText } from '#contracts/money'
import { calendarDayIn } from '#contracts/calendar_days'
import { lastDelivery } from '#services/transmissions'
import { barredApproverColumn } from '#workflows/four_eyes'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type RfpRow = ReturnType<RfpTransformer['toObject']>

type Input = Infer<(typeof rfpValidator)['schema']>

const nameFrom = namesOf('request_for_payments')

/** The columns every RFP list reads (a case's tab, the center's list): names per row by key. */
export const RFP_COLUMNS = [
  'request_for_payments.id',
  'request_for_payments.case_id',
  'request_for_payments.client_id',
  'request_for_payments.number',
  'request_for_payments.currency_code',
  'request_for_payments.charges',
  'request_for_payments.service_fee',
  'request_for_payments.amount',
  'request_for_payments.issue_date',
  'request_for_payments.due_date',
  'request_for_payments.remarks',
  'request_for_payments.status',
  'request_for_payments.center_currency_code',
  'request_for_payments.amount_in_center',
  'request_for_payments.approved_at',
  'request_for_payments.collected_on',
  'request_for_payments.collection_reference',
  'request_for_payments.sent_at',
  'request_for_payments.created_at',
  'request_for_payments.updated_at',
  'request_for_payments.deleted_at',
  nameFrom('cases', 'number', 'case_id', 'case_number'),
  nameFrom('clients', 'name', 'client_id', 'client_name'),
  db.raw(`(SELECT count(*) FROM request_for_payment_lines AS lines
    WHERE lines.request_for_payment_id = request_for_payments.id) AS slips`),
  lastDelivery('rfp', 'request_for_payments'),
  barredApproverColumn('request_for_payments'),
]

/** The sorts both RFP lists offer (each has its index, migration 043). */
export const RFP_SORTS = {
  created_at: 'request_for_payments.created_at',
  number: 'request_for_payments.number_key',
  issue_date: 'request_for_payments.issue_date',
  due_date: 'request_for_payments.due_date',
  amount: 'request_for_payments.amount',
  updated_at: 'request_for_payments.updated_at',
}

/** A case's RFP tab: newest first; filtered by status. */
export const caseRfpList: ListDefinition<typeof RequestForPayment, RfpRow, PlainRfp> = {
  model: RequestForPayment,
  columns: RFP_COLUMNS,
  sortable: RFP_SORTS,
  defaultSort: '-created_at',
  filters: {
    status: {
      options: () => RFP_STATUS_OPTIONS,
      apply: (query, values) => void query.whereIn('request_for_payments.status', values),
    },
  },
  transformer: RfpTransformer,
}

type Billable = {
  id: number
  invoice_number: string
  provider_name: string
  currency_code: string
  amount: string
  rate: string | null
  amount_in_rfp: string | null
}

/**
 * The case's charge slips an RFP in `currency` may bill: approved or paid, live, and not on a
 * live RFP already; each with its approved amount, the rate from its currency to the RFP's as
 * Manage › Currencies holds them now, and that amount at the rate. `ids` narrows them.
 */
async function billableSlips(
  client: TransactionClientContract | typeof db,
  caseId: number,
  currency: string,
  ids?: number[]
): Promise<Billable[]> {
  const query = client
    .from('charge_slips')
    .joinRaw(
      'LEFT JOIN currencies AS slip_currency ON slip_currency.code = charge_slips.currency_code AND slip_currency.deleted_at IS NULL'
    )
    .joinRaw(
      'LEFT JOIN currencies AS rfp_currency ON rfp_currency.code = ? AND rfp_currency.deleted_at IS NULL',
      [currency]
    )
    .where('charge_slips.case_id', caseId)
    .whereIn('charge_slips.status', ['approved', 'paid'])
    .whereNull('charge_slips.deleted_at')
    .whereNotExists((billed) =>
      billed
        .from('request_for_payment_lines as lines')
        .join('request_for_payments as rfps', 'rfps.id', 'lines.request_for_payment_id')
        .whereColumn('lines.charge_slip_id', 'charge_slips.id')
        .whereNull('rfps.deleted_at')
    )
    .orderBy('charge_slips.id')
    .select(
      'charge_slips.id',
      'charge_slips.invoice_number',
      'charge_slips.currency_code',
      'charge_slips.amount_approved as amount',
      client.raw(
        '(SELECT providers.name FROM providers WHERE providers.id = charge_slips.provider_id) AS provider_name'
      ),
      client.raw(
        `(CASE WHEN charge_slips.currency_code = ? THEN 1
        ELSE round(rfp_currency.rate_to_base / nullif(slip_currency.rate_to_base, 0), 8) END)::text
        AS rate`,
        [currency]
      ),
      client.raw(
        `round(charge_slips.amount_approved * CASE WHEN charge_slips.currency_code = ?
        THEN 1 ELSE round(rfp_currency.rate_to_base / nullif(slip_currency.rate_to_base, 0), 8)
        END, 2)::text AS amount_in_rfp`,
        [currency]
      )
    )
  if (ids) query.whereIn('charge_slips.id', ids)
  return query
}

/**
 * What a new RFP bills, decided with the case locked (two RFPs made at once for one case bill
 * each slip once): the chosen slips among the billable ones, in the client's billing currency
 * at today's rates, the fee (given, else the program's, else the client's), due after the
 * client's payment terms unless a date is given. Each refusal is said beside its field.
 */
async function newRfp(trx: TransactionClientContract, input: Input, request: ResourceRequest) {
  const caseId = parentIdOf(caseRfpsResource.parent, request)
  const owner: {
    center_id: number
    client_id: number
    currency: string
    terms: number
    client_fee: string | null
    program_fee: string | null
    time_zone: string
  } = await trx
    .from('cases')
    .join('clients', 'clients.id', 'cases.client_id')
    .join('centers', 'centers.id', 'cases.center_id')
    .leftJoin('programs', 'programs.id', 'cases.program_id')
    .where('cases.id', caseId)
    .forUpdate('cases')
    .select(
      'cases.center_id',
      'cases.client_id',
      'clients.billing_currency_code as currency',
      'clients.payment_terms_days as terms',
      'clients.service_fee as client_fee',
      'programs.service_fee as program_fee',
      'centers.time_zone'
    )
    .firstOrFail()
  const ids = input.charge_slip_ids ?? []
  const slips = ids.length > 0 ? await billableSlips(trx, caseId, owner.currency, ids) : []
  if (slips.length !== ids.length) {
    fieldError(
      'charge_slip_ids',
      'Please choose among this case’s approved charge slips not billed yet.'
    )
  }
  const unpriced = slips.find((slip) => slip.amount_in_rfp === null)
  if (unpriced) {
    fieldError(
      'charge_slip_ids',
      `There is no exchange rate from ${unpriced.currency_code} to ${owner.currency}; set both in Manage › Currencies first.`
    )
  }
  const charges = addAmounts(slips.map((slip) => slip.amount_in_rfp ?? '0'))
  const fee = input.service_fee ?? owner.program_fee ?? owner.client_fee ?? '0.00'
  const amount = addAmounts([charges, fee])
  if (centsOf(amount) === 0n) {
    fieldError(
      'charge_slip_ids',
      'Choose the approved charge slips to bill, or enter a service fee.'
    )
  }
  // Issued today on the case center's clock (app/contracts/calendar_days.ts).
  const today = calendarDayIn(owner.time_zone)
  const issued = DateTime.fromISO(today)
  const due = input.due_date
    ? DateTime.fromJSDate(input.due_date)
    : issued.plus({ days: owner.terms })
  if (due.toISODate()! < today) fieldError('due_date', 'The due date cannot be before today.')
  return {
    centerId: owner.center_id,
    clientId: owner.client_id,
    number: await allocateRfpNumber(trx, owner.center_id),
    currencyCode: owner.currency,
    charges,
    serviceFee: fee,
    amount,
    issueDate: issued,
    dueDate: due,
    status: 'pending' as const,
    createdById: request.user.id,
  }
}

/** A pending RFP's fee and due date edited: the amount follows; it stays above zero. */
function editedRfp(input: Input, record: RequestForPayment) {
  const fee = input.service_fee ?? record.serviceFee
  const amount = addAmounts([record.charges, fee])
  if (centsOf(amount) === 0n) fieldError('service_fee', 'An RFP without charge slips needs a fee.')
  const due = input.due_date ? DateTime.fromJSDate(input.due_date) : record.dueDate
  if (due < record.issueDate)
    fieldError('due_date', 'The due date cannot be before the issue date.')
  return { serviceFee: fee, amount, dueDate: due }
}

/**
 * A case's requests for payment (SPEC.md §2 tab `request-for-payments`,
 * `access-request-for-payments`; issue 16): made on the tab from the case's approved charge
 * slips and the fee, edited while pending (fee, due date, remarks), then approved and collected
 * by the RFP workflow.
 */
/** An RFP's lines (the slips it bills), written with it. */
const LINES = 'request_for_payment_lines'

export const caseRfpsResource = {
  pages: null,
  routes: 'navigate.cases.rfps',
  noun: 'RFP',
  permissions: permissionSet('request-for-payments', 'request-for-payment'),
  list: caseRfpList,
  store: { model: RequestForPayment, subjectType: 'request_for_payment' },
  parent: underCase('request_for_payments', 'request-for-payments', 'rfps'),
  centerScope: throughParent('request_for_payments.case_id', 'cases', 'caseId'),
  workflow: resourceWorkflow(rfpWorkflow, rfpTransitionValidator),
  // Edited or deleted only while pending: once approved it is the client's bill.
  policy: changePolicy<RequestForPayment>(
    pendingOnlyRefusals(
      'request_for_payments',
      'number',
      (row) => `${row.label} is ${row.status}; it cannot be changed.`
    )
  ),
  validator: rfpValidator,
  attributes: (input: Input) => ({ remarks: input.remarks ?? null }),
  decidedInside: async (
    input: Input,
    record: RequestForPayment | undefined,
    trx,
    request: ResourceRequest
  ) => (record ? editedRfp(input, record) : newRfp(trx, input, request)),
  /** The lines: each chosen slip at the amount and rate its RFP's total was made of. */
  createdWithin: async (id: number, input: Input, trx: TransactionClientContract) => {
    const ids = input.charge_slip_ids ?? []
    if (ids.length === 0) return { charge_slips: [] }
    const rfp: { case_id: number; currency_code: string } = await trx
      .from('request_for_payments')
      .where('id', id)
      .select('case_id', 'currency_code')
      .firstOrFail()
    const slips = await billableSlips(trx, rfp.case_id, rfp.currency_code, ids)
    await trx.table('request_for_payment_lines').multiInsert(
      slips.map((slip) => ({
        request_for_payment_id: id,
        charge_slip_id: slip.id,
        currency_code: slip.currency_code,
        amount: slip.amount,
        rate: slip.rate,
        amount_in_rfp: slip.amount_in_rfp,
      }))
    )
    return {
      charge_slips: slips.map(
        (slip) => `Invoice ${slip.invoice_number} ${moneyText(slip.currency_code, slip.amount)}`
      ),
    }
  },
  restoreRefusal: async (record: RequestForPayment, trx: TransactionClientContract) => {
    const other: { number: string } | null = await trx
      .from('request_for_payment_lines as lines')
      .join('request_for_payment_lines as others', 'others.charge_slip_id', 'lines.charge_slip_id')
      .join('request_for_payments as rfps', 'rfps.id', 'others.request_for_payment_id')
      .where('lines.request_for_payment_id', record.id)
      .whereNot('rfps.id', record.id)
      .whereNull('rfps.deleted_at')
      .select('rfps.number')
      .first()
    return other
      ? `Its charge slips are billed by ${other.number} now; make a new RFP instead.`
      : null
  },
  deleteRefusal: async (rfp: RequestForPayment) =>
    rfp.status === 'pending' ? null : `${rfp.number} is ${rfp.status}; it cannot be deleted.`,
  references: [
    kept('case_id', 'cases', "the case's own requests for payment, kept with it"),
    kept(
      'center_id',
      'centers',
      "its case's center, copied for the center's RFP list; the cases decide the delete"
    ),
    kept('member_id', 'members', "its case's member, which follows the case"),
    kept('client_id', 'clients', "its case's client, which follows the case"),
    needs('currency_code', 'currencies', ['request for payment', 'requests for payment'], {
      key: 'code',
    }),
    kept(
      'center_currency_code',
      'currencies',
      "an approved RFP's center currency, fixed with its rate"
    ),
    kept('created_by_id', 'users', 'who made a request for payment is its history'),
    kept('approved_by_id', 'users', 'who approved a request for payment is its history'),
    kept('collected_by_id', 'users', 'who recorded a collection is its history'),
    kept('request_for_payment_id', 'request_for_payments', 'its lines, kept with it', LINES),
    kept(
      'charge_slip_id',
      'charge_slips',
      'the RFP lines that bill a slip (a billed slip is never deleted)',
      LINES
    ),
    kept(
      'currency_code',
      'currencies',
      "a billed charge slip's currency as it was billed, its history",
      LINES
    ),
    kept(
      'center_id',
      'centers',
      'its RFP-number counters, kept so a restored center never reuses a number',
      'rfp_number_counters'
    ),
  ],
  /**
   * Approve a pending RFP, record the collection of an approved one, send its document once
   * approved (Send, then Send again) while no send is under way; four eyes shows Approve to
   * whoever made it, disabled with the reason the server gives.
   */
  rowActions: rowActions<RfpRow, RfpStatus, RfpTransitionInput>({
    workflow: rfpWorkflow,
    offered: {
      send: (rfp) => rfp.delivery === null,
      resend: (rfp) => rfp.delivery !== null && !sendUnderway(rfp.delivery),
    },
    refused: {
      approve: (rfp, viewer) =>
        rfp.barred_approver_id === viewer.userId ? fourEyesRefusal('rfp', rfp.number) : null,
    },
  }),
  toDetail: (rfp: RequestForPayment) => rfp.id,
  label: (rfp: RequestForPayment) => rfp.number,
  labelNamesNoun: true,
} satisfies ResourceDefinition<
  typeof RequestForPayment,
  RfpRow,
  number,
  (typeof rfpValidator)['schema'],
  string,
  PlainRfp
>

/**
 * What the RFP dialog offers: the case's billable slips (all chosen at first), the client's
 * billing currency and payment terms, and the fee the program or client sets.
 */
export async function rfpFormOptions(caseId: number) {
  const owner: {
    currency: string
    terms: number
    client_fee: string | null
    program_fee: string | null
  } | null = await db
    .from('cases')
    .join('clients', 'clients.id', 'cases.client_id')
    .leftJoin('programs', 'programs.id', 'cases.program_id')
    .where('cases.id', caseId)
    .select(
      'clients.billing_currency_code as currency',
      'clients.payment_terms_days as terms',
      'clients.service_fee as client_fee',
      'programs.service_fee as program_fee'
    )
    .first()
  if (!owner) return null
  const slips = await billableSlips(db, caseId, owner.currency)
  return {
    currency: owner.currency,
    paymentTermsDays: owner.terms,
    defaultFee: owner.program_fee ?? owner.client_fee ?? '0.00',
    statuses: RFP_STATUS_OPTIONS,
    // Each at its amount, and in the client's currency where that differs.
    slips: slips.map((slip) => ({
      value: String(slip.id),
      label: [
        `Invoice ${slip.invoice_number} · ${slip.provider_name} · ${moneyText(slip.currency_code, slip.amount)}`,
        slip.currency_code !== owner.currency && slip.amount_in_rfp !== null
          ? ` → ${moneyText(owner.currency, slip.amount_in_rfp)}`
          : '',
      ].join(''),
    })),
  }
}

/**
 * The case page's request-for-payments tab (SPEC.md §2 `request-for-payments`, labelled RFP,
 * access-request-for-payments; issue 16): its table and the RFP dialog's lists.
 */
export const rfpsCaseTab = {
  key: 'request-for-payments',
  label: 'RFP',
  order: 100,
  permission: caseRfpsResource.permissions.access,
  count: { table: 'request_for_payments' },
  props: {
    rfps: ({ request, parent }) => childListPage(caseRfpsResource, request, parent),
    rfpOptions: ({ record }) => rfpFormOptions(record.id),
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const rfpsTimeline = {
  label: 'r.number',
  kind: 'money',
  permission: 'access-request-for-payments',
  amount: { currency: 'r.currency_code', value: 'r.amount', logged: ['amount'] },
} satisfies TimelineEntryOf
