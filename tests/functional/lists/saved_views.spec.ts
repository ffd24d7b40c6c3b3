import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import type { Json } from '#contracts/page_props'
import type { savedViewsOf } from '#resources/saved_views'
import { makeUser } from '#tests/helpers/users'
import { statementsDuring } from '#tests/helpers/statements'

/**
 * Saved views of a list (issue 29): a person's own, shared with the center by a supervisor
 * (one of the approve permissions), written through the record store with its activity row,
 * reachable by id only inside the user's own and their center's, and applied by asking the list
 * with the stored query, which the list's own parser reads (a stale or hostile state never
 * breaks it).
 */

/** What the Views menu answers (app/resources/saved_views.ts). */
type SavedViews = Json<Awaited<ReturnType<typeof savedViewsOf>>>

const AGENT: Permission[] = ['access-tasks', 'access-cases', 'access-countries']
const SUPERVISOR: Permission[] = [...AGENT, 'approve-guarantee-of-payments']

const TASK_VIEW = {
  list_key: 'tasks',
  name: 'My overdue',
  query: {
    perPage: 50,
    sort: '-due_at',
    q: 'follow',
    filters: { status: ['open'] },
  },
  columns: { category: false, priority: true },
}

function save(client: ApiClient, user: User, body: Record<string, unknown>) {
  return client.post('/ui/saved-views').loginAs(user).withCsrfToken().json(body)
}

async function viewsOf(client: ApiClient, user: User, list = 'tasks') {
  const response = await client.get('/ui/saved-views').qs({ list }).loginAs(user)
  response.assertStatus(200)
  return response.body() as SavedViews
}

/** The views of a list the user is offered. */
async function listed(client: ApiClient, user: User, list = 'tasks') {
  const answer = await viewsOf(client, user, list)
  return answer.views
}

/** Saves a view that must be taken: its id. */
async function saved(client: ApiClient, user: User, body: Record<string, unknown>) {
  const response = await save(client, user, body)
  response.assertStatus(201)
  const answer = response.body() as { id: number }
  return answer.id
}

/** A request's answer must have this status. */
async function answers(request: PromiseLike<ApiResponse>, status: number) {
  const response = await request
  response.assertStatus(status)
}

/** A view's row as stored. */
async function viewRow(id: number) {
  const row = await db.from('saved_views').where('id', id).firstOrFail()
  return row as { name: string; deleted_at: Date | null; center_id: number | null }
}

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

/** A view row written straight to the table, as an older version or a hand might have. */
async function storedView(owner: User, values: Record<string, unknown>) {
  const now = new Date()
  const [row] = await db
    .insertQuery()
    .table('saved_views')
    .insert({
      user_id: owner.id,
      list_key: 'tasks',
      name: `Stored ${Math.random().toString(36).slice(2, 8)}`,
      center_id: null,
      query: JSON.stringify({}),
      columns: JSON.stringify({}),
      created_at: now,
      ...values,
    })
    .returning('id')
  return row.id as number
}

