import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { makeUser } from '#tests/helpers/users'
import { writeSettings } from '#services/settings'
import { statementsDuring } from '#tests/helpers/statements'

const PASSWORD = 'Cache-Passw0rd-42'

/**
 * Issue 12: each app process keeps the signed-in user, their permissions and centers, and the
 * settings in memory (app/services/access_cache.ts), reloaded when the `access` version moves.
 * Two instances of the app on one database, as behind a load balancer: a role changed through
 * one reaches a user the other one serves, on their very next request.
 */
test.group('Access cache across app instances', (group) => {
  let served: ServedApp
  group.each.timeout(180_000)

  group.setup(async () => {
    served = await startServedApp()
    return () => served.stop()
  })

  /** Rows in the served app's own (unseeded) database. */
  const on = () => db.connection(served.connection)

  async function capability(name: string) {
    const now = new Date()
    const [row] = await on()
      .insertQuery()
      .table('capabilities')
      .insert({ name, group: 'test', created_at: now, updated_at: now })
      .returning('id')
    return (row as { id: number }).id
  }

  async function roleWith(name: string, capabilityIds: number[]) {
    const now = new Date()
    const [row] = await on()
      .insertQuery()
      .table('roles')
      .insert({ name, created_at: now, updated_at: now })
      .returning('id')
    const id = (row as { id: number }).id
    await on()
      .insertQuery()
      .table('capability_role')
      .multiInsert(
        capabilityIds.map((capabilityId) => ({ role_id: id, capability_id: capabilityId }))
      )
    return id
  }

  async function userWith(email: string, roleId: number) {
    const user = await User.create(
      { firstName: 'Cache', lastName: email, email, password: PASSWORD, status: 'enabled' },
      { connection: served.connection }
    )
    await on().insertQuery().table('role_user').insert({ user_id: user.id, role_id: roleId })
    return user
  }

  test('a role edited through one instance reaches a user served by another', async ({
    assert,
  }) => {
    const countries = await capability('access-countries')
    const roles = await capability('access-roles')
    const updateRole = await capability('update-role')
    const clerkRole = await roleWith('Clerk', [countries])
    const editorRole = await roleWith('Role editor', [countries, roles, updateRole])
    const clerk = await userWith(`clerk.${Date.now()}@cache.test`, clerkRole)
    const editor = await userWith(`editor.${Date.now()}@cache.test`, editorRole)

    const other = await served.anotherInstance()
    // The clerk works through the first instance; both instances have served them once, so
    // both hold their permissions in memory.
    const clerkOnFirst = new BrowserLikeClient(served.base)
    const signedIn = await clerkOnFirst.signIn(clerk.email, PASSWORD)
    assert.equal(signedIn.headers.get('location'), '/dashboard', served.output())
    const clerkOnOther = new BrowserLikeClient(other.base)
    clerkOnOther.cookies = new Map(clerkOnFirst.cookies)
    for (const client of [clerkOnFirst, clerkOnOther]) {
      const page = await client.request('GET', '/manage/countries')
      assert.equal(page.status, 200)
    }

    // The editor takes the capability away from the clerk's role, through the other instance.
    const editorOnOther = new BrowserLikeClient(other.base)
    await editorOnOther.signIn(editor.email, PASSWORD)
    const saved = await editorOnOther.request('PUT', `/settings/roles/${clerkRole}`, {
      body: { name: 'Clerk' },
      headers: { referer: `/settings/roles/${clerkRole}/edit` },
    })
    assert.equal(saved.headers.get('location'), `/settings/roles/${clerkRole}`, other.output())
    const held = await on().from('capability_role').where('role_id', clerkRole)
    assert.lengthOf(held, 0)

    // The clerk's next request, on either instance, is refused.
    for (const client of [clerkOnFirst, clerkOnOther]) {
      const page = await client.request('GET', '/manage/countries')
      assert.equal(page.status, 403)
    }
  })
})

test.group('Access cache: the framework’s share of a request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-in page view costs one statement before its own work', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['access-countries'] })
    const visit = () => client.get('/dashboard').loginAs(user).withInertia()
    // The first request of a process fills its copies (user, permissions, centers, settings).
    await visit()
    const sent = await statementsDuring(visit)
    // The dashboard reads nothing of its own: what is left is the access version. (The test
    // server keeps sessions in memory; with the database store the version comes with the
    // session's read, one statement: tests/functional/hardening/anonymous_sessions.spec.ts.)
    assert.deepEqual(sent, [
      `SELECT (SELECT version FROM cache_versions WHERE name = 'access') AS version`,
    ])
  })

  test('a change to what the copies hold is read again on the next request', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['access-countries'] })
    const before = await client.get('/manage/countries').loginAs(user).withInertia()
    before.assertStatus(200)
    await db.from('role_user').where('user_id', user.id).delete()
    const after = await client.get('/manage/countries').loginAs(user).withInertia()
    after.assertStatus(403)
    await db.from('users').where('id', user.id).update({ status: 'disabled' })
    const signedOut = await client.get('/dashboard').loginAs(user).redirects(0)
    signedOut.assertHeader('location', '/login')
    await writeSettings({ site_title: 'Renamed back-office' })
    const page = await client.get('/login').withInertia()
    assert.equal(
      (page.body().props.settings as { site_title: string }).site_title,
      'Renamed back-office'
    )
  })
})
