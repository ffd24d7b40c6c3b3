import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Permission } from '#permissions/catalogue'
import { fuzzRoutes, type FuzzRoute } from '#tests/helpers/route_fuzz'
import { makeUser } from '#tests/helpers/users'
import type User from '#models/user'

/**
 * What makes a resource center-owned, declared once (PRODUCT.md "Centers and data
 * segregation"). `centerScopeContract()` finds every route of the resource in the router (so a
 * route added later is covered without touching the test) and proves on each that a record of
 * a center the user is not in answers 404 and is left as it was, that one of another of the
 * user's own centers answers the switch-center page (409) and is left as it was, and that the
 * list shows the current center's records only.
 */
export interface CenterScopeContract {
  title: string
  /**
   * Every route under this path prefix with an `:id` (and no params but those in `params`) is
   * about one record of the resource: '/navigate/cases', '/navigate/cases/:caseId/contacts'.
   */
  prefix: string
  table: string
  /** The list page, whose rows must be the current center's only (none for a child record). */
  listPath?: string
  /**
   * Makes a record in the center with this code; answers its id, and for a record under a
   * parent the route params that reach it (`{ caseId }`).
   */
  makeRecord: (
    centerCode: string,
    owner?: User
  ) => Promise<number | { id: number; params: Record<string, number> }>
  /**
   * A record only its owner reaches (a report export, issue 32): each test's user is made first
   * and owns the records, so a refusal proves the center's rule, not the owner's.
   */
  owned?: true
  /** What each test needs around it besides the data (a report registered); returns its undo. */
  setup?: () => (() => void) | void
  /** Everything the routes need, so what refuses is the scope, never a missing permission. */
  permissions: Permission[]
  /** Values for the routes' other params (`transition: 'activate'`). */
  params?: Record<string, string>
  /** The parent's params in `prefix`, filled from what makeRecord answers (`caseId`). */
  parentParams?: string[]
  /** At least this many routes must be found (a wrong prefix must not pass by proving nothing). */
  minimumRoutes: number
  /** False for a table with no trash (the WhatsApp inbox): no trashed record is made or tried. */
  trashable?: false
  /**
   * What a record of another of the user's own centers answers: the switch-center page (409, the
   * default), or the record itself (`open`: the WhatsApp inbox, whose agents work every center
   * of theirs at once; docs/decisions.md) — then its GET routes answer 200, and the routes that
   * act are not tried there.
   */
  ownOtherCenter?: 'switch' | 'open'
  /** Routes under the prefix whose id is another table's (a message's media under the inbox). */
  exclude?: RegExp
}

function routesOf(contract: CenterScopeContract): FuzzRoute[] {
  const known = new Set([
    'id',
    ...Object.keys(contract.params ?? {}),
    ...(contract.parentParams ?? []),
  ])
  return fuzzRoutes().filter(
    (route) =>
      route.pattern.startsWith(`${contract.prefix}/`) &&
      !contract.exclude?.test(route.pattern) &&
      route.params.includes('id') &&
      route.params.every((param) => known.has(param))
  )
}

type Made = { id: number; params: Record<string, number> }
const made = (value: number | Made): Made =>
  typeof value === 'number' ? { id: value, params: {} } : value

/** Restore finds trashed records only: it is tried on a trashed one, every other on a live one. */
function recordFor(route: FuzzRoute, ids: RecordIds): Made {
  return route.pattern.endsWith('/restore') ? ids.trashed : ids.live
}
type RecordIds = { live: Made; trashed: Made }

async function makeRecords(
  contract: CenterScopeContract,
  code: string,
  user?: User
): Promise<RecordIds> {
  const owner = contract.owned ? user : undefined
  const live = made(await contract.makeRecord(code, owner))
  if (contract.trashable === false) return { live, trashed: live }
  const trashed = made(await contract.makeRecord(code, owner))
  await db.from(contract.table).where('id', trashed.id).update({ deleted_at: new Date() })
  return { live, trashed }
}

function urlOf(route: FuzzRoute, record: Made, contract: CenterScopeContract) {
  return route.pattern.replace(/:(\w+)\??/g, (_, name: string) =>
    name === 'id'
      ? String(record.id)
      : String(record.params[name] ?? contract.params?.[name] ?? name)
  )
}

/** The rows as stored: nothing about them may change when a request is refused. */
async function snapshot(table: string, ids: RecordIds) {
  return db.from(table).whereIn('id', [ids.live.id, ids.trashed.id]).orderBy('id')
}

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

