import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { DEMO_PASSWORD, demoUser } from '#tests/helpers/users'

/**
 * Issue 10 §2, one bullet at a time: each malformed input that used to answer 500 (a debug page
 * with the SQL in development) answers 404, a field error, or the list's default. The route
 * fuzzer (fuzz.spec.ts) sends the same kinds of input to every route.
 */

const NUL = String.fromCharCode(0)
const LONE_SURROGATE = String.fromCharCode(0xd800)
const HUGE_ID = '2147483648'

type Props = Record<string, unknown> & { query: { sort: string | null; q: string | null } }

function errorsOf(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

async function post(client: ApiClient, admin: User, url: string, body: object) {
  return client.post(url).json(body).loginAs(admin).withCsrfToken().withInertia().redirects(0)
}

test.group('Malformed input: ids out of range are 404', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every action of a resource answers 404 for {label}')
    .with([
      { label: 'id 2147483648 (one past the integer column)', id: HUGE_ID },
      { label: 'a 400-digit id', id: '9'.repeat(400) },
      ...['0', '-1', '1e3', '0x10', '01'].map((id) => ({ label: `id ${id}`, id })),
    ])
    .run(async ({ client }, { id }) => {
      const admin = await demoUser('admin@demo.test')
      const base = '/accounts/members'
      const requests = [
        client.get(`${base}/${id}`),
        client.get(`${base}/${id}/edit`),
        client.put(`${base}/${id}`).json({}).withCsrfToken(),
        client.delete(`${base}/${id}`).withCsrfToken(),
        client.post(`${base}/${id}/restore`).withCsrfToken(),
      ]
      for (const request of requests) {
        const response = await request.loginAs(admin).withInertia().redirects(0)
        response.assertStatus(404)
      }
    })

  test('the largest id an integer column holds is still a lookup (no such member)', async ({
    client,
  }) => {
    const admin = await demoUser('admin@demo.test')
    const response = await client
      .get('/accounts/members/2147483647')
      .loginAs(admin)
      .withInertia()
      .redirects(0)
    response.assertStatus(404)
  })

  test('other routes with params: capabilities, links, pictures', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    const signedIn = [
      `/settings/capabilities/${HUGE_ID}/edit`,
      `/settings/roles/${'9'.repeat(400)}`,
      `/media/pictures/${'a'.repeat(300)}.png`,
      `/my-account/email/confirm/${'a'.repeat(400)}`,
      '/my-account/email/confirm/abc%00def',
    ]
    for (const url of signedIn) {
      const response = await client.get(url).loginAs(admin).withInertia().redirects(0)
      response.assertStatus(404)
    }
    const update = await client
      .put(`/settings/capabilities/${HUGE_ID}`)
      .json({ description: 'x' })
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    update.assertStatus(404)
    const nul = await client.get('/reset-password/abc%00def').withInertia().redirects(0)
    nul.assertStatus(404)
    // Bytes that are not UTF-8 cannot even be read as a path: the framework's 400.
    const broken = await client.get('/reset-password/%ED%A0%80').withInertia().redirects(0)
    assert.oneOf(broken.status(), [400, 404])
  })
})

test.group('Malformed input: numbers in bodies are field errors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('Change center to 2147483648', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    const response = await post(client, admin, '/ui/change-center', { center: 2147483648 })
    response.assertStatus(302)
    assert.property(errorsOf(response), 'center')
  })

  test('ids in checkbox lists and linked records', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    const role = await post(client, admin, '/settings/roles', {
      name: 'Night shift',
      capabilities: [HUGE_ID],
    })
    assert.includeMembers(Object.keys(errorsOf(role)), ['capabilities.0'])

    const security = await client
      .put('/settings/security')
      .json({
        password_min_length: 12,
        password_require_upper: true,
        password_require_lower: true,
        password_require_digit: true,
        password_require_symbol: false,
        max_failed_sign_ins: 5,
        session_idle_minutes: 120,
        session_absolute_hours: 12,
        two_factor_required_role_ids: [HUGE_ID],
      })
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.includeMembers(Object.keys(errorsOf(security)), ['two_factor_required_role_ids.0'])

    const state = await post(client, admin, '/manage/states', {
      country_id: '1e400',
      code: 'MY-99',
      name: 'Nowhere',
    })
    assert.property(errorsOf(state), 'country_id')

    const member = await post(client, admin, '/accounts/members', {
      first_name: 'Wei',
      last_name: 'Tan',
      gender: 'male',
      date_of_birth: '1990-01-01',
      client_id: HUGE_ID,
      program_id: -1,
      principal_member_id: '9'.repeat(400),
      policy_number: 'P-1',
      relationship: 'self',
    })
    assert.includeMembers(Object.keys(errorsOf(member)), [
      'client_id',
      'program_id',
      'principal_member_id',
    ])
  })

  test('pickers read ids and terms from the URL without failing', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    const members = await client
      .get(`/accounts/members/lookup?q=a%00b&client_id=${HUGE_ID}`)
      .loginAs(admin)
    members.assertStatus(200)
    const states = await client
      .get(`/accounts/providers/states?country_id=${HUGE_ID}&q=%ED%A0%80`)
      .loginAs(admin)
    states.assertStatus(200)
    assert.deepEqual(states.body(), { options: [] })
    const create = await client
      .get(`/manage/gop-templates/create?provider_id=${HUGE_ID}`)
      .loginAs(admin)
      .withInertia()
    create.assertStatus(200)
  })
})

