import { actingUserId } from '#services/actor'
import { GOP_STATUSES, type GopStatus } from '#contracts/gop_options'
import type { Transition, TransitionScene, Workflow, WorkflowRow } from '#services/workflow'
import { TransitionRefused } from '#services/workflow'
import { closedCaseGuard } from '#resources/case_parent'
import { NO_LETTER_TEMPLATE, gopLetterTemplate, gopLetterValues } from '#services/gop_letter'
import { letterSubject } from '#services/letters/document_letters'
import { letterSendTransitions } from '#workflows/letter_sending'
import { centerRate, missingRate } from '#workflows/center_rate'
import { fourEyes } from '#workflows/four_eyes'
import { centsOf } from '#contracts/money'
import { isoDate } from '#contracts/iso_timestamp'
import { fieldError } from '#services/field_error'

/** What a GOP transition may be given (app/validators/gop.ts gopTransitionValidator). */
export type GopTransitionInput = {
  reason?: string
  revision?: string
  amount?: string
  services_covered?: string
  valid_until?: Date
  remarks?: string
  last_transmission?: string
}

type Scene = TransitionScene<GopStatus, GopTransitionInput>

const stateLabels = Object.fromEntries(
  GOP_STATUSES.map((state) => [state.value, state.label])
) as Record<GopStatus, string>

/** PRODUCT.md "Provider": a black-listed provider cannot receive a guarantee, nor an approval. */
async function providerNotBlackListed({ row, client }: Scene): Promise<string | null> {
  const provider: { name: string; status: string } | null = await client
    .from('providers')
    .where('id', Number(row.provider_id))
    .select('name', 'status')
    .first()
  if (provider?.status !== 'black-listed') return null
  return `${provider.name} is black-listed; a guarantee of payment to it cannot be approved.`
}

const exchangeRate = ({ row, client }: Scene) => centerRate(client, 'gops', row.id)

/**
 * The amounts are turned into the center's currency at the rate of the day the GOP is approved
 * (PRODUCT.md), so both currencies need one.
 */
async function rateKnown(scene: Scene): Promise<string | null> {
  return missingRate(await exchangeRate(scene), String(scene.row.currency_code))
}

/**
 * Four eyes: whoever issued the GOP neither approves it nor revises it, since a revision is
 * approved at once (its amount would otherwise be one person's word).
 */
const issuerApproves = fourEyes('gop', (row) => String(row.number))
const issuerRevises = fourEyes('gop', (row) => String(row.number), 'revise')

/** A withdrawn GOP guarantees nothing more: it is not revised or sent again. */
function notWithdrawn({ row }: Scene): string | null {
  return row.withdrawn_at ? `${gopWorkflow.label(row)} was withdrawn.` : null
}

/**
 * A revision is made of the one the reviser saw: a second submission of the same form, or two
 * supervisors revising at once, gets one new revision and one plain refusal.
 */
function revisesCurrent({ row, input }: Scene): string | null {
  if (Number(input.revision) === Number(row.revision)) return null
  return `${gopWorkflow.label(row)} is already at revision ${String(row.revision)}; reload it to see that revision before revising it.`
}

/**
 * A revision changes something: the amount, or a term (services covered, valid until, remarks;
 * a term left empty keeps what the GOP says). The same form sent again unchanged would make a
 * revision identical to the last one, to be sent to the provider again for nothing.
 */
function somethingRevised({ row, input }: Scene): null {
  const differs = (given: string | undefined, held: unknown) =>
    given !== undefined && given !== (held ?? null)
  const changed =
    (input.amount !== undefined && centsOf(input.amount) !== centsOf(String(row.amount))) ||
    differs(input.services_covered, row.services_covered) ||
    differs(input.remarks, row.remarks) ||
    differs(
      input.valid_until && isoDate(input.valid_until),
      row.valid_until && isoDate(row.valid_until as Date)
    )
  if (changed) return null
  fieldError(
    'amount',
    `Nothing was changed: revision ${String(row.revision)} already says this. Enter the new amount or change a term.`
  )
}

/**
 * The approved revision, kept as it was issued (issue 15): its amount and terms, and the
 * letter's template and placeholder values, so the letter is rendered again word for word.
 */
