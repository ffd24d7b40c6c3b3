import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Permission, PermissionSet } from '#permissions/catalogue'
import { makeUser } from '#tests/helpers/users'

type Row = Record<string, unknown> & { id: number }
type Input = Record<string, unknown>

/**
 * Everything a resource must prove, declared once. `resourceContract()` turns it into the
 * standard tests: list (sort, search, filter, paging, unknown keys), create, each validation
 * error, unique field error, update, delete and restore with the activity log, and every route
 * refused without its permission (403) or signed out (login).
 */
export interface ResourceContract {
  title: string
  path: string
  table: string
  component: string
  subjectType: string
  permissions: PermissionSet
  /** A valid new record's form input; `n` makes unique fields unique. */
  validInput: (n: number) => Input
  /** A change to apply on update, and the column that shows it. */
  update: { input: Input; column: string; value: unknown }
  invalid: { input: Input; field: string }[]
  /** A clash with an existing row (a unique field; a member's duplicate warning) and its message. */
  unique: {
    field: string
    input: (existing: Row) => Input
    message: string | ((existing: Row) => string)
  }
  list: {
    sortKey: string
    search: { term: string; expect: (row: Row) => boolean }
    filter?: { key: string; value: string; expect: (row: Row) => boolean }
  }
  /**
   * Runs before each group: look up ids the inputs need; may supply the filter value, and
   * permissions every acting user also holds (nobody hands out a role whose capabilities they
   * lack, so the users contract's actors hold its Agent role's).
   */
  setup?: () => Promise<{ filterValue?: string; alsoHolds?: Permission[] } | void>
}

const alsoHeld = new WeakMap<ResourceContract, Permission[]>()

/** A user acting in a test: the permissions it is about, plus what the contract adds. */
async function asUserWith(contract: ResourceContract, permissions: Permission[]) {
  return makeUser({ permissions: [...permissions, ...(alsoHeld.get(contract) ?? [])] })
}

function page(response: { body(): { props: Record<string, unknown> } }) {
  return response.body().props as {
    rows: Row[]
    meta: { total: number; lastPage: number }
    query: Record<string, unknown>
  }
}

/** Form input without the fields a case removes (set to undefined). */
function formOf(input: Input) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
}

async function createVia(client: ApiClient, contract: ResourceContract, input: Input) {
  const admin = await asUserWith(contract, Object.values(contract.permissions))
  return client.post(contract.path).loginAs(admin).form(formOf(input)).withCsrfToken().redirects(0)
}

async function deletedAtOf(contract: ResourceContract, id: number) {
  const row: { deleted_at: Date | null } = await db
    .from(contract.table)
    .where('id', id)
    .firstOrFail()
  return row.deleted_at
}

async function logRows(contract: ResourceContract, action: string, id: number) {
  return db
    .from('activity_logs')
    .where({ action, subject_type: contract.subjectType, subject_id: String(id) })
}

