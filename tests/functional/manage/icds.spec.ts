import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { icdPermissions } from '#resources/icds'
import { makeUser } from '#tests/helpers/users'

resourceContract({
  title: 'ICDs',
  path: '/manage/icds',
  table: 'icds',
  component: 'manage/icds',
  subjectType: 'icd',
  permissions: icdPermissions,
  validInput: (n) => ({
    code: `U9${n % 10}.${String(n).padStart(3, '0').slice(-3)}`,
    title: `Test diagnosis ${n}`,
    chapter: 22,
    billable: true,
  }),
  update: { input: { title: 'Renamed diagnosis' }, column: 'title', value: 'Renamed diagnosis' },
  invalid: [
    { input: { code: '12' }, field: 'code' },
    { input: { title: '' }, field: 'title' },
    { input: { chapter: 23 }, field: 'chapter' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: existing.code }),
    message: 'This ICD code is already in use.',
  },
  list: {
    sortKey: 'code',
    search: { term: 'cholera', expect: (row) => /cholera/i.test(String(row.title)) },
    filter: { key: 'chapter', value: '10', expect: (row) => row.chapter === 10 },
  },
})

test.group('ICDs: search over the full table', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function search(client: ApiClient, q: string) {
    const user = await makeUser({ permissions: ['access-icds'] })
    const response = await client
      .get('/manage/icds')
      .qs({ q, perPage: 100 })
      .loginAs(user)
      .withInertia()
    return response.body().props as {
      rows: { code: string; title: string }[]
      meta: { total: number }
    }
  }

  test('the seeded table is the whole ICD-10-CM release', async ({ client, assert }) => {
    const result = await search(client, '')
    assert.equal(result.meta.total, 98186)
  })

  test('matches a code prefix with or without the dot', async ({ client, assert }) => {
    for (const q of ['S72.00', 's7200']) {
      const { rows } = await search(client, q)
      assert.isAbove(rows.length, 0)
      assert.isTrue(
        rows.every((row) => row.code.replace('.', '').startsWith('S7200')),
        q
      )
    }
  })

  test('matches every title word as a prefix', async ({ client, assert }) => {
    const { rows } = await search(client, 'pneum unspec organ')
    assert.include(
      rows.map((row) => row.code),
      'J18.9'
    )
    assert.isTrue(rows.every((row) => /pneum/i.test(row.title) && /unspec/i.test(row.title)))
  })

  test('treats LIKE and tsquery syntax in a term as plain text', async ({ client, assert }) => {
    const { rows } = await search(client, "%' & ! | :*")
    assert.isArray(rows)
  })
})

test.group('ICDs: page totals and search plans', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function listTotal(client: ApiClient, query: string) {
    const user = await makeUser({ permissions: [icdPermissions.access] })
    const response = await client.get(`/manage/icds${query}`).loginAs(user).withInertia()
    return (response.body().props.meta as { total: number }).total
  }

  async function counted(where: (query: ReturnType<typeof db.from>) => void) {
    const query = db.from('icds').whereNull('deleted_at')
    where(query)
    const [row] = await query.count('* as total')
    return Number(row.total)
  }

  test('totals read from the kept counts equal a real count, after every kind of write', async ({
    client,
    assert,
  }) => {
    const check = async () => {
      assert.equal(await listTotal(client, ''), await counted(() => {}))
      assert.equal(
        await listTotal(client, '?filters[chapter]=22&filters[billable]=yes'),
        await counted((query) => query.where('chapter', 22).where('billable', true))
      )
    }
    await check()
    const [created] = await db
      .insertQuery()
      .table('icds')
      .insert({
        code: 'U99.901',
        title: 'Kept count probe',
        chapter: 22,
        billable: true,
        created_at: new Date(),
      })
      .returning('id')
    await check()
    await db.from('icds').where('id', created.id).update({ billable: false })
    await check()
    await db.from('icds').where('id', created.id).update({ deleted_at: new Date() })
    await check()
    await db.from('icds').where('id', created.id).update({ deleted_at: null, chapter: 21 })
    await check()
    await db.from('icds').where('id', created.id).delete()
    await check()
  })

  test('a title search read through its matches returns the same page as the plain order', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [icdPermissions.access] })
    const response = await client
      .get('/manage/icds?q=poisoning&perPage=25&page=2')
      .loginAs(user)
      .withInertia()
    const rows = response.body().props.rows as { code: string }[]
    const total = (response.body().props.meta as { total: number }).total
    const expected: { code: string }[] = await db
      .from('icds')
      .whereNull('deleted_at')
      .whereRaw(`title_search @@ to_tsquery('simple', 'poisoning:*')`)
      .orderBy('code_key')
      .orderBy('id')
      .offset(25)
      .limit(25)
      .select('code')
    assert.isAbove(total, 25)
    assert.deepEqual(
      rows.map((row) => row.code),
      expected.map((row) => row.code)
    )
  })
})
