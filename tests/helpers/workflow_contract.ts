import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import type { Transition, Workflow } from '#services/workflow'
import { makeUser } from '#tests/helpers/users'
import {
  answerOf,
  assertAnswered,
  logOf,
  markCommittedRows,
  race,
  type RaceAnswer,
} from '#tests/helpers/races'

/**
 * A workflow proved state by state, declared once: for every state × transition of the
 * workflow, the move is made when the state allows it (status, activity-log row) and refused in
 * plain words when it does not (nothing changes); without the transition's permission it is
 * 403; without its required input the fields say so; two people submitting it at once get one
 * success and one refusal. (A record of another center answering 404 is the center-scope
 * contract's, which covers the transition route too.) With `row`, every transition is also
 * raced against an edit, a delete and a restore of the same row by another user.
 */
export interface WorkflowContract<S extends string> {
  title: string
  workflow: Workflow<S, never>
  table: string
  /** The transition's URL for a record. */
  path: (id: number, transition: string) => string
  /** A record in this state, in the KUL center, that every guard lets through. */
  makeInState: (state: S) => Promise<number>
  /** What every acting user holds besides the transition's own permission. */
  permissions: Permission[]
  /** Input that satisfies every transition's required fields. */
  input: Record<string, string>
  /**
   * Set up before each test, torn down after by what it returns: what the transitions' side
   * effects need (a GOP's send mails its letter: `mail.fake()`).
   */
  setup?: () => () => void
  /** The row's own writes, to race each transition against (a resource that has them). */
  row?: RowWrites<S>
}

type Form = Record<string, unknown>

/**
 * The edit, delete and restore of a workflow's row (its resource's routes), each raced against
 * every transition from every state it is allowed from: the transition and the write are sent
 * at once by two users, and whatever the order they reached the row's lock in, the row ends as
 * one of them left it, or as both did one after the other, never half of each.
 */
export interface RowWrites<S extends string> {
  /** What the writer holds besides the contract's `permissions` (update, delete, restore). */
  permissions: Permission[]
  /**
   * PUT `path` with `input`, which must change something (a done edit is logged). `allowedIn`:
   * the states in which the row may be edited; an edit done in any other state fails the race.
   */
  update: {
    path: (id: number) => string
    input: (id: number) => Form | Promise<Form>
    allowedIn: readonly S[]
  }
  /**
   * DELETE `path`. `allowedIn`: the states in which the delete is allowed (so the states a row
   * can be in the trash in); a delete done from any other state fails the race.
   */
  destroy: { path: (id: number) => string; allowedIn: readonly S[] }
  /** POST here restores it: raced against a row trashed in each state of `destroy.allowedIn`. */
  restore?: (id: number) => string
  /**
   * What must hold of the row however the race ended (an approved GOP's amount is its approved
   * revision's). Read after both answers.
   */
  consistent?: (id: number, assert: Assert) => Promise<void>
}

/** Trials per race: few, since each makes a case (at once, then queued in each order). */
const RACE_TRIALS = 3

type RowWrite = 'edit' | 'delete' | 'restore'

/** The log's action for each write, which tells whether it was done and when. */
const LOGGED_AS: Record<RowWrite, string> = { edit: 'update', delete: 'delete', restore: 'restore' }

async function statusOf(table: string, id: number) {
  const row: { status: string } = await db.from(table).where('id', id).firstOrFail()
  return row.status
}

async function logged(subjectType: string, id: number) {
  return db
    .from('activity_logs')
    .where({ action: 'transition', subject_type: subjectType, subject_id: String(id) })
}

/** The users of a row's races: one moves the row, the other writes it. */
type Racers = { mover: User; writer: User }

/**
 * Each transition from each state it is allowed from, against each write of the row, by two
 * users, RACE_TRIALS times each (tests/helpers/races.ts `race`: at once, then queued at the
 * row's lock in each order). No global transaction: the requests commit, and the group removes
 * what they committed.
 */
