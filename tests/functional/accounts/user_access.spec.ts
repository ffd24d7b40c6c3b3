import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { DEMO_PASSWORD, demoUser, makeUser, roleCapabilities } from '#tests/helpers/users'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'

/**
 * Nobody grants more than they hold (issue 10 §1, app/policies/user_policy.ts). The demo
 * supervisor (KUL and BKK; create-user and update-user, no Settings) tries each way up that
 * worked before, and the database is compared before and after.
 */

let centers: Record<'KUL' | 'BKK' | 'MNL', number>
let roles: Record<'Administrator' | 'Supervisor' | 'Agent', number>

async function lookUp() {
  const centerRows: { id: number; code: string }[] = await db.from('centers').select('id', 'code')
  const centerId = (code: string) => centerRows.find((row) => row.code.toUpperCase() === code)!.id
  centers = { KUL: centerId('KUL'), BKK: centerId('BKK'), MNL: centerId('MNL') }
  const roleRows: { id: number; name: string }[] = await db
    .from('roles')
    .whereNull('deleted_at')
    .select('id', 'name')
  const roleId = (name: string) => roleRows.find((row) => row.name === name)!.id
  roles = {
    Administrator: roleId('Administrator'),
    Supervisor: roleId('Supervisor'),
    Agent: roleId('Agent'),
  }
}

/** Everything an escalation could change, to compare before and after an attempt. */
async function accessState() {
  const [users, roleLinks, centerLinks] = await Promise.all([
    db
      .from('users')
      .orderBy('id')
      .select('id', 'email', 'password', 'status', 'deleted_at', 'current_center_id'),
    db.from('role_user').orderBy(['user_id', 'role_id']).select('user_id', 'role_id'),
    db.from('center_user').orderBy(['user_id', 'center_id']).select('user_id', 'center_id'),
  ])
  return { users, roleLinks, centerLinks }
}

/** The form a user's edit page posts, for an existing account, with the given changes. */
function accountForm(user: User, linked: { roles: number[]; centers: number[] }, changes = {}) {
  return {
    'first_name': user.firstName,
    'last_name': user.lastName,
    'email': user.email,
    'status': user.status,
    'roles[]': linked.roles.map(String),
    'centers[]': linked.centers.map(String),
    ...changes,
  }
}

async function linksOf(user: User) {
  const [roleRows, centerRows] = await Promise.all([
    db.from('role_user').where('user_id', user.id).orderBy('role_id').select('role_id'),
    db.from('center_user').where('user_id', user.id).orderBy('center_id').select('center_id'),
  ])
  return {
    roles: roleRows.map((row: { role_id: number }) => row.role_id),
    centers: centerRows.map((row: { center_id: number }) => row.center_id),
  }
}

function errorsOf(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

async function put(client: ApiClient, actor: User, id: number, form: object) {
  return client.put(`/accounts/users/${id}`).loginAs(actor).form(form).withCsrfToken().redirects(0)
}

test.group('User access: the five ways up are closed', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a supervisor cannot give themself the Administrator role', async ({ client, assert }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const before = await accessState()
    const linked = await linksOf(supervisor)
    const response = await put(
      client,
      supervisor,
      supervisor.id,
      accountForm(supervisor, linked, { 'roles[]': [String(roles.Administrator)] })
    )
    assert.deepEqual(errorsOf(response).roles, [
      'You cannot change your own roles; ask an administrator.',
    ])
    assert.deepEqual(await accessState(), before)
    const settings = await client.get('/settings/general').loginAs(supervisor).withInertia()
    settings.assertStatus(403)
  })

  test('a supervisor cannot create an administrator in a center they do not belong to', async ({
    client,
    assert,
  }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const before = await accessState()
    const response = await client
      .post('/accounts/users')
      .loginAs(supervisor)
      .form({
        'first_name': 'Mallory',
        'last_name': 'Root',
        'email': 'mallory.root@escalation.test',
        'status': 'enabled',
        'password': 'Correct-Horse-42!',
        'roles[]': [String(roles.Administrator)],
        'centers[]': [String(centers.MNL)],
      })
      .withCsrfToken()
      .redirects(0)
    const errors = errorsOf(response)
    assert.deepEqual(errors.roles, [
      'You can give only roles whose capabilities you hold yourself.',
    ])
    assert.deepEqual(errors.centers, ['You can assign only centers you belong to yourself.'])
    assert.deepEqual(await accessState(), before)
  })

  test("a supervisor cannot change an administrator's email and password", async ({
    client,
    assert,
  }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const admin = await demoUser('admin@demo.test')
    const before = await accessState()
    const form = accountForm(admin, await linksOf(admin), {
      email: 'taken.over@escalation.test',
      password: 'Correct-Horse-42!',
    })
    const response = await client
      .put(`/accounts/users/${admin.id}`)
      .loginAs(supervisor)
      .form(form)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    response.assertStatus(403)
    response.assertInertiaPropsContains({
      message: 'Aisha Rahman is an administrator: only an administrator can change them.',
    })
    const edit = await client
      .get(`/accounts/users/${admin.id}/edit`)
      .loginAs(supervisor)
      .withInertia()
    edit.assertStatus(403)
    assert.deepEqual(await accessState(), before)
  })

  test('a supervisor cannot move an administrator to the trash', async ({ client, assert }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const admin = await demoUser('admin@demo.test')
    const before = await accessState()
    const response = await client
      .delete(`/accounts/users/${admin.id}`)
      .loginAs(supervisor)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    response.assertStatus(403)
    assert.deepEqual(await accessState(), before)
  })

  test('a supervisor cannot add a center to their own account and switch to it', async ({
    client,
    assert,
  }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const before = await accessState()
    const linked = await linksOf(supervisor)
    const response = await put(
      client,
      supervisor,
      supervisor.id,
      accountForm(supervisor, linked, {
        'centers[]': [...linked.centers, centers.MNL].map(String),
      })
    )
    assert.deepEqual(errorsOf(response).centers, [
      'You cannot change your own centers; ask an administrator.',
    ])
    const change = await client
      .post('/ui/change-center')
      .loginAs(supervisor)
      .form({ center: centers.MNL })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(errorsOf(change).center, ['You do not belong to that center.'])
    assert.deepEqual(await accessState(), before)
  })
})

