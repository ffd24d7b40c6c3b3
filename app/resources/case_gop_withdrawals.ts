import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import GopWithdrawal from '#models/gop_withdrawal'
import GopWithdrawalTransformer, {
  type PlainGopWithdrawal,
} from '#transformers/gop_withdrawal_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import type { ListDefinition } from '#queries/list_query'
import { gopWithdrawalTransitionValidator, gopWithdrawalValidator } from '#validators/gop'
import { resourceWorkflow } from '#services/workflow'
import { gopWithdrawalWorkflow } from '#workflows/gop_withdrawal_workflow'
import { throughParent } from '#resources/center_scope'
import { underCase } from '#resources/case_parent'
import { childListPage, parentIdOf } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept } from '#resources/registry_references'
import { rowActions } from '#resources/registry_actions'
import { sendUnderway } from '#contracts/letter_delivery'
import type { LetterSendInput } from '#workflows/letter_sending'
import type { ResourceRequest } from '#resources/resource_request'
import { permissionSet } from '#permissions/catalogue'
import { fieldError } from '#services/field_error'
import { recordActivity } from '#services/activity_log'
import { WITHDRAWAL_REASON_OPTIONS, type WithdrawalStatus } from '#contracts/gop_options'
import { changePolicy } from '#policies/change_policy'
import type { Option } from '#contracts/list'
import { moneyText } from '#contracts/money'
import { lastDelivery } from '#services/transmissions'
import { withdrawalLetterRecord } from '#services/letters/document_letters'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type GopWithdrawalRow = ReturnType<GopWithdrawalTransformer['toObject']>

type Input = Infer<(typeof gopWithdrawalValidator)['schema']>

const fromGop = (column: string, alias: string) =>
  db.raw(`(SELECT gops.${column} FROM gops WHERE gops.id = gop_withdrawals.gop_id) AS ${alias}`)
const userName = (column: 'first_name' | 'last_name', alias: string) =>
  db.raw(
    `(SELECT users.${column} FROM users WHERE users.id = gop_withdrawals.created_by_id) AS ${alias}`
  )

const withdrawalList: ListDefinition<typeof GopWithdrawal, GopWithdrawalRow, PlainGopWithdrawal> = {
  model: GopWithdrawal,
  columns: [
    'gop_withdrawals.id',
    'gop_withdrawals.case_id',
    'gop_withdrawals.gop_id',
    'gop_withdrawals.reason',
    'gop_withdrawals.remarks',
    'gop_withdrawals.sent_at',
    'gop_withdrawals.status',
    'gop_withdrawals.gop_number',
    'gop_withdrawals.created_at',
    'gop_withdrawals.updated_at',
    'gop_withdrawals.deleted_at',
    fromGop('amount', 'gop_amount'),
    fromGop('currency_code', 'gop_currency_code'),
    db.raw(`(SELECT providers.name FROM gops JOIN providers ON providers.id = gops.provider_id
        WHERE gops.id = gop_withdrawals.gop_id) AS provider_name`),
    userName('first_name', 'created_by_first_name'),
    userName('last_name', 'created_by_last_name'),
    lastDelivery('gop_withdrawal', 'gop_withdrawals'),
  ],
  sortable: { created_at: 'gop_withdrawals.created_at' },
  defaultSort: '-created_at',
  filters: {
    reason: {
      options: () => WITHDRAWAL_REASON_OPTIONS,
      apply: (query, values) => void query.whereIn('gop_withdrawals.reason', values),
    },
  },
  transformer: GopWithdrawalTransformer,
}

/**
 * A withdrawal is final: it told the provider the guarantee is gone. It is not edited or
 * deleted; a new guarantee is issued instead.
 */
async function withdrawalRefusals(_actor: unknown, ids: number[]) {
  return new Map(
    ids.map((id) => [
      id,
      'A withdrawal is final; issue a new GOP if the guarantee is needed again.',
    ])
  )
}

/**
 * The GOP withdrawn: an issued (approved or sent) GOP of this case that is not withdrawn yet,
 * locked for the rest of the transaction, so two withdrawals of one GOP give one. Its
 * `withdrawn_at` is written here, with its own activity entry: it counts zero in the totals
 * and shows as withdrawn everywhere from this commit on.
 */
async function withdrawGop(input: Input, trx: TransactionClientContract, request: ResourceRequest) {
  const caseId = parentIdOf(caseGopWithdrawalsResource.parent, request)
  const gop: {
    id: number
    number: string
    status: string
    withdrawn_at: Date | null
    center_id: number
  } | null = await trx
    .from('gops')
    .where('id', input.gop_id)
    .where('case_id', caseId)
    .whereNull('deleted_at')
    .forUpdate()
    .select('id', 'number', 'status', 'withdrawn_at', 'center_id')
    .first()
  if (!gop) fieldError('gop_id', 'Please choose one of this case’s GOPs.')
  if (gop.withdrawn_at) fieldError('gop_id', `${gop.number} is already withdrawn.`)
  if (gop.status !== 'approved' && gop.status !== 'sent') {
    fieldError(
      'gop_id',
      `${gop.number} is ${gop.status}; only an approved or sent GOP is withdrawn.`
    )
  }
  const now = request.actor.clock.now()
  await trx.from('gops').where('id', gop.id).update({ withdrawn_at: now, updated_at: now })
  await recordActivity(
    {
      actor: request.actor,
      centerId: gop.center_id,
      action: 'update',
      subjectType: 'gop',
      subjectId: gop.id,
      description: `${gop.number} withdrawn`,
      properties: { before: { withdrawn_at: null }, after: { withdrawn_at: now.toISOString() } },
    },
    trx
  )
  return gop.number
}

