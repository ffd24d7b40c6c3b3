import { actingUserId } from '#services/actor'
import db from '@adonisjs/lucid/services/db'
import { CASE_STATUSES, type CaseStatus } from '#contracts/case_options'
import type { Transition, TransitionScene, Workflow } from '#services/workflow'
import { fieldError } from '#services/field_error'

/** What a case transition may be given (app/validators/case.ts caseTransitionValidator). */
export type CaseTransitionInput = { reason?: string; outcome?: string }

type Scene = TransitionScene<CaseStatus, CaseTransitionInput>

const stateLabels = Object.fromEntries(
  CASE_STATUSES.map((state) => [state.value, state.label])
) as Record<CaseStatus, string>

/** Closing needs an outcome from SPEC.md §3's list (PRODUCT.md: "outcome chosen"). */
const OUTCOME_REQUIRED = { outcome: 'Choose the outcome of the case before closing it.' }

/** The case's columns as they are after closing. */
const closing = ({ input }: Scene) => ({ outcome: input.outcome, closed_at: new Date() })

/**
 * What still stands in the way of closing, one line each: `what` the case has and what to do
 * about it (`todo`). Read inside the transition's transaction.
 */
type Blocker = { what: string; todo: string }

/**
 * PRODUCT.md: billing -> closed needs "no open task". Counted by tasks_case_status_due_index.
 */
async function openTasks({ row, client }: Scene): Promise<Blocker | null> {
  const [found]: { total: string | number }[] = await client
    .from('tasks')
    .where('case_id', row.id)
    .where('status', 'open')
    .whereNull('deleted_at')
    .count('* as total')
  const open = Number(found?.total ?? 0)
  if (open === 0) return null
  return {
    what: `still has ${open === 1 ? '1 open task' : `${open} open tasks`}`,
    todo: `close ${open === 1 ? 'it' : 'them'}`,
  }
}

/**
 * PRODUCT.md: billing -> closed needs no pending GOP (issue 15): a guarantee still waiting for a
 * decision is approved or declined first (gops_case_index).
 */
async function pendingGops({ row, client }: Scene): Promise<Blocker | null> {
  const pending: { number: string }[] = await client
    .from('gops')
    .where('case_id', row.id)
    .where('status', 'pending')
    .whereNull('deleted_at')
    .orderBy('id')
    .limit(3)
    .select('number')
  if (pending.length === 0) return null
  const numbers = pending.map((gop) => gop.number).join(', ')
  return { what: `has a pending GOP (${numbers})`, todo: 'approve or decline it' }
}

/**
 * PRODUCT.md: billing -> closed needs every charge slip paid or declined (issue 16): a provider's
 * bill still pending or approved and unpaid is settled first (charge_slips_case_index).
 */
async function unsettledChargeSlips({ row, client }: Scene): Promise<Blocker | null> {
  const open: { invoice_number: string; status: string }[] = await client
    .from('charge_slips')
    .where('case_id', row.id)
    .whereIn('status', ['pending', 'approved'])
    .whereNull('deleted_at')
    .orderBy('id')
    .limit(3)
    .select('invoice_number', 'status')
  if (open.length === 0) return null
  const invoices = open.map((slip) => `${slip.invoice_number}, ${slip.status}`).join('; ')
  return { what: `has a charge slip not paid or declined (invoice ${invoices})`, todo: 'settle it' }
}

/** PRODUCT.md: billing -> closed needs every RFP collected (issue 16). */
async function uncollectedRfps({ row, client }: Scene): Promise<Blocker | null> {
  const open: { number: string; status: string }[] = await client
    .from('request_for_payments')
    .where('case_id', row.id)
    .whereNot('status', 'collected')
    .whereNull('deleted_at')
    .orderBy('id')
    .limit(3)
    .select('number', 'status')
  if (open.length === 0) return null
  const numbers = open.map((rfp) => `${rfp.number}, ${rfp.status}`).join('; ')
  return { what: `has a request for payment not collected (${numbers})`, todo: 'collect it' }
}

