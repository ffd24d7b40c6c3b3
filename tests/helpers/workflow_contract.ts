import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Permission } from '#permissions/catalogue'
import type { Transition, Workflow } from '#services/workflow'
import { makeUser } from '#tests/helpers/users'

/**
 * A workflow proved state by state, declared once: for every state × transition of the
 * workflow, the move is made when the state allows it (status, activity-log row) and refused in
 * plain words when it does not (nothing changes); without the transition's permission it is
 * 403; without its required input the fields say so; two people submitting it at once get one
 * success and one refusal. (A record of another center answering 404 is the center-scope
 * contract's, which covers the transition route too.)
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
}

async function statusOf(table: string, id: number) {
  const row: { status: string } = await db.from(table).where('id', id).firstOrFail()
  return row.status
}

async function logged(subjectType: string, id: number) {
  return db
    .from('activity_logs')
    .where({ action: 'transition', subject_type: subjectType, subject_id: String(id) })
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
}