function rowRaces<S extends string>(contract: WorkflowContract<S>, row: RowWrites<S>) {
  const transitions = contract.workflow.transitions as readonly Transition<S, never>[]
  // No comma in the title: `node ace test --groups=…` splits its value on commas.
  const title = `${contract.title}: each transition raced against an edit or delete or restore of its row`

  test.group(title, (group) => {
    const racers = {} as Racers
    group.setup(async () => {
      const removeCommitted = await markCommittedRows()
      racers.mover = await makeUser({
        permissions: [...contract.permissions, ...transitions.map((move) => move.permission)],
        centers: ['KUL'],
      })
      racers.writer = await makeUser({
        permissions: [...contract.permissions, ...row.permissions],
        centers: ['KUL'],
      })
      return removeCommitted
    })
    if (contract.setup) group.each.setup(contract.setup)

    for (const transition of transitions) {
      for (const state of transition.from) {
        const writes: RowWrite[] = ['edit', 'delete']
        // Only a row its delete allows in that state can be in the trash in it.
        if (row.restore && row.destroy.allowedIn.includes(state)) writes.push('restore')
        for (const write of writes) {
          const against = { edit: 'an edit', delete: 'a delete', restore: 'a restore' }[write]
          test(`${transition.name} from ${state} against ${against}`, async ({
            client,
            assert,
          }) => {
            for (let trial = 0; trial < RACE_TRIALS; trial++) {
              const setting = { state, transition, write, trial }
              await raceRow(client, assert, contract, row, racers, setting)
            }
          })
        }
      }
    }
  })
}

type RaceSetting<S extends string> = {
  state: S
  transition: Transition<S, never>
  write: RowWrite
  trial: number
}

/** One trial: a row in `state` (in the trash for a restore), the transition and the write. */
async function raceRow<S extends string>(
  client: ApiClient,
  assert: Assert,
  contract: WorkflowContract<S>,
  row: RowWrites<S>,
  { mover, writer }: Racers,
  { state, transition, write, trial }: RaceSetting<S>
) {
  const id = await contract.makeInState(state)
  if (write === 'restore') {
    await db.from(contract.table).where('id', id).update({ deleted_at: new Date() })
  }
  const send = (user: User, method: string, url: string, form: Form) =>
    client.request(url, method).loginAs(user).withCsrfToken().withInertia().form(form).redirects(0)
  const form = write === 'edit' ? await row.update.input(id) : {}
  const writing = {
    edit: () => send(writer, 'PUT', row.update.path(id), form),
    delete: () => send(writer, 'DELETE', row.destroy.path(id), {}),
    restore: () => send(writer, 'POST', row.restore!(id), {}),
  }[write]
  const [moved, written] = await race(
    assert,
    [() => send(mover, 'POST', contract.path(id, transition.name), contract.input), writing],
    { trial, lock: { table: contract.table, id } }
  )
  await judgeRace(assert, contract, row, {
    racers: { mover, writer },
    id,
    setting: { state, transition, write, trial },
    moved: answerOf(moved),
    written: answerOf(written),
  })
}

/** The entries a user wrote about the row with this action (what they did, and when). */
async function entriesOf(subjectType: string, id: number, user: User, action: string) {
  const entries = await logOf(subjectType, id, user)
  return entries.filter((entry) => entry.action === action)
}

/**
 * How a race may end. Each racer answered done or refused in plain words, and told the truth
 * (done exactly when its log row is there). At least one was done: a refusal only follows a
 * change by the other. Both done only one after the other, in an order that makes sense: an
 * edit or a delete done in a state that allows it (the transition's when it went first), a
 * transition never after a delete (a trashed row is not approved) nor before the restore of its
 * row. The row is trashed exactly when the delete was done, live exactly when the restore was,
 * in the state the transition left it or it was in, and consistent.
 */
async function judgeRace<S extends string>(
  assert: Assert,
  contract: WorkflowContract<S>,
  row: RowWrites<S>,
  outcome: {
    racers: Racers
    id: number
    setting: RaceSetting<S>
    moved: RaceAnswer
    written: RaceAnswer
  }
) {
  const { racers, id, moved, written } = outcome
  const { state, transition, write, trial } = outcome.setting
  const what = `${transition.name} from ${state} against ${write} (row ${id}, trial ${trial})`
  assertAnswered(assert, moved, `${what}: the ${transition.name}`)
  assertAnswered(assert, written, `${what}: the ${write}`)
  const subject = contract.workflow.subjectType
  const moves = await entriesOf(subject, id, racers.mover, 'transition')
  const writes = await entriesOf(subject, id, racers.writer, LOGGED_AS[write])
  const movedDone = moved.kind === 'done'
  const writtenDone = written.kind === 'done'
  assert.lengthOf(moves, movedDone ? 1 : 0, `${what}: the ${transition.name} told the truth`)
  assert.lengthOf(writes, writtenDone ? 1 : 0, `${what}: the ${write} told the truth`)
  assert.isTrue(movedDone || writtenDone, `${what}: both were refused`)

  const current: { status: string; deleted_at: Date | null } = await db
    .from(contract.table)
    .where('id', id)
    .firstOrFail()
  assert.equal(current.status, movedDone ? transition.to : state, `${what}: the status`)
  const movedFirst = movedDone && writtenDone && moves[0].id < writes[0].id
  if (writtenDone && write !== 'restore') {
    // The state the write found: the transition's when it went first, else the one it was in.
    const foundIn = movedFirst ? transition.to : state
    const allowed = write === 'edit' ? row.update.allowedIn : row.destroy.allowedIn
    assert.include(allowed, foundIn, `${what}: ${write} done while ${foundIn}`)
  }
  if (write === 'delete') {
    assert.equal(current.deleted_at !== null, writtenDone, `${what}: in the trash`)
    if (movedDone && writtenDone) {
      assert.isTrue(movedFirst, `${what}: a row in the trash was ${transition.done}`)
    }
  }
  if (write === 'restore') {
    assert.equal(current.deleted_at === null, writtenDone, `${what}: restored`)
    if (movedDone) {
      assert.isTrue(writtenDone && !movedFirst, `${what}: a row in the trash was moved`)
    }
  }
  await row.consistent?.(id, assert)
}

