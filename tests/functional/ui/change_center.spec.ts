import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { activityRows, demoUser } from '#tests/helpers/users'

async function centerId(code: string) {
  const center: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return center.id
}

test.group('Change center', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("switches to one of the user's centers and the badge follows", async ({
    client,
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    const bkk = await centerId('BKK')
    const response = await client
      .post('/ui/change-center')
      .loginAs(admin)
      .header('referer', '/dashboard')
      .form({ center: bkk })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
    await admin.refresh()
    assert.equal(admin.currentCenterId, bkk)

    const page = await client.get('/dashboard').loginAs(admin).withInertia()
    assert.equal(page.body().props.user.center_code, 'BKK')
    assert.equal(page.body().props.user.center, 'Bangkok')
    const [row] = await activityRows('user.change_center')
    assert.equal(row.user_id, admin.id)
    assert.deepEqual(row.properties.after, { center_id: bkk })
  })

  test('an empty choice answers "Please select center."', async ({ client }) => {
    const admin = await demoUser('admin@demo.test')
    const response = await client
      .post('/ui/change-center')
      .loginAs(admin)
      .form({ center: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', { center: ['Please select center.'] })
  })

  test('refuses a center the user does not belong to', async ({ client, assert }) => {
    const agent = await demoUser('agent@demo.test')
    const before = agent.currentCenterId
    const response = await client
      .post('/ui/change-center')
      .loginAs(agent)
      .form({ center: await centerId('BKK') })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', { center: ['You do not belong to that center.'] })
    await agent.refresh()
    assert.equal(agent.currentCenterId, before)
    assert.lengthOf(await activityRows('user.change_center'), 0)
  })

  test('signed-out requests are sent to the login page', async ({ client }) => {
    const response = await client
      .post('/ui/change-center')
      .form({ center: 1 })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/login')
  })
})