test.group('Saved views: one’s own', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a view is saved with its list state and its activity row, and listed on its list', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const response = await save(client, agent, TASK_VIEW)
    response.assertStatus(201)
    const id = (response.body() as { id: number }).id

    const row = await db.from('saved_views').where('id', id).firstOrFail()
    assert.equal(row.user_id, agent.id)
    assert.isNull(row.center_id)
    assert.deepEqual(row.query, { ...TASK_VIEW.query })
    assert.deepEqual(row.columns, TASK_VIEW.columns)
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'saved_view', subject_id: String(id), action: 'create' })
      .first()
    assert.exists(logged)
    assert.equal(logged.user_id, agent.id)

    const answer = await viewsOf(client, agent)
    assert.lengthOf(answer.views, 1)
    assert.deepInclude(answer.views[0], {
      id,
      name: 'My overdue',
      mine: true,
      shared_with: null,
      query: TASK_VIEW.query,
      columns: TASK_VIEW.columns,
    })
    assert.isFalse(answer.canShare)
    // Another list has its own views.
    assert.lengthOf(await listed(client, agent, 'cases'), 0)
    // Another user does not see it.
    assert.lengthOf(await listed(client, await makeUser({ permissions: AGENT })), 0)
  })

  test('renamed and deleted by its owner, each with its activity row', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const id = await saved(client, agent, TASK_VIEW)
    const renamed = await client
      .put(`/ui/saved-views/${id}`)
      .loginAs(agent)
      .withCsrfToken()
      .json({ name: 'Overdue, mine' })
    renamed.assertStatus(200)
    const renamedRow = await viewRow(id)
    assert.equal(renamedRow.name, 'Overdue, mine')
    const update = await db
      .from('activity_logs')
      .where({ subject_type: 'saved_view', subject_id: String(id), action: 'update' })
      .firstOrFail()
    assert.deepEqual(update.properties, {
      before: { name: 'My overdue' },
      after: { name: 'Overdue, mine' },
    })

    const deleted = await client.delete(`/ui/saved-views/${id}`).loginAs(agent).withCsrfToken()
    deleted.assertStatus(200)
    const trashedRow = await viewRow(id)
    assert.isNotNull(trashedRow.deleted_at)
    assert.exists(
      await db
        .from('activity_logs')
        .where({ subject_type: 'saved_view', subject_id: String(id), action: 'delete' })
        .first()
    )
    assert.lengthOf(await listed(client, agent), 0)
    // Its name is free again.
    await saved(client, agent, TASK_VIEW)
  })

  test('a name is required, at most 80 characters, and one of a kind per list', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const refused = async (body: Record<string, unknown>) => {
      const response = await save(client, agent, { ...TASK_VIEW, ...body })
      response.assertStatus(422)
      return (response.body() as { errors: Record<string, string> }).errors
    }
    assert.property(await refused({ name: '' }), 'name')
    assert.property(await refused({ name: '   ' }), 'name')
    assert.property(await refused({ name: 'x'.repeat(81) }), 'name')
    await saved(client, agent, { ...TASK_VIEW, name: 'x'.repeat(80) })
    await saved(client, agent, TASK_VIEW)
    // The same name in another case is the same name.
    const clash = await refused({ name: 'MY OVERDUE' })
    assert.equal(clash.name, 'This view name is already in use.')
    // On another list, or for another user, it is free.
    await saved(client, agent, { ...TASK_VIEW, list_key: 'cases' })
    await saved(client, await makeUser({ permissions: AGENT }), TASK_VIEW)
    // A rename onto a taken name is refused beside the name too.
    const other = await saved(client, agent, { ...TASK_VIEW, name: 'Other' })
    const rename = await client
      .put(`/ui/saved-views/${other}`)
      .loginAs(agent)
      .withCsrfToken()
      .json({ name: 'My Overdue' })
    rename.assertStatus(422)
    assert.equal(rename.body().errors.name, 'This view name is already in use.')
  })

  test('hostile input is a field error, never a 500 or a half-write', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const [{ total: before }] = await db.from('saved_views').count('* as total')
    const hostile: Record<string, unknown>[] = [
      { name: 'a\u0000b' },
      { name: 42 },
      { name: ['x'] },
      { list_key: '../../etc' },
      { list_key: 'x'.repeat(200) },
      { query: 'drop' },
      { query: { ...TASK_VIEW.query, perPage: 100000 } },
      { query: { ...TASK_VIEW.query, sort: 'name; drop table users' } },
      { query: { ...TASK_VIEW.query, filters: { status: [{ $ne: 1 }] } } },
      { query: { ...TASK_VIEW.query, q: 'x'.repeat(5000) } },
      { columns: { category: 'yes' } },
      { columns: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`c${i}`, true])) },
    ]
    for (const body of hostile) {
      const response = await save(client, agent, { ...TASK_VIEW, ...body })
      assert.equal(response.status(), 422, JSON.stringify(body).slice(0, 80))
    }
    const [{ total: after }] = await db.from('saved_views').count('* as total')
    assert.equal(Number(after), Number(before))
    // An id no view can have is the router's 404.
    for (const id of ['0', '-1', 'abc', '2147483648']) {
      const response = await client
        .put(`/ui/saved-views/${id}`)
        .loginAs(agent)
        .withCsrfToken()
        .json({ name: 'x' })
      response.assertStatus(404)
    }
    // A list key that cannot be one.
    await answers(client.get('/ui/saved-views').qs({ list: '<script>' }).loginAs(agent), 422)
  })

  test('signed out: no views, no writes', async ({ client }) => {
    await answers(client.get('/ui/saved-views').qs({ list: 'tasks' }).redirects(0), 302)
    await answers(client.post('/ui/saved-views').withCsrfToken().json(TASK_VIEW).redirects(0), 302)
  })
})