export function workflowContract<S extends string>(contract: WorkflowContract<S>) {
  const { workflow } = contract
  const states = Object.keys(workflow.stateLabels) as S[]
  const transitions = workflow.transitions as readonly Transition<S, never>[]
  const actor = (transition: Transition<S, never>) =>
    makeUser({ permissions: [...contract.permissions, transition.permission], centers: ['KUL'] })

  test.group(`${contract.title}: every state × transition`, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    if (contract.setup) group.each.setup(contract.setup)

    for (const transition of transitions) {
      for (const state of states) {
        const allowed = transition.from.includes(state)
        test(`${transition.name} from ${state}: ${allowed ? `→ ${transition.to}` : 'refused'}`, async ({
          client,
          assert,
        }) => {
          const id = await contract.makeInState(state)
          const response = await client
            .post(contract.path(id, transition.name))
            .loginAs(await actor(transition))
            .withCsrfToken()
            .form(contract.input)
            .redirects(0)
          response.assertStatus(302)
          const entries = await logged(workflow.subjectType, id)
          if (allowed) {
            assert.equal(await statusOf(contract.table, id), transition.to)
            assert.lengthOf(entries, 1)
            assert.equal(entries[0].properties.transition, transition.name)
          } else {
            assert.equal(await statusOf(contract.table, id), state)
            assert.lengthOf(entries, 0)
            const flashed = response.flashMessages() as { error?: string }
            assert.match(flashed.error ?? '', /already|cannot be/)
          }
        })
      }
    }
  })

  test.group(`${contract.title}: who may, and what each needs`, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    if (contract.setup) group.each.setup(contract.setup)

    for (const transition of transitions) {
      const from = transition.from[0]

      test(`${transition.name} without ${transition.permission} is 403`, async ({
        client,
        assert,
      }) => {
        const id = await contract.makeInState(from)
        const user = await makeUser({
          permissions: contract.permissions.filter((held) => held !== transition.permission),
          centers: ['KUL'],
        })
        const response = await client
          .post(contract.path(id, transition.name))
          .loginAs(user)
          .withCsrfToken()
          .form(contract.input)
          .withInertia()
          .redirects(0)
        response.assertStatus(403)
        assert.equal(await statusOf(contract.table, id), from)
      })

      const needed = [
        ...(transition.reason ? ['reason'] : []),
        ...Object.keys(transition.required ?? {}),
      ]
      if (needed.length > 0) {
        test(`${transition.name} without ${needed.join(' and ')} says so beside the field`, async ({
          client,
          assert,
        }) => {
          const id = await contract.makeInState(from)
          const response = await client
            .post(contract.path(id, transition.name))
            .loginAs(await actor(transition))
            .withCsrfToken()
            .form({})
            .redirects(0)
          response.assertStatus(302)
          const errors = (response.flashMessages() as { inputErrorsBag?: Record<string, unknown> })
            .inputErrorsBag
          for (const field of needed) assert.property(errors ?? {}, field)
          assert.equal(await statusOf(contract.table, id), from)
        })
      }

      test(`${transition.name} submitted twice at once moves the record once`, async ({
        client,
        assert,
      }) => {
        const id = await contract.makeInState(from)
        const user = await actor(transition)
        const send = () =>
          client
            .post(contract.path(id, transition.name))
            .loginAs(user)
            .withCsrfToken()
            .form(contract.input)
            .redirects(0)
        const answers = await Promise.all([send(), send()])
        const refused = answers.filter(
          (answer) => (answer.flashMessages() as { error?: string }).error !== undefined
        )
        assert.lengthOf(refused, 1)
        assert.equal(await statusOf(contract.table, id), transition.to)
        assert.lengthOf(await logged(workflow.subjectType, id), 1)
      })
    }
  })

  if (contract.row) rowRaces(contract, contract.row)
}