test.group('User access: what a supervisor may still do', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('edits an agent of their center and hands out a role within their own', async ({
    client,
    assert,
  }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const agent = await demoUser('agent@demo.test')
    const response = await put(
      client,
      supervisor,
      agent.id,
      accountForm(agent, { roles: [roles.Agent], centers: [centers.KUL, centers.BKK] })
    )
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    const linked = await linksOf(agent)
    assert.sameMembers(linked.centers, [centers.KUL, centers.BKK])
  })

  test('the form offers only the roles and centers they may hand out', async ({
    client,
    assert,
  }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const page = await client.get('/accounts/users/create').loginAs(supervisor).withInertia()
    const props = page.body().props as {
      roles: { label: string }[]
      centers: { label: string }[]
      ownAccount: boolean
    }
    assert.deepEqual(
      props.roles.map((role) => role.label),
      ['Agent', 'Supervisor']
    )
    assert.deepEqual(
      props.centers.map((center) => center.label.slice(0, 3)),
      ['BKK', 'KUL']
    )
    assert.isFalse(props.ownAccount)
    const own = await client
      .get(`/accounts/users/${supervisor.id}/edit`)
      .loginAs(supervisor)
      .withInertia()
    own.assertInertiaPropsContains({ ownAccount: true })
  })

  test('an administrator still manages everyone and hands out every role and center', async ({
    client,
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    const supervisor = await demoUser('supervisor@demo.test')
    const response = await put(
      client,
      admin,
      supervisor.id,
      accountForm(supervisor, {
        roles: [roles.Supervisor, roles.Administrator],
        centers: [centers.KUL, centers.BKK, centers.MNL],
      })
    )
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    const linked = await linksOf(supervisor)
    assert.sameMembers(linked.roles, [roles.Supervisor, roles.Administrator])
    assert.sameMembers(linked.centers, [centers.KUL, centers.BKK, centers.MNL])
  })

  test('a user holding every capability but not the system role cannot hand it out', async ({
    client,
    assert,
  }) => {
    const everything = await roleCapabilities('Administrator')
    const almost = await makeUser({ permissions: everything, centers: ['KUL'] })
    const response = await client
      .post('/accounts/users')
      .loginAs(almost)
      .form({
        'first_name': 'Second',
        'last_name': 'Self',
        'email': 'second.self@escalation.test',
        'status': 'enabled',
        'password': 'Correct-Horse-42!',
        'roles[]': [String(roles.Administrator)],
        'centers[]': [String(centers.KUL)],
      })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(errorsOf(response).roles, [
      'You can give only roles whose capabilities you hold yourself.',
    ])
  })

  test("setting another user's password ends that user's sessions", async ({ client, assert }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const worker = await makeUser({ permissions: ['access-members'], centers: ['KUL'] })
    const browser = new BrowserLikeClient()
    const signIn = await browser.signIn(worker.email, DEMO_PASSWORD)
    assert.equal(signIn.headers.get('location'), '/dashboard')
    const signedIn = await browser.request('GET', '/dashboard')
    assert.equal(signedIn.status, 200)

    const response = await put(
      client,
      supervisor,
      worker.id,
      accountForm(worker, await linksOf(worker), { password: 'Another-Horse-43!' })
    )
    response.assertStatus(302)
    const after = await browser.request('GET', '/dashboard')
    assert.equal(after.headers.get('location'), '/login')
  })
})

