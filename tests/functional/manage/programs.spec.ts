import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import { programsResource } from '#resources/programs'

/** Demo clients (database/seeders/demo/demo_clients.ts) and a seeded program type. */
let hongLeongId = 0
let zurichId = 0
let programTypeId = 0

/** Ids the inputs need; the demo clients come from database/seeders/demo/demo_clients.ts. */
async function lookUp() {
  const idOf = async (code: string) => {
    const row: { id: number } = await db.from('clients').where('code', code).firstOrFail()
    return row.id
  }
  hongLeongId = await idOf('HLA')
  zurichId = await idOf('ZURICH-MY')
  const type: { id: number } = await db
    .from('program_types')
    .where('name', 'Access Program')
    .firstOrFail()
  programTypeId = type.id
}

function programInput(n: number) {
  return {
    client_id: String(hongLeongId),
    program_type_id: String(programTypeId),
    code: `p-${n}`,
    name: `Test program ${n}`,
    coverage_summary: 'Emergency medical assistance abroad.',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    status: 'active',
  }
}

resourceContract({
  title: 'Programs',
  path: '/manage/programs',
  table: 'programs',
  component: 'manage/programs',
  subjectType: 'program',
  permissions: programsResource.permissions,
  validInput: programInput,
  update: { input: { status: 'suspended' }, column: 'status', value: 'suspended' },
  invalid: [
    { input: { code: 'no spaces!' }, field: 'code' },
    { input: { name: 'x' }, field: 'name' },
    { input: { client_id: '999999' }, field: 'client_id' },
    { input: { client_id: undefined }, field: 'client_id' },
    { input: { program_type_id: '999999' }, field: 'program_type_id' },
    { input: { status: 'paused' }, field: 'status' },
    { input: { valid_from: '31/12/2026' }, field: 'valid_from' },
    { input: { valid_from: undefined }, field: 'valid_from' },
    { input: { valid_to: '2025-12-31' }, field: 'valid_to' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({
      client_id: String(existing.client_id),
      code: String(existing.code).toLowerCase(),
    }),
    message: 'This program code is already in use.',
  },
  list: {
    sortKey: 'name',
    search: {
      term: 'travel',
      expect: (row) => /travel/i.test(`${row.name} ${row.code} ${row.client}`),
    },
    filter: { key: 'client', value: '', expect: (row) => row.client === 'Hong Leong Assurance' },
  },
  setup: async () => {
    await lookUp()
    return { filterValue: String(hongLeongId) }
  },
})

test.group('Programs: rules', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const path = '/manage/programs'
  const all = Object.values(programsResource.permissions)

  async function create(client: ApiClient, input: Record<string, string>) {
    const admin = await makeUser({ permissions: all })
    const response = await client.post(path).loginAs(admin).form(input).withCsrfToken().redirects(0)
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]> | undefined
    const id = errors ? null : Number(response.header('location')?.split('/').pop())
    return { response, errors, id }
  }

  test('an end before the start is refused beside the end date; the same day is fine', async ({
    client,
    assert,
  }) => {
    const refused = await create(client, {
      ...programInput(9001),
      valid_from: '2026-06-01',
      valid_to: '2026-05-31',
    })
    assert.deepEqual(refused.errors?.valid_to, [
      'The valid to date cannot be before the valid from date.',
    ])
    assert.notProperty(refused.errors, 'valid_from')

    const sameDay = await create(client, {
      ...programInput(9002),
      valid_from: '2026-06-01',
      valid_to: '2026-06-01',
    })
    assert.isUndefined(sameDay.errors)
    const row = await db.from('programs').where('id', sameDay.id!).firstOrFail()
    assert.equal(row.code, 'P-9002')

    const openEnded = await create(client, { ...programInput(9003), valid_to: '' })
    assert.isUndefined(openEnded.errors)
    const stored = await db.from('programs').where('id', openEnded.id!).firstOrFail()
    assert.isNull(stored.valid_to)
  })

  test('a code is unique per client: another client may use it', async ({ client, assert }) => {
    const first = await create(client, { ...programInput(9010), code: 'SHARED-CODE' })
    assert.isUndefined(first.errors)
    const duplicate = await create(client, { ...programInput(9011), code: 'shared-code' })
    assert.deepEqual(duplicate.errors?.code, ['This program code is already in use.'])
    const otherClient = await create(client, {
      ...programInput(9012),
      client_id: String(zurichId),
      code: 'SHARED-CODE',
    })
    assert.isUndefined(otherClient.errors)
    otherClient.response.assertStatus(302)
  })

  test('a trashed client cannot be chosen for a new program, nor is it offered', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: [...all, 'delete-client'] })
    // Its members and programs go first: a client in use cannot be deleted.
    for (const table of ['cases', 'members', 'programs']) {
      await db.from(table).where('client_id', zurichId).update({ deleted_at: new Date() })
    }
    await client.delete(`/accounts/clients/${zurichId}`).loginAs(admin).withCsrfToken().redirects(0)
    const trashed = await db.from('clients').where('id', zurichId).firstOrFail()
    assert.isNotNull(trashed.deleted_at)

    const refused = await create(client, { ...programInput(9020), client_id: String(zurichId) })
    assert.property(refused.errors, 'client_id')

    const form = await client.get(`${path}/create`).loginAs(admin).withInertia()
    const clients = form.body().props.clients as { value: string }[]
    assert.isFalse(clients.some((option) => option.value === String(zurichId)))
    assert.isTrue(clients.some((option) => option.value === String(hongLeongId)))
  })

  test('the client filter offers only clients with programs; search reaches client names', async ({
    client,
    assert,
  }) => {
    const now = new Date()
    const malaysia: { id: number } = await db.from('countries').where('code', 'MY').firstOrFail()
    const [lonely] = await db
      .insertQuery()
      .table('clients')
      .insert({
        code: 'NO-PROGRAMS',
        name: 'Client without programs',
        client_type: 'corporate',
        country_id: malaysia.id,
        billing_currency_code: 'MYR',
        payment_terms_days: 30,
        is_enabled: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const reader = await makeUser({ permissions: ['access-programs'] })
    const response = await client.get(`${path}?q=hong leong`).loginAs(reader).withInertia()
    const { rows, list } = response.body().props as {
      rows: { client: string }[]
      list: { filters: Record<string, { value: string }[]> }
    }
    assert.isAbove(rows.length, 0)
    assert.isTrue(rows.every((row) => row.client === 'Hong Leong Assurance'))
    const offered = list.filters.client.map((option) => option.value)
    assert.include(offered, String(hongLeongId))
    assert.notInclude(offered, String(lonely.id))
  })

  test('the page names the client and the program type', async ({ client, assert }) => {
    const program: { id: number } = await db
      .from('programs')
      .where('client_id', hongLeongId)
      .firstOrFail()
    const reader = await makeUser({ permissions: ['access-programs'] })
    const response = await client.get(`${path}/${program.id}`).loginAs(reader).withInertia()
    response.assertInertiaComponent('manage/programs/view')
    const record = response.body().props.record as Record<string, unknown>
    assert.equal(record.client, 'Hong Leong Assurance')
    assert.equal(record.client_code, 'HLA')
    assert.isString(record.program_type)
    assert.match(String(record.valid_from), /^\d{4}-\d{2}-\d{2}$/)
  })
})

