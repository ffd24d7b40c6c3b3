import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import { recordActivity } from '#services/activity_log'
import type { Permission } from '#permissions/catalogue'
import type { Actor } from '#services/actor'
import { fieldErrors } from '#policies/change_policy'
import { centerToday } from '#services/center_today'
import type { DayMeta } from '#validators/rules/date_order'

/** A row of the workflow's table as read for a transition (at least its id and status). */
export type WorkflowRow<S extends string> = { id: number; status: S } & Record<string, unknown>

/** What a guard and a transition's `set` see. */
export interface TransitionScene<S extends string, Input> {
  row: WorkflowRow<S>
  input: Input
  /** Who moves it: a user through a request, or the system for an integration. */
  actor: Actor
  /** The transition's transaction (guards read inside it, after the row is locked). */
  client: TransactionClientContract | typeof db
}

/**
 * One move of a document between states, declared as data: from which states, to which, who may
 * (a SPEC.md §6 permission), what must hold (guards that answer a refusal in plain words, or
 * null), whether a reason is required, what else changes (`set`, and `within` for other rows
 * written in the same transaction), and what happens once it has committed (`after`: mail,
 * events, jobs).
 */
export interface Transition<S extends string, Input = Record<string, unknown>> {
  name: string
  /** The button: "Activate", "Force close". */
  label: string
  /** The past tense for messages: "activated", "force closed". */
  done: string
  from: readonly S[]
  to: S
  permission: Permission
  /** A reason is required (force close, reopen, decline); it is kept in the activity log. */
  reason?: boolean
  /**
   * Input the transition cannot go without, each with the message shown beside its field (the
   * outcome of a closing case). A required reason is added by `reason`.
   */
  required?: Record<string, string>
  guards?: ReadonlyArray<
    (scene: TransitionScene<S, Input>) => string | null | Promise<string | null>
  >
  /**
   * Columns to write besides the status (the owner taken, closed_at, the outcome); may read
   * inside the transaction (a GOP's exchange rate, fixed when it is approved).
   */
  set?: (
    scene: TransitionScene<S, Input>
  ) => Record<string, unknown> | Promise<Record<string, unknown>>
  /**
   * Other rows the move writes, in its transaction, after the row moved (a GOP's approved
   * revision): they commit or roll back with it.
   */
  within?: (moved: WorkflowRow<S>, scene: TransitionScene<S, Input>) => Promise<void>
  after?: (row: WorkflowRow<S>, scene: TransitionScene<S, Input>) => Promise<void>
}

export interface Workflow<S extends string, Input = Record<string, unknown>> {
  table: string
  /** The activity log's subject type and the messages' noun ("case", "Case"). */
  subjectType: string
  noun: string
  stateLabels: Record<S, string>
  /** How a row is named in messages ("Case KUL-2026-000123"). */
  label: (row: WorkflowRow<S>) => string
  transitions: readonly Transition<S, Input>[]
  /**
   * The center the row belongs to, for the activity log: `center_id` of the row by default
   * (every document copies its case's).
   */
  centerOf?: (row: WorkflowRow<S>) => number | null
}

/** The row's center as the log records it: the workflow's rule, else its `center_id`. */
function centerOfRow<S extends string, I>(workflow: Workflow<S, I>, row: WorkflowRow<S>) {
  if (workflow.centerOf) return workflow.centerOf(row)
  const center = Number(row.center_id)
  return Number.isInteger(center) && center > 0 ? center : null
}

/** A transition refused for the record's state or a guard: the words the user reads. */
export class TransitionRefused extends Error {}

/** The transition by name, or undefined (an unknown name answers 404 at the route). */
export function transitionNamed<S extends string, I>(workflow: Workflow<S, I>, name: string) {
  return workflow.transitions.find((transition) => transition.name === name)
}

/** Why the record's state refuses this transition, or null. */
function stateRefusal<S extends string, I>(
  workflow: Workflow<S, I>,
  transition: Transition<S, I>,
  row: WorkflowRow<S>
): string | null {
  if (transition.from.includes(row.status)) return null
  const state = workflow.stateLabels[row.status].toLowerCase()
  if (row.status === transition.to) return `${workflow.label(row)} is already ${state}.`
  return `${workflow.label(row)} is ${state}; it cannot be ${transition.done} now.`
}

async function guardRefusal<S extends string, I>(
  transition: Transition<S, I>,
  scene: TransitionScene<S, I>
): Promise<string | null> {
  for (const guard of transition.guards ?? []) {
    const refusal = await guard(scene)
    if (refusal) return refusal
  }
  return null
}

/**
 * The transitions open to this user from the row's state (its permission and its `from`
 * states), in the workflow's order: what both a record's page and a table's rows offer, before
 * their guards.
 */
export function transitionsFrom<S extends string, I>(
  workflow: Workflow<S, I>,
  status: S,
  actor: Pick<Actor, 'permissions'>
): Transition<S, I>[] {
  return workflow.transitions.filter(
    (transition) => actor.permissions.has(transition.permission) && transition.from.includes(status)
  )
}

/**
 * What the user may do to this record now, for its page: every transition with `true` or the
 * plain-words reason it is refused, decided by the same rules the server applies (permission,
 * state, guards). A transition the user has no permission for is left out entirely.
 */
