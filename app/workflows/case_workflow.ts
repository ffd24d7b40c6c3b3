import db from '@adonisjs/lucid/services/db'
import { CASE_STATUSES, type CaseStatus } from '#contracts/case_options'
import type { Transition, TransitionScene, Workflow } from '#services/workflow'

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
 * PRODUCT.md: billing -> closed needs "no open task". Counted inside the transition's
 * transaction (tasks_case_status_due_index); force close, with its reason, is the way out.
 */
async function noOpenTask({ row, client }: Scene): Promise<string | null> {
  const [found]: { total: string | number }[] = await client
    .from('tasks')
    .where('case_id', row.id)
    .where('status', 'open')
    .whereNull('deleted_at')
    .count('* as total')
  const open = Number(found?.total ?? 0)
  if (open === 0) return null
  const what = open === 1 ? '1 open task' : `${open} open tasks`
  return `${caseWorkflow.label(row)} still has ${what}; close ${open === 1 ? 'it' : 'them'} first, or force close the case with a reason.`
}

/**
 * PRODUCT.md: billing -> closed needs no pending GOP (issue 15): a guarantee still waiting for a
 * decision is approved or declined first. Counted in the transition's transaction
 * (gops_case_index); force close is the way out.
 */
async function noPendingGop({ row, client }: Scene): Promise<string | null> {
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
  return `${caseWorkflow.label(row)} has a pending GOP (${numbers}); approve or decline it first, or force close the case with a reason.`
}

/**
 * PRODUCT.md: billing -> closed needs every charge slip paid or declined (issue 16): a provider's
 * bill still pending or approved and unpaid is settled first. Read in the transition's
 * transaction (charge_slips_case_index); force close is the way out.
 */
async function everyChargeSlipSettled({ row, client }: Scene): Promise<string | null> {
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
  return `${caseWorkflow.label(row)} has a charge slip not paid or declined (invoice ${invoices}); settle it first, or force close the case with a reason.`
}

/**
 * PRODUCT.md: billing -> closed needs every RFP collected (issue 16): what the client was billed
 * is collected first (charge_slips settled: above). Force close is the way out.
 */
async function everyRfpCollected({ row, client }: Scene): Promise<string | null> {
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
  return `${caseWorkflow.label(row)} has a request for payment not collected (${numbers}); collect it first, or force close the case with a reason.`
}

/*
 * PRODUCT.md's guard that reads what is not built yet joins this list when it arrives: active →
 * billing needs a GOP or a note why none. Force close is the way out of every guard, with its
 * reason.
 */
const transitions: Transition<CaseStatus, CaseTransitionInput>[] = [
  {
    name: 'activate',
    label: 'Take the case',
    done: 'activated',
    from: ['pending'],
    to: 'active',
    permission: 'update-case',
    // The agent who takes it owns it (PRODUCT.md: "activate: an agent takes the case").
    set: ({ request }) => ({ owner_id: request.user.id }),
  },
  {
    name: 'to-billing',
    label: 'Move to billing',
    done: 'moved to billing',
    from: ['active'],
    to: 'billing',
    permission: 'update-case',
  },
  {
    name: 'close',
    label: 'Close',
    done: 'closed',
    from: ['billing'],
    to: 'closed',
    permission: 'update-case',
    required: OUTCOME_REQUIRED,
    guards: [noOpenTask, noPendingGop, everyChargeSlipSettled, everyRfpCollected],
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