test.group('User access: users by center', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("another center's user is out of sight: 404 and not listed", async ({ client, assert }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const manila = await makeUser({ permissions: ['access-members'], centers: ['MNL'] })
    for (const url of [`/accounts/users/${manila.id}`, `/accounts/users/${manila.id}/edit`]) {
      const response = await client.get(url).loginAs(supervisor).withInertia()
      assert.equal(response.status(), 404, url)
    }
    const update = await put(
      client,
      supervisor,
      manila.id,
      accountForm(manila, await linksOf(manila), { status: 'disabled' })
    )
    assert.equal(update.status(), 404)
    const list = await client
      .get(`/accounts/users?perPage=100&q=${manila.lastName}`)
      .loginAs(supervisor)
      .withInertia()
    const rows = (list.body().props as { rows: { id: number }[] }).rows
    assert.notInclude(
      rows.map((row) => row.id),
      manila.id
    )
    const row = await db.from('users').where('id', manila.id).firstOrFail()
    assert.equal(row.status, 'enabled')
  })

  test('a user who also works elsewhere is shown, locked, and refused with the reason', async ({
    client,
    assert,
  }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const shared = await makeUser({ permissions: ['access-members'], centers: ['KUL', 'MNL'] })
    const reason = `${shared.fullName} also works in MNL, which you do not belong to, so you cannot change their account.`
    const view = await client.get(`/accounts/users/${shared.id}`).loginAs(supervisor).withInertia()
    view.assertStatus(200)
    view.assertInertiaPropsContains({ can: { update: false, delete: false, locked: reason } })
    const list = await client
      .get(`/accounts/users?perPage=100&q=${shared.lastName}`)
      .loginAs(supervisor)
      .withInertia()
    const rows = (list.body().props as { rows: { id: number; locked?: string }[] }).rows
    assert.equal(rows.find((row) => row.id === shared.id)?.locked, reason)
    const edit = await client
      .get(`/accounts/users/${shared.id}/edit`)
      .loginAs(supervisor)
      .withInertia()
    edit.assertStatus(403)
    edit.assertInertiaPropsContains({ message: reason })
  })

  test('a user holding more capabilities than the supervisor is locked', async ({
    client,
    assert,
  }) => {
    const supervisor = await demoUser('supervisor@demo.test')
    const settingsHolder = await makeUser({
      permissions: ['update-general-settings'],
      centers: ['KUL'],
    })
    const before = await accessState()
    const response = await client
      .delete(`/accounts/users/${settingsHolder.id}`)
      .loginAs(supervisor)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    response.assertStatus(403)
    response.assertInertiaPropsContains({
      message: `${settingsHolder.fullName} holds capabilities you do not hold, so you cannot change their account.`,
    })
    assert.deepEqual(await accessState(), before)
  })
})

test.group('Role access: capabilities one does not hold', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a role editor cannot grant or reach beyond their own capabilities', async ({
    client,
    assert,
  }) => {
    const editor = await makeUser({
      permissions: ['access-roles', 'create-role', 'update-role', 'delete-role', 'restore-role'],
    })
    const capabilityRows: { id: number; name: string }[] = await db
      .from('capabilities')
      .whereIn('name', ['access-roles', 'update-general-settings'])
      .select('id', 'name')
    const id = (name: string) => capabilityRows.find((row) => row.name === name)!.id
    const before = await db.from('roles').count('* as total')
    const create = await client
      .post('/settings/roles')
      .loginAs(editor)
      .form({
        'name': 'Sneaky',
        'capabilities[]': [String(id('access-roles')), String(id('update-general-settings'))],
      })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(errorsOf(create).capabilities, [
      'You can grant only capabilities you hold yourself.',
    ])
    assert.deepEqual(await db.from('roles').count('* as total'), before)

    const supervisorRole = await client
      .put(`/settings/roles/${roles.Supervisor}`)
      .loginAs(editor)
      .form({ name: 'Supervisor' })
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    supervisorRole.assertStatus(403)
    const system = await client
      .get(`/settings/roles/${roles.Administrator}/edit`)
      .loginAs(editor)
      .withInertia()
    system.assertStatus(403)

    const form = await client.get('/settings/roles/create').loginAs(editor).withInertia()
    const groups = (
      form.body().props as { capabilityGroups: { capabilities: { name: string }[] }[] }
    ).capabilityGroups
    assert.sameMembers(
      groups.flatMap((entry) => entry.capabilities.map((item) => item.name)),
      ['access-roles', 'create-role', 'update-role', 'delete-role', 'restore-role']
    )
  })
})
