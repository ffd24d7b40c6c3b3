import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#exceptions/handler'
import { FAILING_PATH, GUARDED_TEST_PATH, SECRET_DETAIL } from '#tests/helpers/test_routes'
import { demoUser } from '#tests/helpers/users'

test.group('Inertia protocol', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a stale asset version on GET answers 409 with X-Inertia-Location', async ({ client }) => {
    const response = await client
      .get('/dashboard')
      .loginAs(await demoUser('agent@demo.test'))
      .withInertia()
      .header('X-Inertia-Version', 'stale-version')
      .redirects(0)
    response.assertStatus(409)
    response.assertHeader('x-inertia-location', '/dashboard')
  })

  test('a partial reload returns only the asked props plus the always-shared ones', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/dashboard')
      .loginAs(await demoUser('agent@demo.test'))
      .withInertia()
      .header('X-Inertia-Partial-Component', 'dashboard/index')
      .header('X-Inertia-Partial-Data', 'tasks')
    const props = response.body().props
    assert.property(props, 'tasks')
    assert.notProperty(props, 'recentCases')
    assert.notProperty(props, 'settings')
    assert.property(props, 'errors')
    // The user is a once-prop: the page already holds it, so a partial reload leaves it out.
    assert.notProperty(props, 'user')
  })

  test('the signed-in user is sent once per access version, not on every visit', async ({
    client,
    assert,
  }) => {
    const agent = await demoUser('agent@demo.test')
    const first = await client.get('/dashboard').loginAs(agent).withInertia()
    const body = first.body()
    assert.equal(body.props.user.id, agent.id)
    const keys = Object.keys(body.onceProps ?? {})
    assert.lengthOf(keys, 1)
    assert.match(keys[0], new RegExp(`^user:${agent.id}:`))

    // The browser says it holds that copy: the visit leaves the user out.
    const again = await client
      .get('/dashboard')
      .loginAs(agent)
      .withInertia()
      .header('X-Inertia-Except-Once-Props', keys[0])
    assert.notProperty(again.body().props, 'user')
    assert.deepEqual(Object.keys(again.body().onceProps ?? {}), keys)

    // A change to what the copy holds (here the agent's own name) gives it a new key, so the
    // copy the browser holds no longer matches and the user is sent again.
    agent.lastName = `${agent.lastName} Changed`
    await agent.save()
    const after = await client
      .get('/dashboard')
      .loginAs(agent)
      .withInertia()
      .header('X-Inertia-Except-Once-Props', keys[0])
    assert.notDeepEqual(Object.keys(after.body().onceProps ?? {}), keys)
    assert.equal(after.body().props.user.last_name, agent.lastName)
  })

  test('a partial reload can exclude props', async ({ client, assert }) => {
    const response = await client
      .get('/dashboard')
      .loginAs(await demoUser('agent@demo.test'))
      .withInertia()
      .header('X-Inertia-Partial-Component', 'dashboard/index')
      .header('X-Inertia-Partial-Except', 'tasks,chargeSlips')
    const props = response.body().props
    assert.notProperty(props, 'tasks')
    assert.notProperty(props, 'chargeSlips')
    assert.property(props, 'recentCases')
  })

  test('validation errors are keyed by the X-Inertia-Error-Bag header', async ({
    client,
    assert,
  }) => {
    const page = await client
      .get('/dashboard')
      .loginAs(await demoUser('admin@demo.test'))
      .withInertia()
      .header('X-Inertia-Error-Bag', 'changeCenter')
      .withFlashMessages({ inputErrorsBag: { center: ['Please select center.'] } })
    assert.deepEqual(page.body().props.errors, {
      changeCenter: { center: 'Please select center.' },
    })
  })
})

test.group('Security headers and error pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pages carry CSP, HSTS, nosniff and frame denial', async ({ client, assert }) => {
    const response = await client.get('/login')
    const csp = response.header('content-security-policy') ?? ''
    assert.include(csp, "default-src 'self'")
    assert.match(csp, /script-src 'self' 'nonce-[^']+'/)
    assert.include(csp, "frame-ancestors 'none'")
    assert.include(csp, "object-src 'none'")
    assert.match(response.header('strict-transport-security') ?? '', /max-age=\d+/)
    response.assertHeader('x-content-type-options', 'nosniff')
    response.assertHeader('x-frame-options', 'DENY')
  })

  test('an unknown URL renders the not-found page inside the layout', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/no/such/page')
      .loginAs(await demoUser('agent@demo.test'))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
    assert.equal(response.body().props.user.first_name, 'Maria')
  })

  test('a route guarded by a permission answers 403 as a page, and sends guests to login', async ({
    client,
    assert,
  }) => {
    const agent = await client
      .get(GUARDED_TEST_PATH)
      .loginAs(await demoUser('agent@demo.test'))
      .withInertia()
    agent.assertStatus(403)
    agent.assertInertiaComponent('errors/forbidden')
    assert.equal(agent.body().props.message, 'You do not have permission to open this page.')

    const admin = await client.get(GUARDED_TEST_PATH).loginAs(await demoUser('admin@demo.test'))
    admin.assertStatus(200)
    admin.assertTextIncludes('guarded content')

    const guest = await client.get(GUARDED_TEST_PATH).redirects(0)
    guest.assertHeader('location', '/login')
  })

  test('in production a server error is a page without details', async ({
    client,
    assert,
    cleanup,
  }) => {
    HttpExceptionHandler.hideErrorDetails = true
    cleanup(() => {
      HttpExceptionHandler.hideErrorDetails = false
    })
    const page = await client
      .get(FAILING_PATH)
      .loginAs(await demoUser('agent@demo.test'))
      .withInertia()
    page.assertStatus(500)
    page.assertInertiaComponent('errors/server_error')
    assert.notInclude(page.text(), SECRET_DETAIL)

    const html = await client.get(FAILING_PATH).header('accept', 'text/html')
    html.assertStatus(500)
    assert.notInclude(html.text(), SECRET_DETAIL)
    assert.notInclude(html.text(), 'at ')
  })
})