/**
 * A case's withdrawals of guarantees (SPEC.md §2 tab `withdrawal-of-gops`, labelled WGOP,
 * `access-withdrawal-of-gops`): an issued GOP withdrawn with a reason from SPEC.md §3 and remarks.
 */
export const caseGopWithdrawalsResource = {
  pages: null,
  routes: 'navigate.cases.withdrawals',
  noun: 'Withdrawal',
  permissions: permissionSet('withdrawal-of-gops', 'withdrawal-of-gop'),
  list: withdrawalList,
  store: { model: GopWithdrawal, subjectType: 'gop_withdrawal' },
  parent: underCase('gop_withdrawals', 'withdrawal-of-gops', 'withdrawals'),
  centerScope: throughParent('gop_withdrawals.case_id', 'cases', 'caseId'),
  policy: changePolicy<GopWithdrawal>(withdrawalRefusals),
  workflow: resourceWorkflow(gopWithdrawalWorkflow, gopWithdrawalTransitionValidator),
  validator: gopWithdrawalValidator,
  attributes: (input: Input) => ({
    gopId: input.gop_id,
    reason: input.reason,
    remarks: input.remarks ?? null,
  }),
  decidedInside: async (input: Input, record: GopWithdrawal | undefined, trx, request) => {
    if (record) return {}
    const gopNumber = await withdrawGop(input, trx, request)
    const found: { center_id: number } = await trx
      .from('cases')
      .where('id', parentIdOf(caseGopWithdrawalsResource.parent, request))
      .select('center_id')
      .firstOrFail()
    // The letter as written today, kept so it reads the same whenever it is shown or sent.
    const letter = await withdrawalLetterRecord(
      trx,
      { gopId: input.gop_id, reason: input.reason, remarks: input.remarks ?? null },
      request.user
    )
    return {
      centerId: found.center_id,
      createdById: request.user.id,
      gopNumber,
      status: 'unsent' as const,
      ...letter,
    }
  },
  toDetail: (withdrawal: GopWithdrawal) => withdrawal.id,
  label: (withdrawal: GopWithdrawal) => `Withdrawal of ${withdrawal.gopNumber}`,
  labelNamesNoun: true,
  references: [
    kept('case_id', 'cases', "the case's own GOP withdrawals, kept with it"),
    kept('center_id', 'centers', "its case's center, copied with it; the cases decide the delete"),
    kept('gop_id', 'gops', 'the withdrawal of a GOP, kept with it'),
    kept('created_by_id', 'users', 'who withdrew a GOP is its history'),
  ],
  // Its letter is sent, then sent again, while no send of it is under way.
  rowActions: rowActions<GopWithdrawalRow, WithdrawalStatus, LetterSendInput>({
    workflow: gopWithdrawalWorkflow,
    offered: {
      send: (withdrawal) => !sendUnderway(withdrawal.delivery),
      resend: (withdrawal) => !sendUnderway(withdrawal.delivery),
    },
  }),
} satisfies ResourceDefinition<
  typeof GopWithdrawal,
  GopWithdrawalRow,
  number,
  (typeof gopWithdrawalValidator)['schema'],
  string,
  PlainGopWithdrawal
>

/** The WGOP dialog's lists: the reasons, and the case's GOPs that may still be withdrawn. */
export async function withdrawalFormOptions(caseId: number) {
  const rows: { id: number; number: string; amount: string; currency_code: string }[] = await db
    .from('gops')
    .where('case_id', caseId)
    .whereIn('status', ['approved', 'sent'])
    .whereNull('withdrawn_at')
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id', 'number', 'amount', 'currency_code')
  const gops: Option[] = rows.map((row) => ({
    value: String(row.id),
    label: `${row.number} (${moneyText(row.currency_code, row.amount)})`,
  }))
  return { reasons: WITHDRAWAL_REASON_OPTIONS, gops }
}

/**
 * The case page's WGOP tab (SPEC.md §2 `withdrawal-of-gops`, access-withdrawal-of-gops): the
 * case's withdrawals, and the GOPs that may still be withdrawn.
 */
export const withdrawalsCaseTab = {
  key: 'withdrawal-of-gops',
  label: 'WGOP',
  order: 90,
  permission: caseGopWithdrawalsResource.permissions.access,
  count: { table: 'gop_withdrawals' },
  props: {
    withdrawals: ({ request, parent }) =>
      childListPage(caseGopWithdrawalsResource, request, parent),
    withdrawalOptions: ({ record }) => withdrawalFormOptions(record.id),
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const withdrawalsTimeline = {
  label: "'of ' || r.gop_number",
  kind: 'money',
  permission: 'access-withdrawal-of-gops',
  // What it withdrew: its GOP's amount.
  amount: {
    currency: '(SELECT g.currency_code FROM gops g WHERE g.id = r.gop_id)',
    value: '(SELECT g.amount FROM gops g WHERE g.id = r.gop_id)',
    logged: [],
  },
} satisfies TimelineEntryOf
