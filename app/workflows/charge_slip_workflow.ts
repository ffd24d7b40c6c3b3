import { actingUserId } from '#services/actor'
import { CHARGE_SLIP_STATUSES, type ChargeSlipStatus } from '#contracts/charge_slip_options'
import type { Transition, TransitionScene, Workflow } from '#services/workflow'
import { closedCaseGuard } from '#resources/case_parent'
import { fieldError } from '#services/field_error'
import { centsOf, moneyText } from '#contracts/money'
import { centerRate, missingRate } from '#workflows/center_rate'
import { fourEyes } from '#workflows/four_eyes'

/** What a charge slip transition may be given (app/validators/charge_slip.ts). */
export type ChargeSlipTransitionInput = {
  amount_approved?: string
  over_guarantee_reason?: string
  reason?: string
  payment_date?: Date
  payment_reference?: string
}

type Scene = TransitionScene<ChargeSlipStatus, ChargeSlipTransitionInput>

const stateLabels = Object.fromEntries(
  CHARGE_SLIP_STATUSES.map((state) => [state.value, state.label])
) as Record<ChargeSlipStatus, string>

const exchangeRate = ({ row, client }: Scene) => centerRate(client, 'charge_slips', row.id)

/** The approved amount is fixed in the center's currency at today's rate: both need one. */
async function rateKnown(scene: Scene): Promise<string | null> {
  return missingRate(await exchangeRate(scene), String(scene.row.currency_code))
}

/** Cost containment: nobody approves more than the provider billed. */
function withinBilled({ row, input }: Scene): string | null {
  if (input.amount_approved === undefined) return null
  const [billed, approved] = [String(row.amount_billed), input.amount_approved]
  if (centsOf(approved) <= centsOf(billed)) return null
  fieldError(
    'amount_approved',
    `The approved amount cannot be more than the ${moneyText(String(row.currency_code), billed)} billed.`
  )
}

/**
 * Cost containment (issue 16): an approval that takes what is approved for this provider on the
 * case above what its issued GOPs guarantee (the slip's own GOP when it names one), compared in
 * the center's currency, needs an explicit override with its reason, asked for beside the
 * field. The reason is kept on the slip and in the transition's activity entry.
 */
async function guaranteeCovers(scene: Scene): Promise<string | null> {
  const { row, input, client } = scene
  if (input.amount_approved === undefined || input.over_guarantee_reason) return null
  const found = await exchangeRate(scene)
  const rate = found?.rate ?? '1'
  const gopId = row.gop_id === null ? null : Number(row.gop_id)
  const result: {
    rows: { guaranteed: string; approved: string; exceeds: boolean; currency: string | null }[]
  } = await client.rawQuery(
    `SELECT g.guaranteed, a.approved + round(?::numeric * ?::numeric, 2) AS approved,
       a.approved + round(?::numeric * ?::numeric, 2) > g.guaranteed AS exceeds,
       (SELECT currency_code FROM centers WHERE id = ?) AS currency
     FROM (SELECT coalesce(sum(amount_in_center), 0) AS guaranteed FROM gops
           WHERE case_id = ? AND provider_id = ? AND status IN ('approved', 'sent')
             AND withdrawn_at IS NULL AND deleted_at IS NULL AND (?::int IS NULL OR id = ?)) AS g,
          (SELECT coalesce(sum(approved_in_center), 0) AS approved FROM charge_slips
           WHERE case_id = ? AND provider_id = ? AND status IN ('approved', 'paid')
             AND deleted_at IS NULL AND id <> ? AND (?::int IS NULL OR gop_id = ?)) AS a`,
    [
      input.amount_approved,
      rate,
      input.amount_approved,
      rate,
      row.center_id,
      row.case_id,
      row.provider_id,
      gopId,
      gopId,
      row.case_id,
      row.provider_id,
      row.id,
      gopId,
      gopId,
    ]
  )
  const totals = result.rows[0]
  if (!totals?.exceeds) return null
  const covered = gopId === null ? "this provider's GOPs guarantee" : 'its GOP guarantees'
  fieldError(
    'over_guarantee_reason',
    `Approving this takes the approved total to ${moneyText(totals.currency, totals.approved)}, above the ${moneyText(totals.currency, totals.guaranteed)} ${covered} on this case. Give the reason to approve above the guarantee.`
  )
}

/**
 * The charge slip's status machine (SPEC.md §4: pending, approved, paid; PRODUCT.md "Money
 * documents"; issue 16). A supervisor (approve-charge-slips) approves an amount at most what was
 * billed, which fixes the rate to the center's currency, or declines with a reason; an approval
 * above the guarantee is an override with its reason. Paying (pay-charge-slips) records the
 * payment's date and reference.
 */
const transitions: Transition<ChargeSlipStatus, ChargeSlipTransitionInput>[] = [
  {
    name: 'approve',
    label: 'Approve',
    done: 'approved',
    from: ['pending'],
    to: 'approved',
    permission: 'approve-charge-slips',
    required: { amount_approved: 'Please enter the amount approved.' },
    // Four eyes: whoever recorded the bill does not approve it.
    guards: [
      closedCaseGuard,
      fourEyes('charge_slip', (row) => `invoice ${String(row.invoice_number)}`),
      rateKnown,
      withinBilled,
      guaranteeCovers,
    ],
    set: async (scene) => {
      const found = await exchangeRate(scene)
      const rate = found?.rate ?? '1'
      return {
        amount_approved: scene.input.amount_approved,
        rate_to_center: rate,
        center_currency_code: found?.center_currency,
        approved_in_center: scene.client.raw('round(?::numeric * ?::numeric, 2)', [
          scene.input.amount_approved ?? '0',
          rate,
        ]),
        over_guarantee_reason: scene.input.over_guarantee_reason ?? null,
        approved_at: new Date(),
        approved_by_id: actingUserId(scene.actor),
      }
    },
  },
  {
    name: 'decline',
    label: 'Decline',
    done: 'declined',
    from: ['pending'],
    to: 'declined',
    permission: 'approve-charge-slips',
    reason: true,
    guards: [closedCaseGuard],
    set: ({ input, actor }) => ({
      decline_reason: input.reason,
      declined_at: new Date(),
      declined_by_id: actingUserId(actor),
    }),
  },
  {
    name: 'pay',
    label: 'Record payment',
    done: 'paid',
    from: ['approved'],
    to: 'paid',
    permission: 'pay-charge-slips',
    required: {
      payment_date: 'Please enter the date it was paid.',
      payment_reference: 'Please enter the payment reference.',
    },
    guards: [closedCaseGuard],
    set: ({ input, actor }) => ({
      payment_date: input.payment_date,
      payment_reference: input.payment_reference,
      paid_at: new Date(),
      paid_by_id: actingUserId(actor),
    }),
  },
]

export const chargeSlipWorkflow: Workflow<ChargeSlipStatus, ChargeSlipTransitionInput> = {
  table: 'charge_slips',
  subjectType: 'charge_slip',
  noun: 'Charge slip',
  stateLabels,
  label: (row) => `Invoice ${String(row.invoice_number)}`,
  transitions,
}
