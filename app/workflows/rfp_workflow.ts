import { actingUserId } from '#services/actor'
import { RFP_STATUSES, type RfpStatus } from '#contracts/rfp_options'
import type { Transition, TransitionScene, Workflow } from '#services/workflow'
import { closedCaseGuard } from '#resources/case_parent'
import { centerRate, missingRate } from '#workflows/center_rate'
import { fourEyes } from '#workflows/four_eyes'
import { letterSendTransitions } from '#workflows/letter_sending'
import { letterSubject } from '#services/letters/document_letters'

/** What an RFP transition may be given (app/validators/rfp.ts). */
export type RfpTransitionInput = {
  collected_on?: Date
  collection_reference?: string
  last_transmission?: string
}

type Scene = TransitionScene<RfpStatus, RfpTransitionInput>

const stateLabels = Object.fromEntries(
  RFP_STATUSES.map((state) => [state.value, state.label])
) as Record<RfpStatus, string>

const exchangeRate = ({ row, client }: Scene) => centerRate(client, 'request_for_payments', row.id)

/** The amount is fixed in the center's currency at today's rate: both currencies need one. */
async function rateKnown(scene: Scene): Promise<string | null> {
  return missingRate(await exchangeRate(scene), String(scene.row.currency_code))
}

/**
 * The RFP's status machine (SPEC.md §4: pending, approved, collected; issue 16). A supervisor
 * (approve-request-for-payments) approves it, which fixes the rate to the center's currency;
 * collecting it (collect-request-for-payments) records the date and the reference; an
 * approved one is sent to the client (Send, "Send again") through the queue.
 */
const transitions: Transition<RfpStatus, RfpTransitionInput>[] = [
  {
    name: 'approve',
    label: 'Approve',
    done: 'approved',
    from: ['pending'],
    to: 'approved',
    permission: 'approve-request-for-payments',
    // Four eyes: whoever made the RFP does not approve it.
    guards: [closedCaseGuard, fourEyes('rfp', (row) => String(row.number)), rateKnown],
    set: async (scene) => {
      const found = await exchangeRate(scene)
      const rate = found?.rate ?? '1'
      return {
        rate_to_center: rate,
        center_currency_code: found?.center_currency,
        amount_in_center: scene.client.raw('round(amount * ?::numeric, 2)', [rate]),
        approved_at: new Date(),
        approved_by_id: actingUserId(scene.actor),
      }
    },
  },
  {
    name: 'collect',
    label: 'Record collection',
    done: 'collected',
    from: ['approved'],
    to: 'collected',
    permission: 'collect-request-for-payments',
    required: {
      collected_on: 'Please enter the date it was collected.',
      collection_reference: 'Please enter the collection reference.',
    },
    guards: [closedCaseGuard],
    set: ({ input, actor }) => ({
      collected_on: input.collected_on,
      collection_reference: input.collection_reference,
      collected_at: new Date(),
      collected_by_id: actingUserId(actor),
    }),
  },
  // The RFP's document, to the client's billing email group, once approved (who approves it
  // sends it: SPEC.md names no permission of its own for sending RFPs). Its status stays.
  ...letterSendTransitions<RfpStatus, RfpTransitionInput>({
    permission: 'approve-request-for-payments',
    companyCopy: false,
    documentType: 'rfp',
    from: ['approved'],
    to: 'approved',
    label: (row) => String(row.number),
    facts: async ({ row }) => ({
      addressee: { clientId: Number(row.client_id) },
      revision: null,
      subject: (member) => letterSubject.rfp(String(row.number), member),
    }),
  }),
]

export const rfpWorkflow: Workflow<RfpStatus, RfpTransitionInput> = {
  table: 'request_for_payments',
  subjectType: 'request_for_payment',
  noun: 'RFP',
  stateLabels,
  label: (row) => String(row.number),
  transitions,
}