test.group('Malformed input: list parameters fall back to defaults', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sort={$self} is the default sort')
    .with(['__proto__', 'constructor', '-constructor', 'toString', 'hasOwnProperty'])
    .run(async ({ client, assert }, sort) => {
      const admin = await demoUser('admin@demo.test')
      const plain = await client.get('/manage/countries').loginAs(admin).withInertia()
      const response = await client
        .get(`/manage/countries?sort=${sort}`)
        .loginAs(admin)
        .withInertia()
      response.assertStatus(200)
      const props = response.body().props as Props
      assert.isNull(props.query.sort)
      assert.deepEqual(props.rows, (plain.body().props as Props).rows)
    })

  test('inherited names and wrong shapes in filters are ignored', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    for (const query of [
      'filters[constructor]=x',
      'filters[toString][]=1',
      'filters=abc',
      'filters[region]=Asia%00',
      'page[]=1',
      'page=1e400',
    ]) {
      const response = await client.get(`/manage/countries?${query}`).loginAs(admin).withInertia()
      response.assertStatus(200)
      assert.deepEqual(
        (response.body().props as Props & { query: { filters: {} } }).query.filters,
        {}
      )
    }
  })

  test('a NUL byte or a broken character in the search shows the list unsearched', async ({
    client,
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    for (const path of ['/manage/countries', '/accounts/members', '/accounts/providers']) {
      const nul = await client.get(`${path}?q=a%00b`).loginAs(admin).withInertia()
      nul.assertStatus(200)
      assert.isNull((nul.body().props as Props).query.q, path)
      // Percent-escapes that are not UTF-8 stay as typed: harmless text, searched as such.
      const broken = await client.get(`${path}?q=x%ED%B0%80y`).loginAs(admin).withInertia()
      broken.assertStatus(200)
    }
  })

  test('an impossible day in a date range filter is dropped', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    for (const range of ['2026-02-30..2026-03-01', '..2023-02-29', '0000-01-01..']) {
      const response = await client
        .get(`/settings/activity-log?filters[created_at]=${range}`)
        .loginAs(admin)
        .withInertia()
      response.assertStatus(200)
      assert.deepEqual(
        (response.body().props as Props & { query: { filters: {} } }).query.filters,
        {}
      )
    }
  })
})

test.group('Malformed input: text PostgreSQL cannot store', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a NUL byte in a text field is a field error', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    const response = await post(client, admin, '/manage/countries', {
      code: 'QZ',
      iso3: 'QZZ',
      name: `Nul${NUL}land`,
    })
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response).name, [
      'The name contains characters that are not allowed.',
    ])
    assert.isNull(await db.from('countries').where('code', 'QZ').first())
  })

  test('a lone surrogate in an email: sign-in, forgot password, my account', async ({
    client,
    assert,
  }) => {
    const email = `${LONE_SURROGATE}@x.com`
    const signIn = await client
      .post('/login')
      .json({ email, password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    signIn.assertStatus(302)
    assert.property(errorsOf(signIn), 'email')

    const forgot = await client
      .post('/forgot-password')
      .json({ email })
      .withCsrfToken()
      .redirects(0)
    forgot.assertStatus(302)
    assert.property(errorsOf(forgot), 'email')

    const admin = await demoUser('admin@demo.test')
    const change = await client
      .put('/my-account/email')
      .json({ new_email: email, current_password: DEMO_PASSWORD })
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.property(errorsOf(change), 'new_email')

    const party = await post(client, admin, '/accounts/clients', {
      email: `x${LONE_SURROGATE}@y.com`,
    })
    assert.property(errorsOf(party), 'email')
  })

  test('rich text keeps the document and drops what cannot be stored', async ({
    client,
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    const type: { id: number } = await db
      .from('incident_types')
      .whereNull('deleted_at')
      .firstOrFail()
    const response = await post(client, admin, '/manage/incident-scripts', {
      incident_type_id: type.id,
      title: 'Hardening script',
      is_enabled: true,
      body: { ops: [{ insert: `Say${NUL} hello ${LONE_SURROGATE}\n` }] },
    })
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    const row: { body: { ops: { insert: string }[] } } = await db
      .from('incident_scripts')
      .where('title', 'Hardening script')
      .firstOrFail()
    assert.deepEqual(row.body.ops, [{ insert: 'Say hello \uFFFD\n' }])
  })
})

test.group('Malformed input: impossible dates are field errors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{$self} as a date of birth and a validity date')
    .with(['2026-02-30', '2023-02-29', '2026-13-01', '0000-01-01'])
    .run(async ({ client, assert }, date) => {
      const admin = await demoUser('admin@demo.test')
      const owner: { id: number } = await db.from('clients').whereNull('deleted_at').firstOrFail()
      const member = await post(client, admin, '/accounts/members', {
        first_name: 'Wei',
        last_name: 'Tan',
        gender: 'male',
        date_of_birth: date,
        client_id: owner.id,
        policy_number: 'P-1',
        relationship: 'self',
      })
      member.assertStatus(302)
      assert.property(errorsOf(member), 'date_of_birth')

      const program = await post(client, admin, '/manage/programs', {
        client_id: owner.id,
        program_type_id: 1,
        code: 'HARD-1',
        name: 'Hardening',
        valid_from: date,
        status: 'active',
      })
      assert.property(errorsOf(program), 'valid_from')
    })
})