export async function availableTransitions<S extends string, I>(
  workflow: Workflow<S, I>,
  row: WorkflowRow<S>,
  actor: Actor
) {
  const answers: {
    name: string
    label: string
    reason: boolean
    required: string[]
    refusal: string | null
  }[] = []
  for (const transition of transitionsFrom(workflow, row.status, actor)) {
    const scene = { row, input: {} as I, actor, client: db }
    answers.push({
      name: transition.name,
      label: transition.label,
      reason: transition.reason ?? false,
      required: Object.keys(transition.required ?? {}),
      refusal: await guardRefusal(transition, scene),
    })
  }
  return answers
}

/**
 * Runs a transition the documenso way: the record was found in the user's scope (404 else),
 * the permission is checked (403), then one transaction locks the row, refuses in plain words
 * when its state or a guard says no, moves it with one conditional update
 * (`… WHERE status IN (from) RETURNING`) and writes its activity-log row; side effects run only
 * after the commit. Two people racing (approve and decline) get one success and one "already …".
 */
export async function runTransition<S extends string, I>(
  workflow: Workflow<S, I>,
  transition: Transition<S, I>,
  id: number,
  input: I & { reason?: string },
  actor: Actor
): Promise<WorkflowRow<S>> {
  if (!actor.permissions.has(transition.permission)) {
    throw new bouncerErrors.E_AUTHORIZATION_FAILURE(
      AuthorizationResponse.deny(`You do not have permission to ${transition.label.toLowerCase()}.`)
    )
  }
  const missing: Record<string, string> = {}
  const required = {
    ...(transition.reason ? { reason: 'Please give the reason.' } : {}),
    ...transition.required,
  }
  for (const [field, message] of Object.entries(required)) {
    const value = (input as Record<string, unknown>)[field]
    // Given: a non-blank text, or a date the validator has read (a payment's date).
    if (value instanceof Date) continue
    if (typeof value !== 'string' || value.trim() === '') missing[field] = message
  }
  fieldErrors(missing)

  let scene: TransitionScene<S, I> | undefined
  const moved = await db.transaction(async (trx) => {
    const row: WorkflowRow<S> | null = await trx
      .from(workflow.table)
      .where('id', id)
      .forUpdate()
      .first()
    if (!row) throw new TransitionRefused(`That ${workflow.noun.toLowerCase()} no longer exists.`)
    // Trashed while the user looked at it (the row lock orders the two): a document in the
    // trash is not approved, sent or closed.
    if (row.deleted_at) {
      throw new TransitionRefused(
        `${workflow.label(row)} was moved to the trash meanwhile; it cannot be ${transition.done}.`
      )
    }
    const refusedState = stateRefusal(workflow, transition, row)
    if (refusedState) throw new TransitionRefused(refusedState)
    scene = { row, input, actor, client: trx }
    const refusedGuard = await guardRefusal(transition, scene)
    if (refusedGuard) throw new TransitionRefused(refusedGuard)

    const changes = { ...((await transition.set?.(scene)) ?? {}), status: transition.to }
    // The row's new version and its log entry share one instant (record_store's `savedAt`).
    const at = actor.clock.now()
    const [updated]: WorkflowRow<S>[] = await trx
      .from(workflow.table)
      .where('id', id)
      .whereIn('status', [...transition.from])
      .update({ ...changes, updated_at: at })
      .returning('*')
    // The row is locked, so this holds; a miss would mean the lock did not, and must not pass.
    if (!updated) throw new TransitionRefused(stateRefusal(workflow, transition, row) ?? 'Changed.')
    await transition.within?.(updated, scene)

    // Logged as the row holds them (a `set` may write SQL: reopened_count + 1).
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    for (const key of Object.keys(changes)) {
      before[key] = row[key]
      after[key] = updated[key]
    }
    await recordActivity(
      {
        actor,
        at,
        centerId: centerOfRow(workflow, updated),
        action: 'transition',
        subjectType: workflow.subjectType,
        subjectId: id,
        description: `${workflow.label(updated)} ${transition.done}`,
        properties: {
          transition: transition.name,
          done: transition.done,
          before,
          after,
          ...(input.reason ? { reason: input.reason } : {}),
        },
      },
      trx
    )
    return updated
  })
  if (transition.after && scene) await transition.after(moved, { ...scene, row: moved, client: db })
  return moved
}

/**
 * A workflow as a resource carries it (ResourceDefinition.workflow): its transitions' names for
 * the route, and one call that validates the posted input and runs the named transition. The
 * closures keep the workflow's own state and input types.
 */
export interface ResourceWorkflow {
  names: readonly string[]
  /** The transition's past tense ("closed"), or null when no transition has that name. */
  run(name: string, id: number, data: unknown, actor: Actor): Promise<string | null>
}

export function resourceWorkflow<S extends string, I>(
  definition: Workflow<S, I>,
  validator: {
    validate(data: unknown, options: { meta: DayMeta }): Promise<I & { reason?: string }>
  }
): ResourceWorkflow {
  return {
    names: definition.transitions.map((transition) => transition.name),
    async run(name, id, data, actor) {
      const transition = transitionNamed(definition, name)
      if (!transition) return null
      const input = await validator.validate(data, {
        meta: { today: await centerToday(actor.center, actor.clock) },
      })
      await runTransition(definition, transition, id, input, actor)
      return transition.done
    },
  }
}