const CLOSE_CHECKS = [openTasks, pendingGops, unsettledChargeSlips, uncollectedRfps]

/**
 * The close checklist: every blocker at once, not only the first, so the page says all that is
 * left before anyone tries. One blocker reads as a sentence; several as a list, one a line (the
 * case page shows the lines; a toast runs them together). Force close, with its reason, is the
 * way out.
 */
async function everythingSettled(scene: Scene): Promise<string | null> {
  const blockers: Blocker[] = []
  for (const check of CLOSE_CHECKS) {
    const blocker = await check(scene)
    if (blocker) blockers.push(blocker)
  }
  if (blockers.length === 0) return null
  const name = caseWorkflow.label(scene.row)
  if (blockers.length === 1) {
    const [only] = blockers
    return `${name} ${only.what}; ${only.todo} first, or force close the case with a reason.`
  }
  const lines = blockers.map((blocker) => `• It ${blocker.what}: ${blocker.todo}.`)
  return [`${name} cannot be closed yet:`, ...lines, 'Or force close the case with a reason.'].join(
    '\n'
  )
}

/**
 * PRODUCT.md: active -> billing needs "at least one GOP or a note why none". An issued GOP
 * (approved or sent, not withdrawn) of the case, else the transition's reason is the note (kept
 * in the activity log with the move). Asked beside the field, inside the transaction: the page
 * offers the move either way and asks for the note when the case has no issued GOP.
 */
async function guaranteedOrExplained({ row, input, client }: Scene) {
  if (input.reason) return {}
  const issued = await client
    .from('gops')
    .where('case_id', row.id)
    .whereIn('status', ['approved', 'sent'])
    .whereNull('withdrawn_at')
    .whereNull('deleted_at')
    .select('id')
    .first()
  if (issued) return {}
  fieldError('reason', NO_GOP_NOTE)
}

/** What the move to billing asks of a case without an issued GOP. */
export const NO_GOP_NOTE =
  'No GOP was issued on this case: say why none was needed (kept in the case’s history).'

/* Force close is the way out of every guard, with its reason. */
const transitions: Transition<CaseStatus, CaseTransitionInput>[] = [
  {
    name: 'activate',
    label: 'Take the case',
    done: 'activated',
    from: ['pending'],
    to: 'active',
    permission: 'update-case',
    // The agent who takes it owns it (PRODUCT.md: "activate: an agent takes the case").
    set: ({ actor }) => ({ owner_id: actingUserId(actor) }),
  },
  {
    name: 'to-billing',
    label: 'Move to billing',
    done: 'moved to billing',
    from: ['active'],
    to: 'billing',
    permission: 'update-case',
    // When it went to billing: the case report's "Case Billed" (SPEC.md §3; migration 072).
    set: async (scene) => ({ ...(await guaranteedOrExplained(scene)), billed_at: new Date() }),
  },
  {
    name: 'close',
    label: 'Close',
    done: 'closed',
    from: ['billing'],
    to: 'closed',
    permission: 'update-case',
    required: OUTCOME_REQUIRED,
    guards: [everythingSettled],
    set: closing,
  },
  {
    name: 'force-close',
    label: 'Force close',
    done: 'force closed',
    from: ['pending', 'active', 'billing'],
    to: 'closed',
    permission: 'force-close-case',
    reason: true,
    required: OUTCOME_REQUIRED,
    set: closing,
  },
  {
    name: 'reopen',
    label: 'Reopen',
    done: 'reopened',
    from: ['closed'],
    to: 'active',
    permission: 'update-case',
    reason: true,
    set: () => ({
      outcome: null,
      closed_at: null,
      reopened_count: db.raw('reopened_count + 1'),
    }),
  },
]

/** The case's status machine (PRODUCT.md "Cases"), run by app/services/workflow.ts. */
export const caseWorkflow: Workflow<CaseStatus, CaseTransitionInput> = {
  table: 'cases',
  subjectType: 'case',
  noun: 'Case',
  stateLabels,
  label: (row) => `Case ${String(row.number)}`,
  transitions,
}
