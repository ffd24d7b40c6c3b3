import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Permission } from '#permissions/catalogue'
import { fuzzRoutes, type FuzzRoute } from '#tests/helpers/route_fuzz'
import { makeUser } from '#tests/helpers/users'

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
  /** Every route under this path prefix with an `:id` is about one record of the resource. */
  prefix: string
  table: string
  /** The list page, whose rows must be the current center's only. */
  listPath: string
  /** Makes a record in the center with this code; answers its id. */
  makeRecord: (centerCode: string) => Promise<number>
  /** Everything the routes need, so what refuses is the scope, never a missing permission. */
  permissions: Permission[]
  /** Values for the routes' other params (`transition: 'activate'`). */
  params?: Record<string, string>
  /** At least this many routes must be found (a wrong prefix must not pass by proving nothing). */
  minimumRoutes: number
}

function routesOf(contract: CenterScopeContract): FuzzRoute[] {
  return fuzzRoutes().filter(
    (route) => route.pattern.startsWith(`${contract.prefix}/`) && route.params.includes('id')
  )
}

/** Restore finds trashed records only: it is tried on a trashed one, every other on a live one. */
function recordFor(route: FuzzRoute, ids: RecordIds) {
  return route.pattern.endsWith('/restore') ? ids.trashed : ids.live
}
type RecordIds = { live: number; trashed: number }

async function makeRecords(contract: CenterScopeContract, code: string): Promise<RecordIds> {
  const live = await contract.makeRecord(code)
  const trashed = await contract.makeRecord(code)
  await db.from(contract.table).where('id', trashed).update({ deleted_at: new Date() })
  return { live, trashed }
}

function urlOf(route: FuzzRoute, id: number, contract: CenterScopeContract) {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' ? String(id) : (contract.params?.[name] ?? name)
  )
}

/** The rows as stored: nothing about them may change when a request is refused. */
async function snapshot(table: string, ids: RecordIds) {
  return db.from(table).whereIn('id', [ids.live, ids.trashed]).orderBy('id')
}

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

export function centerScopeContract(contract: CenterScopeContract) {
  test.group(`${contract.title}: records of another center`, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('the router has the routes this contract covers', ({ assert }) => {
      assert.isAtLeast(routesOf(contract).length, contract.minimumRoutes)
    })

    test('every route answers 404 to a user who is not in the record’s center', async ({
      client,
      assert,
    }) => {
      const ids = await makeRecords(contract, 'KUL')
      const outsider = await makeUser({ permissions: contract.permissions, centers: ['MNL'] })
      const before = await snapshot(contract.table, ids)
      for (const route of routesOf(contract)) {
        const id = recordFor(route, ids)
        const response = await client
          .request(urlOf(route, id, contract), route.method)
          .loginAs(outsider)
          .withCsrfToken()
          .withInertia()
          .redirects(0)
        assert.equal(response.status(), 404, `${route.method} ${route.pattern}`)
      }
      assert.deepEqual(await snapshot(contract.table, ids), before)
    })

    test('a record of another of the user’s centers answers the switch page', async ({
      client,
      assert,
    }) => {
      const ids = await makeRecords(contract, 'KUL')
      const user = await makeUser({ permissions: contract.permissions, centers: ['MNL', 'KUL'] })
      await db
        .from('users')
        .where('id', user.id)
        .update({ current_center_id: await centerId('MNL') })
      const before = await snapshot(contract.table, ids)
      for (const route of routesOf(contract)) {
        const id = recordFor(route, ids)
        const response = await client
          .request(urlOf(route, id, contract), route.method)
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
        if (route.method === 'GET') assert.equal(props.returnTo, urlOf(route, id, contract))
      }
      assert.deepEqual(await snapshot(contract.table, ids), before)
    })

    test('switching from that page opens the record in its center', async ({ client, assert }) => {
      const id = await contract.makeRecord('KUL')
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
      const ids = [await contract.makeRecord('KUL'), await contract.makeRecord('MNL')]
      const user = await makeUser({ permissions: contract.permissions, centers: ['MNL', 'KUL'] })
      for (const [code, shown, hidden] of [
        ['KUL', ids[0], ids[1]],
        ['MNL', ids[1], ids[0]],
      ] as const) {
        await db
          .from('users')
          .where('id', user.id)
          .update({ current_center_id: await centerId(code) })
        const response = await client.get(contract.listPath).loginAs(user).withInertia()
        const rows = (response.body().props as { rows: { id: number }[] }).rows
        const listed = rows.map((row) => row.id)
        assert.include(listed, shown, code)
        assert.notInclude(listed, hidden, code)
      }
    })
  })
}
