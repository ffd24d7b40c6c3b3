import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import { rolesResource } from '#resources/roles'
import { ADMINISTRATOR_ROLE } from '#database/seeders/reference/access_seeder'

let capabilityIds: Record<string, number> = {}

async function lookUp() {
  const rows: { id: number; name: string }[] = await db.from('capabilities').select('id', 'name')
  capabilityIds = Object.fromEntries(rows.map((row) => [row.name, row.id]))
}

/** The status a request answers with (kept out of the await expression for the linter). */
async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

/** One column of one row. */
async function columnOf(table: string, id: number, column: string) {
  const row: Record<string, unknown> = await db.from(table).where('id', id).firstOrFail()
  return row[column]
}

async function heldBy(roleId: number) {
  const rows: { name: string }[] = await db
    .from('capability_role')
    .join('capabilities', 'capabilities.id', 'capability_role.capability_id')
    .where('capability_role.role_id', roleId)
    .select('capabilities.name')
  return rows.map((row) => row.name).sort()
}

resourceContract({
  title: 'Roles',
  path: '/settings/roles',
  table: 'roles',
  component: 'settings/roles',
  subjectType: 'role',
  permissions: rolesResource.permissions,
  validInput: (n) => ({
    'name': `Billing clerk ${n} ${Date.now()}`,
    'description': 'Bills insurers.',
    // As the checklist posts them: one hidden `capabilities[]` per checked box.
    'capabilities[]': [String(capabilityIds['access-clients'])],
  }),
  update: { input: { description: 'Renamed' }, column: 'description', value: 'Renamed' },
  invalid: [
    { input: { name: 'x' }, field: 'name' },
    { input: { name: undefined }, field: 'name' },
    { input: { 'capabilities[]': ['999999'] }, field: 'capabilities' },
  ],
  unique: {
    field: 'name',
    input: (existing) => ({ name: String(existing.name).toUpperCase() }),
    message: 'This role name is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'Administrator', expect: (row) => row.name === ADMINISTRATOR_ROLE },
  },
  // Nobody grants a capability they lack: the contract's actors hold the one its roles get.
  setup: async () => {
    await lookUp()
    return { alsoHolds: ['access-clients'] }
  },
})

test.group('Roles: capabilities and the system role', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const admin = () => makeAdministrator()

  test('the posted checklist becomes exactly the role’s capabilities, logged as ids', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const created = await client
      .post('/settings/roles')
      .loginAs(user)
      .form({
        'name': `Checklist ${Date.now()}`,
        'capabilities[]': [
          String(capabilityIds['access-users']),
          String(capabilityIds['create-user']),
        ],
      })
      .withCsrfToken()
      .redirects(0)
    created.assertStatus(302)
    const id = Number(created.header('location')?.split('/').pop())
    assert.deepEqual(await heldBy(id), ['access-users', 'create-user'])

    // Unchecking everything posts no capabilities[] at all: the role then holds none.
    await client
      .put(`/settings/roles/${id}`)
      .loginAs(user)
      .form({ name: `Checklist ${id}` })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await heldBy(id), [])
    const log = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'role', subject_id: String(id) })
      .firstOrFail()
    assert.deepEqual(
      log.properties.before.capabilities,
      [capabilityIds['access-users'], capabilityIds['create-user']].sort((a, b) => a - b)
    )
    assert.deepEqual(log.properties.after.capabilities, [])
  })

  test('the form offers the whole catalogue grouped by menu area', async ({ client, assert }) => {
    const response = await client
      .get('/settings/roles/create')
      .loginAs(await admin())
      .withInertia()
    response.assertStatus(200)
    const groups = response.body().props.capabilityGroups as {
      key: string
      label: string
      capabilities: { name: string }[]
    }[]
    const labels = groups.map((entry) => entry.label)
    assert.includeMembers(labels, ['Manage', 'Accounts', 'Settings'])
    const offered = groups.flatMap((entry) => entry.capabilities.map((item) => item.name))
    assert.sameMembers(offered, Object.keys(capabilityIds))
    const settings = groups.find((entry) => entry.key === 'settings')!
    assert.include(
      settings.capabilities.map((item) => item.name),
      'update-security-settings'
    )
  })

  test('the system role cannot be deleted, renamed or stripped', async ({ client, assert }) => {
    const user = await admin()
    const system: { id: number; name: string } = await db
      .from('roles')
      .where('is_system', true)
      .firstOrFail()
    const before = await heldBy(system.id)

    const removed = await client
      .delete(`/settings/roles/${system.id}`)
      .header('referer', '/settings/roles')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    removed.assertStatus(302)
    const row = await db.from('roles').where('id', system.id).firstOrFail()
    assert.isNull(row.deleted_at)

    const renamed = await client
      .put(`/settings/roles/${system.id}`)
      .header('referer', `/settings/roles/${system.id}/edit`)
      .loginAs(user)
      .form({ name: 'Superuser' })
      .withCsrfToken()
      .redirects(0)
    renamed.assertStatus(302)
    assert.equal(await columnOf('roles', system.id, 'name'), system.name)

    // A crafted post with one capability changes nothing: the system role holds them all.
    await client
      .put(`/settings/roles/${system.id}`)
      .loginAs(user)
      .form({
        'name': system.name,
        'description': 'Still everything',
        'capabilities[]': [String(capabilityIds['access-users'])],
      })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await heldBy(system.id), before)
    assert.lengthOf(before, Object.keys(capabilityIds).length)
  })

  test('a role edit changes the user’s menus on their next page load', async ({
    client,
    assert,
  }) => {
    const editor = await admin()
    const agent = await makeUser()
    const [role] = await db
      .insertQuery()
      .table('roles')
      .insert({ name: `Desk ${Date.now()}`, created_at: new Date(), updated_at: new Date() })
      .returning('id')
    await db.insertQuery().table('capability_role').insert({
      role_id: role.id,
      capability_id: capabilityIds['access-users'],
    })
    await db.insertQuery().table('role_user').insert({ user_id: agent.id, role_id: role.id })

    const before = await client.get('/dashboard').loginAs(agent).withInertia()
    const permissionsBefore = (before.body().props.user as { permission: string[] }).permission
    assert.include(permissionsBefore, 'access-users')
    assert.notInclude(permissionsBefore, 'access-clients')
    assert.equal(await statusOf(client.get('/accounts/users').loginAs(agent).withInertia()), 200)

    await client
      .put(`/settings/roles/${role.id}`)
      .loginAs(editor)
      .form({
        'name': `Desk ${role.id}`,
        'capabilities[]': [String(capabilityIds['access-clients'])],
      })
      .withCsrfToken()
      .redirects(0)

    const after = await client.get('/dashboard').loginAs(agent).withInertia()
    const permissionsAfter = (after.body().props.user as { permission: string[] }).permission
    assert.include(permissionsAfter, 'access-clients')
    assert.notInclude(permissionsAfter, 'access-users')
    assert.equal(await statusOf(client.get('/accounts/users').loginAs(agent).withInertia()), 403)
    assert.equal(await statusOf(client.get('/accounts/clients').loginAs(agent).withInertia()), 200)
  })

  test('the role page lists what it allows and who holds it', async ({ client, assert }) => {
    const user = await admin()
    const holder = await makeUser({ permissions: ['access-clients'] })
    const link: { role_id: number } = await db
      .from('role_user')
      .where('user_id', holder.id)
      .firstOrFail()
    const response = await client.get(`/settings/roles/${link.role_id}`).loginAs(user).withInertia()
    response.assertStatus(200)
    const props = response.body().props as {
      capabilityGroups: { capabilities: { name: string }[] }[]
      users: { rows: { id: number }[]; total: number }
    }
    assert.deepEqual(
      props.capabilityGroups.flatMap((entry) => entry.capabilities.map((item) => item.name)),
      ['access-clients']
    )
    assert.deepEqual(
      props.users.rows.map((row) => row.id),
      [holder.id]
    )
    assert.equal(props.users.total, 1)
  })
})

