import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { makeUser, DEMO_PASSWORD } from '#tests/helpers/users'

test.group('My account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every signed-in user opens their pages without any permission', async ({ client }) => {
    const user = await makeUser({ permissions: [] })
    for (const [path, component] of [
      ['/my-account/profile', 'my_account/profile'],
      ['/my-account/account-settings', 'my_account/account_settings'],
      ['/my-account/password', 'my_account/password'],
    ]) {
      const response = await client.get(path).loginAs(user).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(component)
      const guest = await client.get(path).redirects(0)
      guest.assertHeader('location', '/login')
    }
  })

  test('the profile changes only the signed-in user, and is logged', async ({ client, assert }) => {
    const user = await makeUser({ permissions: [] })
    const response = await client
      .put('/my-account/profile')
      .header('referer', '/my-account/profile')
      .loginAs(user)
      .form({ first_name: 'Farah', last_name: 'Iskandar', phone: '+60 12 345 6789', id: '1' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Profile saved.')
    const row = await db.from('users').where('id', user.id).firstOrFail()
    assert.equal(row.first_name, 'Farah')
    assert.equal(row.phone, '+60 12 345 6789')
    const [log] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'user', subject_id: String(user.id) })
    assert.equal(log.properties.after.first_name, 'Farah')
    assert.equal(log.user_id, user.id)
    const next = await client.get('/dashboard').loginAs(user).withInertia()
    assert.equal((next.body().props.user as { first_name: string }).first_name, 'Farah')
  })

  test('the time zone chosen shows every date in it; empty follows the company', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const save = (input: object) =>
      client
        .put('/my-account/account-settings')
        .header('referer', '/my-account/account-settings')
        .loginAs(user)
        .form(input)
        .withCsrfToken()
        .redirects(0)
    await save({ time_zone: 'Asia/Bangkok', theme: 'dark' })
    const page = await client.get('/dashboard').loginAs(user).withInertia()
    assert.equal((page.body().props.display as { time_zone: string }).time_zone, 'Asia/Bangkok')
    const row = await db.from('users').where('id', user.id).firstOrFail()
    assert.equal(row.theme, 'dark')

    await save({ time_zone: '', theme: 'system' })
    const after = await client.get('/dashboard').loginAs(user).withInertia()
    assert.equal(
      (after.body().props.display as { time_zone: string }).time_zone,
      'Asia/Kuala_Lumpur'
    )
    const refused = await save({ time_zone: 'Nowhere/Land', theme: 'neon' })
    const errors = refused.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.properties(errors, ['time_zone', 'theme'])
  })

  test('a password change needs the current password and follows the rules', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const change = (input: object) =>
      client
        .put('/my-account/password')
        .header('referer', '/my-account/password')
        .loginAs(user)
        .form(input)
        .withCsrfToken()
        .redirects(0)

    const wrong = await change({
      current_password: 'not-it',
      password: 'New-Passw0rd-2026',
      password_confirmation: 'New-Passw0rd-2026',
    })
    const wrongErrors = wrong.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(wrongErrors.current_password, ['The current password is not correct.'])

    const weak = await change({
      current_password: DEMO_PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    })
    const weakErrors = weak.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.match(weakErrors.password[0], /^The password needs at least 12 characters/)

    const done = await change({
      current_password: DEMO_PASSWORD,
      password: 'New-Passw0rd-2026',
      password_confirmation: 'New-Passw0rd-2026',
    })
    done.assertFlashMessage('success', 'Password changed. Your other sessions were signed out.')
    const row = await db.from('users').where('id', user.id).firstOrFail()
    assert.isTrue(await hash.verify(row.password, 'New-Passw0rd-2026'))
    const logs = await db
      .from('activity_logs')
      .where({ action: 'auth.password_changed', subject_id: String(user.id) })
    assert.lengthOf(logs, 1)
    assert.isNull(logs[0].properties)
  })
})