export function centerScopeContract(contract: CenterScopeContract) {
  test.group(`${contract.title}: records of another center`, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    if (contract.setup) group.each.setup(contract.setup)

    test('the router has the routes this contract covers', ({ assert }) => {
      assert.isAtLeast(routesOf(contract).length, contract.minimumRoutes)
    })

    test('every route answers 404 to a user who is not in the record’s center', async ({
      client,
      assert,
    }) => {
      const outsider = await makeUser({ permissions: contract.permissions, centers: ['MNL'] })
      const ids = await makeRecords(contract, 'KUL', outsider)
      const before = await snapshot(contract.table, ids)
      for (const route of routesOf(contract)) {
        const record = recordFor(route, ids)
        const response = await client
          .request(urlOf(route, record, contract), route.method)
          .loginAs(outsider)
          .withCsrfToken()
          .withInertia()
          .redirects(0)
        assert.equal(response.status(), 404, `${route.method} ${route.pattern}`)
      }
      assert.deepEqual(await snapshot(contract.table, ids), before)
    })

    if (contract.ownOtherCenter === 'open') {
      test('a record of another of the user’s own centers opens where they are', async ({
        client,
        assert,
      }) => {
        const user = await makeUser({
          permissions: contract.permissions,
          centers: ['MNL', 'KUL'],
        })
        const ids = await makeRecords(contract, 'KUL', user)
        await db
          .from('users')
          .where('id', user.id)
          .update({ current_center_id: await centerId('MNL') })
        for (const route of routesOf(contract).filter((one) => one.method === 'GET')) {
          const response = await client
            .get(urlOf(route, ids.live, contract))
            .loginAs(user)
            .header('accept', 'application/json')
            .withInertia()
            .redirects(0)
          assert.equal(response.status(), 200, `${route.method} ${route.pattern}`)
        }
      })
    }

    if (contract.ownOtherCenter !== 'open')
      test('a record of another of the user’s centers answers the switch page', async ({
        client,
        assert,
      }) => {
        const user = await makeUser({ permissions: contract.permissions, centers: ['MNL', 'KUL'] })
        const ids = await makeRecords(contract, 'KUL', user)
        await db
          .from('users')
          .where('id', user.id)
          .update({ current_center_id: await centerId('MNL') })
        const before = await snapshot(contract.table, ids)
        for (const route of routesOf(contract)) {
          const record = recordFor(route, ids)
          const response = await client
            .request(urlOf(route, record, contract), route.method)
            .loginAs(user)
            .withCsrfToken()
            .withInertia()
            .redirects(0)
          const where = `${route.method} ${route.pattern}`
          if (route.pattern.endsWith('/usage')) {
            // JSON for the delete dialog: refused the same way, without a page.
            assert.equal(response.status(), 409, where)
            continue
          }
          assert.equal(response.status(), 409, where)
          response.assertInertiaComponent('errors/other_center')
          const props = response.body().props as { center: { code: string }; returnTo: string }
          assert.equal(props.center.code, 'KUL', where)
          if (route.method === 'GET') assert.equal(props.returnTo, urlOf(route, record, contract))
        }
        assert.deepEqual(await snapshot(contract.table, ids), before)
      })

    // A record with pages of its own; a child's table and dialogs live on its parent's page,
    // whose own contract proves both.
    const listPath = contract.listPath
    if (!listPath) return

    test('switching from that page opens the record in its center', async ({ client, assert }) => {
      const { id } = made(await contract.makeRecord('KUL'))
      const user = await makeUser({ permissions: contract.permissions, centers: ['MNL', 'KUL'] })
      const kul = await centerId('KUL')
      const response = await client
        .post('/ui/change-center')
        .loginAs(user)
        .withCsrfToken()
        .form({ center: kul, return_to: `${contract.prefix}/${id}` })
        .redirects(0)
      response.assertStatus(302)
      assert.equal(response.header('location'), `${contract.prefix}/${id}`)
      const row: { current_center_id: number } = await db
        .from('users')
        .where('id', user.id)
        .firstOrFail()
      assert.equal(row.current_center_id, kul)
    })

    test('the list shows the current center’s records only', async ({ client, assert }) => {
      const ids = [
        made(await contract.makeRecord('KUL')).id,
        made(await contract.makeRecord('MNL')).id,
      ]
      const user = await makeUser({ permissions: contract.permissions, centers: ['MNL', 'KUL'] })
      for (const [code, shown, hidden] of [
        ['KUL', ids[0], ids[1]],
        ['MNL', ids[1], ids[0]],
      ] as const) {
        await db
          .from('users')
          .where('id', user.id)
          .update({ current_center_id: await centerId(code) })
        const response = await client.get(listPath).loginAs(user).withInertia()
        const rows = (response.body().props as { rows: { id: number }[] }).rows
        const listed = rows.map((row) => row.id)
        assert.include(listed, shown, code)
        assert.notInclude(listed, hidden, code)
      }
    })
  })
}