export function resourceContract(contract: ResourceContract) {
  const can = contract.permissions
  let sequence = 0
  const prepare = async () => {
    const extra = await contract.setup?.()
    if (extra?.filterValue && contract.list.filter) contract.list.filter.value = extra.filterValue
    if (extra?.alsoHolds) alsoHeld.set(contract, extra.alsoHolds)
  }

  test.group(`${contract.title}: list`, (group) => {
    group.setup(prepare)
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('sorts both ways on the server', async ({ client, assert }) => {
      const user = await asUserWith(contract, [can.access])
      const key = contract.list.sortKey
      const asc = page(await client.get(`${contract.path}?sort=${key}`).loginAs(user).withInertia())
      const desc = page(
        await client.get(`${contract.path}?sort=-${key}`).loginAs(user).withInertia()
      )
      assert.equal(asc.query.sort, key)
      assert.equal(desc.query.sort, `-${key}`)
      assert.notDeepEqual(asc.rows[0], desc.rows[0])
    })

    test('searches', async ({ client, assert }) => {
      const user = await asUserWith(contract, [can.access])
      const response = await client
        .get(contract.path)
        .qs({ q: contract.list.search.term })
        .loginAs(user)
        .withInertia()
      response.assertInertiaComponent(`${contract.component}/index`)
      const { rows } = page(response)
      assert.isAbove(rows.length, 0)
      assert.isTrue(rows.every(contract.list.search.expect))
    })

    const filter = contract.list.filter
    if (filter)
      test('filters with offered values only', async ({ client, assert }) => {
        const user = await asUserWith(contract, [can.access])
        const response = await client
          .get(`${contract.path}?filters[${filter.key}]=${encodeURIComponent(filter.value)}`)
          .loginAs(user)
          .withInertia()
        const result = page(response)
        assert.isAbove(result.rows.length, 0)
        assert.isTrue(result.rows.every(filter.expect))
        const bogus = page(
          await client
            .get(`${contract.path}?filters[${filter.key}]=nonsense&filters[evil]=1`)
            .loginAs(user)
            .withInertia()
        )
        assert.deepEqual(bogus.query.filters, {})
      })

    test('offers its sorts and facets on a full visit, not on a partial reload', async ({
      client,
      assert,
    }) => {
      const user = await asUserWith(contract, [can.access])
      const full = await client.get(contract.path).loginAs(user).withInertia()
      const list = full.body().props.list as {
        sortable: string[]
        filters: Record<string, unknown[]>
      }
      assert.include(list.sortable, contract.list.sortKey)
      if (contract.list.filter) assert.isAbove(list.filters[contract.list.filter.key].length, 0)

      const partial = await client
        .get(`${contract.path}?page=2`)
        .loginAs(user)
        .withInertia()
        .header('X-Inertia-Partial-Component', `${contract.component}/index`)
        .header('X-Inertia-Partial-Data', 'rows,meta,query')
      assert.notProperty(partial.body().props, 'list')
      assert.property(partial.body().props, 'rows')
    })

    test('pages, caps the page size and ignores unknown sort keys', async ({ client, assert }) => {
      const user = await asUserWith(contract, [can.access])
      const first = page(await client.get(`${contract.path}?perPage=2`).loginAs(user).withInertia())
      const second = page(
        await client.get(`${contract.path}?perPage=2&page=2`).loginAs(user).withInertia()
      )
      assert.lengthOf(first.rows, 2)
      assert.notEqual(first.rows[0].id, second.rows[0].id)
      const odd = page(
        await client
          .get(`${contract.path}?perPage=5000&sort=password;drop`)
          .loginAs(user)
          .withInertia()
      )
      assert.isNull(odd.query.sort)
      assert.isAtMost(odd.rows.length, 100)
    })
  })

  test.group(`${contract.title}: write`, (group) => {
    group.setup(prepare)
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('creates with valid data and logs it', async ({ client, assert }) => {
      const response = await createVia(client, contract, contract.validInput(++sequence))
      response.assertStatus(302)
      const id = Number(response.header('location')?.split('/').pop())
      assert.exists(await db.from(contract.table).where('id', id).first())
      assert.lengthOf(await logRows(contract, 'create', id), 1)
    })

    for (const invalid of contract.invalid) {
      test(`refuses an invalid ${invalid.field} with a message beside it`, async ({
        client,
        assert,
      }) => {
        const input = { ...contract.validInput(++sequence), ...invalid.input }
        const response = await createVia(client, contract, input)
        const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
        // Keys, not nested properties: a row's field is named 'contacts.0.name'.
        assert.include(Object.keys(errors ?? {}), invalid.field)
      })
    }

    test('answers a duplicate with a field error, not a 500', async ({ client }) => {
      const existing: Row = await db.from(contract.table).whereNull('deleted_at').firstOrFail()
      const input = { ...contract.validInput(++sequence), ...contract.unique.input(existing) }
      const response = await createVia(client, contract, input)
      response.assertStatus(302)
      response.assertFlashMessage('inputErrorsBag', {
        [contract.unique.field]: [
          typeof contract.unique.message === 'string'
            ? contract.unique.message
            : contract.unique.message(existing),
        ],
      })
    })

    test('updates and logs before and after', async ({ client, assert }) => {
      const created = await createVia(client, contract, contract.validInput(++sequence))
      const id = Number(created.header('location')?.split('/').pop())
      const editor = await asUserWith(contract, [can.access, can.update])
      const input = { ...contract.validInput(++sequence), ...contract.update.input }
      const response = await client
        .put(`${contract.path}/${id}`)
        .loginAs(editor)
        .form(formOf(input))
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      const row = await db.from(contract.table).where('id', id).firstOrFail()
      assert.equal(row[contract.update.column], contract.update.value)
      const [log] = await logRows(contract, 'update', id)
      assert.property(log.properties.before, contract.update.column)
      assert.equal(log.properties.after[contract.update.column], contract.update.value)
    })

    test('moves to the trash and restores, with log rows', async ({ client, assert }) => {
      const created = await createVia(client, contract, contract.validInput(++sequence))
      const id = Number(created.header('location')?.split('/').pop())
      const user = await asUserWith(contract, [can.access, can.delete, can.restore])

      const removed = await client
        .delete(`${contract.path}/${id}`)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
      removed.assertStatus(302)
      assert.isNotNull(await deletedAtOf(contract, id))
      const gone = await client.get(`${contract.path}/${id}`).loginAs(user).withInertia()
      gone.assertStatus(404)
      const trash = page(
        await client
          .get(`${contract.path}/trash?perPage=100&sort=-updated_at`)
          .loginAs(user)
          .withInertia()
      )
      assert.isTrue(trash.rows.some((row) => row.id === id))

      const restored = await client
        .post(`${contract.path}/${id}/restore`)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
      restored.assertStatus(302)
      assert.isNull(await deletedAtOf(contract, id))
      assert.lengthOf(await logRows(contract, 'delete', id), 1)
      assert.lengthOf(await logRows(contract, 'restore', id), 1)
    })
  })

  test.group(`${contract.title}: where a delete lands`, (group) => {
    group.setup(prepare)
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('back to the list the user was on, or the index from the record page', async ({
      client,
    }) => {
      const user = await asUserWith(contract, [can.access, can.delete])
      const ids: number[] = []
      for (let index = 0; index < 2; index++) {
        const created = await createVia(client, contract, contract.validInput(++sequence))
        ids.push(Number(created.header('location')?.split('/').pop()))
      }
      const list = `${contract.path}?page=2&perPage=10&sort=-updated_at`
      const fromList = await client
        .delete(`${contract.path}/${ids[0]}`)
        .header('referer', list)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
      fromList.assertHeader('location', list)
      const fromRecord = await client
        .delete(`${contract.path}/${ids[1]}`)
        .header('referer', `${contract.path}/${ids[1]}`)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
      fromRecord.assertHeader('location', contract.path)
    })
  })

  test.group(`${contract.title}: permissions`, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    const routes = (id: number) =>
      [
        { method: 'get', url: contract.path, needs: can.access },
        { method: 'get', url: `${contract.path}/${id}`, needs: can.access },
        { method: 'get', url: `${contract.path}/create`, needs: can.create },
        { method: 'post', url: contract.path, needs: can.create },
        { method: 'get', url: `${contract.path}/${id}/edit`, needs: can.update },
        { method: 'put', url: `${contract.path}/${id}`, needs: can.update },
        { method: 'delete', url: `${contract.path}/${id}`, needs: can.delete },
        { method: 'get', url: `${contract.path}/${id}/usage`, needs: can.delete },
        { method: 'get', url: `${contract.path}/trash`, needs: can.restore },
        { method: 'post', url: `${contract.path}/${id}/restore`, needs: can.restore },
      ] as const

    test('each action answers 403 without its permission', async ({ client, assert }) => {
      const existing: Row = await db.from(contract.table).firstOrFail()
      for (const route of routes(existing.id)) {
        const others = Object.values(can).filter((permission) => permission !== route.needs)
        const user = await asUserWith(contract, others)
        const response = await client[route.method](route.url)
          .loginAs(user)
          .withCsrfToken()
          .redirects(0)
        assert.equal(response.status(), 403, `${route.method.toUpperCase()} ${route.url}`)
      }
    })

    test('signed-out requests go to the login page', async ({ client, assert }) => {
      const existing: Row = await db.from(contract.table).firstOrFail()
      for (const route of routes(existing.id)) {
        const response = await client[route.method](route.url).withCsrfToken().redirects(0)
        assert.equal(
          response.header('location'),
          '/login',
          `${route.method.toUpperCase()} ${route.url}`
        )
      }
    })
  })
}