test.group('Capabilities', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the catalogue lists every capability and filters by menu area', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['access-capabilities'] })
    const all = await client.get('/settings/capabilities?perPage=100').loginAs(user).withInertia()
    all.assertStatus(200)
    assert.equal(
      (all.body().props.meta as { total: number }).total,
      Object.keys(capabilityIds).length
    )
    const settings = await client
      .get('/settings/capabilities?filters[group]=settings&perPage=100')
      .loginAs(user)
      .withInertia()
    const rows = settings.body().props.rows as { name: string; group: string }[]
    assert.isAbove(rows.length, 0)
    assert.isTrue(rows.every((row) => row.group === 'settings'))
    assert.include(
      rows.map((row) => row.name),
      'access-capabilities'
    )
    assert.isFalse((all.body().props.can as { update: boolean }).update)
  })

  test('only the description changes, and the change is logged', async ({ client, assert }) => {
    const user = await makeUser({ permissions: ['access-capabilities', 'update-capability'] })
    const id = capabilityIds['access-users']
    const edit = await client.get(`/settings/capabilities/${id}/edit`).loginAs(user).withInertia()
    edit.assertStatus(200)

    const saved = await client
      .put(`/settings/capabilities/${id}`)
      .loginAs(user)
      .form({ name: 'hijacked', description: 'Open the users list' })
      .withCsrfToken()
      .redirects(0)
    saved.assertStatus(302)
    const row = await db.from('capabilities').where('id', id).firstOrFail()
    assert.equal(row.name, 'access-users')
    assert.equal(row.description, 'Open the users list')
    const log = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'capability', subject_id: String(id) })
      .firstOrFail()
    assert.equal(log.properties.after.description, 'Open the users list')

    const tooLong = await client
      .put(`/settings/capabilities/${id}`)
      .header('referer', `/settings/capabilities/${id}/edit`)
      .loginAs(user)
      .form({ description: 'x'.repeat(201) })
      .withCsrfToken()
      .redirects(0)
    tooLong.assertStatus(302)
    assert.equal(await columnOf('capabilities', id, 'description'), 'Open the users list')
  })

  test('each capability route needs its permission', async ({ client, assert }) => {
    const reader = await makeUser({ permissions: ['access-capabilities'] })
    const nobody = await makeUser()
    const id = capabilityIds['access-users']
    assert.equal(
      await statusOf(client.get('/settings/capabilities').loginAs(nobody).withInertia()),
      403
    )
    assert.equal(
      await statusOf(client.get(`/settings/capabilities/${id}/edit`).loginAs(reader).withInertia()),
      403
    )
    assert.equal(
      await statusOf(
        client
          .put(`/settings/capabilities/${id}`)
          .loginAs(reader)
          .form({ description: 'x' })
          .withCsrfToken()
          .redirects(0)
      ),
      403
    )
    // The catalogue is code: nothing to create or delete.
    assert.equal(
      await statusOf(
        client.delete(`/settings/capabilities/${id}`).loginAs(reader).withCsrfToken().redirects(0)
      ),
      404
    )
  })
})