test.group('Programs: where they stand by their dates', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an active program past its end date shows and filters as expired', async ({
    client,
    assert,
  }) => {
    const viewer = await makeUser({ permissions: ['access-programs'] })
    const now = new Date()
    const day = (offset: number) =>
      new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const insert = (code: string, validFrom: string, validTo: string | null) =>
      db
        .insertQuery()
        .table('programs')
        .insert({
          client_id: zurichId,
          program_type_id: programTypeId,
          code,
          name: `Standing ${code}`,
          valid_from: validFrom,
          valid_to: validTo,
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
    const [[ended], [current], [later]] = await Promise.all([
      insert('STAND-ENDED', day(-400), day(-1)),
      insert('STAND-NOW', day(-10), day(10)),
      insert('STAND-LATER', day(5), null),
    ])
    const standingOf = async (filter: string) => {
      const page = await client
        .get(`/manage/programs?q=Standing&perPage=100${filter}`)
        .loginAs(viewer)
        .withInertia()
      const rows = page.body().props.rows as { id: number; status: string; standing: string }[]
      return Object.fromEntries(rows.map((row) => [row.id, row.standing]))
    }
    assert.deepEqual(await standingOf(''), {
      [ended.id]: 'expired',
      [current.id]: 'active',
      [later.id]: 'upcoming',
    })
    assert.deepEqual(await standingOf('&filters[status]=active'), { [current.id]: 'active' })
    assert.deepEqual(await standingOf('&filters[status]=expired'), { [ended.id]: 'expired' })
    assert.deepEqual(await standingOf('&filters[status]=upcoming'), { [later.id]: 'upcoming' })
    // The stored status is untouched: extending the end date makes it active again.
    const view = await client.get(`/manage/programs/${ended.id}`).loginAs(viewer).withInertia()
    view.assertInertiaPropsContains({ record: { status: 'active', standing: 'expired' } })
  })
})

test.group('Programs: back to where the form was opened', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a program created from a client goes back to its tab; a foreign target is ignored', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: Object.values(programsResource.permissions) })
    const post = (n: number, returnTo: unknown) =>
      client
        .post('/manage/programs')
        .loginAs(admin)
        .json({ ...programInput(n), _return_to: returnTo })
        .withCsrfToken()
        .redirects(0)
    const back = `/accounts/clients/${hongLeongId}?tab=programs`
    const fromClient = await post(7101, back)
    fromClient.assertHeader('location', back)
    for (const [n, hostile] of [
      [7102, 'https://evil.example/phish'],
      [7103, '//evil.example'],
      [7104, '/\\evil.example'],
      [7105, ['/accounts/clients']],
    ] as const) {
      const response = await post(n, hostile)
      assert.match(response.header('location') ?? '', /^\/manage\/programs\/\d+$/, String(hostile))
    }
  })
})
