import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { demoUser } from '#tests/helpers/users'

/** The Manage list screens (inertia/navigation.ts); gop-settings is a single edit page. */
const MANAGE_PATHS = [
  'business-entities',
  'centers',
  'countries',
  'states',
  'currencies',
  'programs',
  'program-types',
  'icds',
  'incident-types',
  'incident-categories',
  'incident-services',
  'incident-items',
  'email-groups',
  'incident-scripts',
  'whats-app-templates',
  'gop-templates',
].map((resource) => `/manage/${resource}`)

test.group('Manage screens by role', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the demo agent gets 403 on every Manage screen and its trash and create pages', async ({
    client,
    assert,
  }) => {
    const agent = await demoUser('agent@demo.test')
    for (const path of MANAGE_PATHS) {
      for (const url of [path, `${path}/create`, `${path}/trash`]) {
        const response = await client.get(url).loginAs(agent).withInertia()
        assert.equal(response.status(), 403, url)
      }
    }
    const settings = await client.get('/manage/gop-settings').loginAs(agent).withInertia()
    assert.equal(settings.status(), 403)
  })

  test('the administrator opens every Manage screen', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    for (const path of MANAGE_PATHS) {
      const response = await client.get(path).loginAs(admin).withInertia()
      assert.equal(response.status(), 200, path)
      assert.isAbove(response.body().props.meta.total, 0, path)
    }
    const settings = await client.get('/manage/gop-settings').loginAs(admin).withInertia()
    assert.equal(settings.status(), 200)
  })
})
