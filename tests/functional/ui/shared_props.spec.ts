import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { demoUser } from '#tests/helpers/users'
import { permissionGroups, allPermissions } from '#permissions/catalogue'

const USER_KEYS = [
  'center',
  'center_code',
  'centers',
  'first_name',
  'id',
  'last_name',
  'permission',
  'picture',
]
const SETTINGS_KEYS = ['footer_left', 'footer_right', 'site_title', 'site_white_logo']

test.group('Shared page data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the administrator gets every permission and all three centers', async ({
    client,
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    const response = await client.get('/dashboard').loginAs(admin).withInertia()
    response.assertInertiaComponent('dashboard/index')
    const { user, settings } = response.body().props
    assert.sameMembers(Object.keys(user), USER_KEYS)
    assert.sameMembers(Object.keys(settings), SETTINGS_KEYS)
    assert.equal(user.id, admin.id)
    assert.equal(user.first_name, 'Aisha')
    assert.equal(user.last_name, 'Rahman')
    assert.isNull(user.picture)
    assert.equal(user.center_code, 'KUL')
    assert.equal(user.center, 'Kuala Lumpur')
    assert.deepEqual(
      user.centers.map((option: { label: string }) => option.label),
      ['BKK — Bangkok', 'KUL — Kuala Lumpur', 'MNL — Manila']
    )
    assert.isNumber(user.centers[0].value)
    assert.sameMembers(user.permission, [...allPermissions])
    assert.equal(settings.site_title, 'Assist Back-office')
  })

  test('the supervisor gets two centers and no Settings permission', async ({ client, assert }) => {
    const response = await client
      .get('/dashboard')
      .loginAs(await demoUser('supervisor@demo.test'))
      .withInertia()
    const { user } = response.body().props
    assert.lengthOf(user.centers, 2)
    assert.include(user.permission, 'access-case-report')
    for (const permission of permissionGroups.settings)
      assert.notInclude(user.permission, permission)
  })

  test('the agent gets KUL only and no Manage, Settings or Reports permission', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/dashboard')
      .loginAs(await demoUser('agent@demo.test'))
      .withInertia()
    const { user } = response.body().props
    assert.deepEqual(
      user.centers.map((option: { label: string }) => option.label),
      ['KUL — Kuala Lumpur']
    )
    assert.include(user.permission, 'create-case')
    const forbidden = [
      ...permissionGroups.manage,
      ...permissionGroups.settings,
      ...permissionGroups.reports,
    ]
    for (const permission of forbidden) assert.notInclude(user.permission, permission)
  })

  test('signed-out pages get a null user and the site settings', async ({ client, assert }) => {
    const response = await client.get('/login').withInertia()
    response.assertInertiaComponent('auth/login')
    assert.isNull(response.body().props.user)
    assert.equal(response.body().props.settings.footer_right, 'Operations 24/7')
    assert.isFalse(response.body().props.googleEnabled)
  })
})