test.group('Saved views: shared with the center', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a supervisor shares a view; the center’s members see it, others do not', async ({
    client,
    assert,
  }) => {
    const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL', 'BKK'] })
    const colleague = await makeUser({ permissions: AGENT, centers: ['KUL'] })
    const bangkok = await makeUser({ permissions: AGENT, centers: ['BKK'] })
    const answer = await viewsOf(client, supervisor)
    assert.isTrue(answer.canShare)
    assert.equal(answer.center, 'KUL')

    const response = await save(client, supervisor, { ...TASK_VIEW, shared: true })
    response.assertStatus(201)
    const id = response.body().id as number
    const row = await db.from('saved_views').where('id', id).firstOrFail()
    assert.equal(row.center_id, await centerId('KUL'))

    const seen = await viewsOf(client, colleague)
    assert.lengthOf(seen.views, 1)
    assert.deepInclude(seen.views[0], { id, mine: false, shared_with: 'KUL' })
    assert.match(seen.views[0].owner, /^Test User/)
    assert.lengthOf(await listed(client, bangkok), 0)

    // Only its owner changes it: the colleague who sees it is refused, Bangkok never finds it.
    const byColleague = await client
      .put(`/ui/saved-views/${id}`)
      .loginAs(colleague)
      .withCsrfToken()
      .json({ name: 'Mine now' })
    byColleague.assertStatus(403)
    const fromBangkok = await client
      .delete(`/ui/saved-views/${id}`)
      .loginAs(bangkok)
      .withCsrfToken()
    fromBangkok.assertStatus(404)
    const keptRow = await viewRow(id)
    assert.isNull(keptRow.deleted_at)

    // Taken back: the center no longer sees it.
    const unshared = await client
      .put(`/ui/saved-views/${id}`)
      .loginAs(supervisor)
      .withCsrfToken()
      .json({ name: TASK_VIEW.name, shared: false })
    unshared.assertStatus(200)
    assert.lengthOf(await listed(client, colleague), 0)
  })

  test('sharing needs a supervisor’s permission, on the server', async ({ client, assert }) => {
    const agent = await makeUser({ permissions: AGENT })
    const refused = await save(client, agent, { ...TASK_VIEW, shared: true })
    refused.assertStatus(403)
    assert.lengthOf(await db.from('saved_views').where('user_id', agent.id), 0)
    // Nor by a rename.
    const id = await saved(client, agent, TASK_VIEW)
    const rename = await client
      .put(`/ui/saved-views/${id}`)
      .loginAs(agent)
      .withCsrfToken()
      .json({ name: TASK_VIEW.name, shared: true })
    rename.assertStatus(403)
    const unsharedRow = await viewRow(id)
    assert.isNull(unsharedRow.center_id)
  })

  test('another center’s view id answers 404 to every action', async ({ client, assert }) => {
    const bangkokSupervisor = await makeUser({ permissions: SUPERVISOR, centers: ['BKK'] })
    const id = await saved(client, bangkokSupervisor, { ...TASK_VIEW, shared: true })
    const kul = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    await answers(
      client.put(`/ui/saved-views/${id}`).loginAs(kul).withCsrfToken().json({ name: 'x' }),
      404
    )
    await answers(client.delete(`/ui/saved-views/${id}`).loginAs(kul).withCsrfToken(), 404)
    assert.lengthOf(await listed(client, kul), 0)
    const row = await db.from('saved_views').where('id', id).firstOrFail()
    assert.equal(row.name, TASK_VIEW.name)
    assert.isNull(row.deleted_at)
  })
})

test.group('Saved views: applied through the list’s own parser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a stale or hostile stored state reaches the menu as a query shape, never an error', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    await storedView(agent, {
      name: 'Stale',
      query: JSON.stringify({
        perPage: 'many',
        sort: { $gt: '' },
        q: ['a'],
        filters: { 'status': [{ x: 1 }, 'open'], 'gone': 'x', 'constructor': ['y'], '': 'z' },
        page: 9,
      }),
      columns: JSON.stringify({ category: 'no', removed: false, priority: true }),
    })
    const [view] = await listed(client, agent)
    assert.deepEqual(view.query, {
      perPage: null,
      sort: null,
      q: null,
      filters: { status: ['open'], gone: ['x'], constructor: ['y'] },
    })
    // Column ids are kept by shape: the table ignores those it does not have.
    assert.deepEqual(view.columns, { removed: false, priority: true })
  })

  test('the list asked with a view’s query answers what it still understands', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    // What the Views menu asks the list with when a stale view is picked: a sort and a filter
    // the list no longer has, beside what it still understands.
    const response = await client
      .get('/manage/countries')
      .qs({
        sort: 'removed_column',
        perPage: 50,
        q: 'thai',
        filters: { region: ['Asia'], gone: ['x'], constructor: ['y'] },
      })
      .loginAs(agent)
      .withInertia()
    response.assertStatus(200)
    const props = response.body().props as {
      query: Record<string, unknown>
      rows: { name: string }[]
    }
    assert.equal(props.query.perPage, 50)
    assert.equal(props.query.q, 'thai')
    assert.isNull(props.query.sort)
    assert.deepEqual(props.query.filters, { region: ['Asia'] })
    assert.deepEqual(
      props.rows.map((row) => row.name),
      ['Thailand']
    )
  })

  test('the list’s own page reads no view; the menu reads them in one statement', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    await save(client, agent, TASK_VIEW)
    const list = await statementsDuring(async () => {
      await answers(client.get('/manage/countries').loginAs(agent).withInertia(), 200)
    })
    assert.isFalse(list.some((sql) => sql.includes('saved_views')))
    const menu = await statementsDuring(() => viewsOf(client, agent))
    assert.lengthOf(
      menu.filter((sql) => sql.includes('saved_views')),
      1
    )
  })

  test('a view of a trashed owner is no longer listed to the center', async ({
    client,
    assert,
  }) => {
    const supervisor = await makeUser({ permissions: SUPERVISOR })
    await storedView(supervisor, { center_id: await centerId('KUL'), name: 'Team' })
    const colleague = await makeUser({ permissions: AGENT })
    assert.lengthOf(await listed(client, colleague), 1)
    await db.from('users').where('id', supervisor.id).update({ deleted_at: new Date() })
    assert.lengthOf(await listed(client, colleague), 0)
  })
})
