import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { demoUser } from '#tests/helpers/users'

const MANAGE_PATHS = [
  'centers',
  'countries',
  'states',
  'currencies',
  'program-types',
  'icds',
  'incident-types',
  'incident-categories',
  'incident-services',
  'incident-items',
  'email-groups',
  'whats-app-templates',
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
  })

  test('the administrator opens every Manage screen', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    for (const path of MANAGE_PATHS) {
      const response = await client.get(path).loginAs(admin).withInertia()
      assert.equal(response.status(), 200, path)
      assert.isAbove(response.body().props.meta.total, 0, path)
    }
  })
})