async function recordRevision(moved: WorkflowRow<GopStatus>, scene: Scene) {
  const gop = moved as WorkflowRow<GopStatus> & {
    gop_template_id: number | null
    provider_id: number
    business_entity_id: number
  }
  const template = await gopLetterTemplate(scene.client, gop)
  if (!template) {
    throw new TransitionRefused(NO_LETTER_TEMPLATE)
  }
  // The letter is signed by whoever approved it; the system, were it ever to, by its name.
  const { actor } = scene
  const signer = actor.user ?? {
    firstName: actor.kind === 'system' ? actor.integration : '',
    lastName: '',
  }
  const values = await gopLetterValues(scene.client, moved.id, signer, actor.clock.now())
  await scene.client.table('gop_revisions').insert({
    gop_id: moved.id,
    revision: moved.revision,
    currency_code: moved.currency_code,
    amount: moved.amount,
    rate_to_center: moved.rate_to_center,
    center_currency_code: moved.center_currency_code,
    amount_in_center: moved.amount_in_center,
    services_covered: moved.services_covered,
    admission_date: moved.admission_date,
    valid_until: moved.valid_until,
    remarks: moved.remarks,
    gop_template_id: template.id,
    letter_template: JSON.stringify(template.body),
    letter_values: JSON.stringify(values),
    business_entity_id: moved.business_entity_id,
    created_by_id: actingUserId(scene.actor),
    created_at: new Date(),
  })
}

/**
 * The GOP's status machine (SPEC.md §4: pending, approved, declined, sent; PRODUCT.md "Money
 * documents"). Approve and decline need approve-guarantee-of-payments, a decline its reason;
 * approving fixes the exchange rate for good. Revise (revise-guarantee-of-payments) turns an
 * issued GOP into its next revision with a new amount, at the same rate, approved at once (the
 * reviser holds the authority) and to be sent again; every revision is kept readable. Send
 * (send-guarantee-of-payments) mails the current revision's letter through the queue; "Send
 * again" repeats it (after a failed delivery, or to resend), one send at a time.
 */
const transitions: Transition<GopStatus, GopTransitionInput>[] = [
  {
    name: 'approve',
    label: 'Approve',
    done: 'approved',
    from: ['pending'],
    to: 'approved',
    permission: 'approve-guarantee-of-payments',
    guards: [closedCaseGuard, issuerApproves, providerNotBlackListed, rateKnown],
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
    within: recordRevision,
  },
  {
    name: 'decline',
    label: 'Decline',
    done: 'declined',
    from: ['pending'],
    to: 'declined',
    permission: 'approve-guarantee-of-payments',
    reason: true,
    guards: [closedCaseGuard],
    set: ({ input, actor }) => ({
      decline_reason: input.reason,
      declined_at: new Date(),
      declined_by_id: actingUserId(actor),
    }),
  },
  {
    name: 'revise',
    label: 'Revise',
    done: 'revised',
    from: ['approved', 'sent'],
    to: 'approved',
    permission: 'revise-guarantee-of-payments',
    // Why the guarantee changes (the provider's new estimate, an extension): kept in the log.
    reason: true,
    required: {
      amount: 'Please enter the revised amount.',
      revision: 'Reload the GOP: the revision it is at was not sent.',
    },
    guards: [closedCaseGuard, notWithdrawn, revisesCurrent, issuerRevises, somethingRevised],
    set: ({ input, client }) => ({
      amount: input.amount,
      amount_in_center: client.raw('round(?::numeric * rate_to_center, 2)', [input.amount ?? '0']),
      revision: client.raw('revision + 1'),
      ...(input.services_covered !== undefined ? { services_covered: input.services_covered } : {}),
      ...(input.valid_until !== undefined ? { valid_until: input.valid_until } : {}),
      ...(input.remarks !== undefined ? { remarks: input.remarks } : {}),
      sent_at: null,
    }),
    within: recordRevision,
  },
  // The current revision's letter, to the provider (guarded: a withdrawn GOP is not sent).
  ...letterSendTransitions<GopStatus, GopTransitionInput>({
    permission: 'send-guarantee-of-payments',
    companyCopy: true,
    documentType: 'gop',
    from: ['approved'],
    to: 'sent',
    label: (row) => gopWorkflow.label(row),
    guards: [notWithdrawn],
    facts: async ({ row }) => ({
      addressee: { providerId: Number(row.provider_id) },
      revision: Number(row.revision),
      subject: (member) => letterSubject.gop(String(row.number), Number(row.revision), member),
    }),
  }),
]

export const gopWorkflow: Workflow<GopStatus, GopTransitionInput> = {
  table: 'gops',
  subjectType: 'gop',
  noun: 'GOP',
  stateLabels,
  label: (row) => String(row.number),
  transitions,
}
