import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import { clientsResource } from '#resources/clients'

let malaysiaId = 0
let groupId = 0

/** Ids the inputs need; the demo clients come from database/seeders/demo/demo_clients.ts. */
async function lookUp() {
  const malaysia: { id: number } = await db.from('countries').where('code', 'MY').firstOrFail()
  malaysiaId = malaysia.id
  const group: { id: number } = await db.from('email_groups').whereNull('deleted_at').firstOrFail()
  groupId = group.id
}

function clientInput(n: number) {
  return {
    code: `t-${n}`,
    name: `Test client ${n}`,
    client_type: 'corporate',
    contact_name: 'Aisyah Rahman',
    email: 'travel@client.example',
    phone: '+60 3 1234 5678',
    website: 'https://client.example',
    city: 'Kuala Lumpur',
    country_id: String(malaysiaId),
    billing_currency_code: 'myr',
    payment_terms_days: '30',
    report_email_group_id: String(groupId),
    is_enabled: '1',
  }
}

resourceContract({
  title: 'Clients',
  path: '/accounts/clients',
  table: 'clients',
  component: 'accounts/clients',
  subjectType: 'client',
  permissions: clientsResource.permissions,
  validInput: clientInput,
  update: { input: { payment_terms_days: '60' }, column: 'payment_terms_days', value: 60 },
  invalid: [
    { input: { code: 'no spaces!' }, field: 'code' },
    { input: { name: '' }, field: 'name' },
    { input: { client_type: 'bank' }, field: 'client_type' },
    { input: { country_id: '999999' }, field: 'country_id' },
    { input: { billing_currency_code: 'XXZ' }, field: 'billing_currency_code' },
    { input: { billing_currency_code: undefined }, field: 'billing_currency_code' },
    { input: { payment_terms_days: '366' }, field: 'payment_terms_days' },
    { input: { payment_terms_days: '-1' }, field: 'payment_terms_days' },
    { input: { payment_terms_days: '7.5' }, field: 'payment_terms_days' },
    { input: { report_email_group_id: '999999' }, field: 'report_email_group_id' },
    { input: { email: 'not-an-email' }, field: 'email' },
    { input: { website: 'javascript:alert(1)' }, field: 'website' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: String(existing.code).toLowerCase() }),
    message: 'This client code is already in use.',
  },
  list: {
    sortKey: 'name',
    search: {
      term: 'assurance',
      expect: (row) => /assurance/i.test(`${row.code} ${row.name}`),
    },
    filter: { key: 'country', value: '', expect: (row) => row.country === 'Malaysia' },
  },
  setup: async () => {
    await lookUp()
    return { filterValue: String(malaysiaId) }
  },
})

test.group('Clients: list and page', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const path = '/accounts/clients'

  test('filters by type; offers only the countries clients are in', async ({ client, assert }) => {
    const reader = await makeUser({ permissions: ['access-clients'] })
    const response = await client
      .get(`${path}?filters[type]=insurer&perPage=100`)
      .loginAs(reader)
      .withInertia()
    const { rows, list } = response.body().props as {
      rows: { client_type: string }[]
      list: { filters: Record<string, { value: string; label: string }[]> }
    }
    assert.isAbove(rows.length, 0)
    assert.isTrue(rows.every((row) => row.client_type === 'insurer'))
    const [{ total }] = await db.from('clients').countDistinct('country_id as total')
    assert.lengthOf(list.filters.country, Number(total))
    assert.deepEqual(
      list.filters.type.map((option) => option.value),
      ['insurer', 'reinsurer', 'third-party-administrator', 'corporate', 'travel-agency', 'partner']
    )
  })

  test('stores codes and currencies in capitals and an empty group as none', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: Object.values(clientsResource.permissions) })
    const response = await client
      .post(path)
      .loginAs(admin)
      .form({ ...clientInput(9001), report_email_group_id: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const id = Number(response.header('location')?.split('/').pop())
    const row = await db.from('clients').where('id', id).firstOrFail()
    assert.equal(row.code, 'T-9001')
    assert.equal(row.billing_currency_code, 'MYR')
    assert.isNull(row.report_email_group_id)
    assert.equal(row.payment_terms_days, 30)
  })

  test('the page shows billing, and the programs tab only to users who may see programs', async ({
    client,
    assert,
  }) => {
    const hla: { id: number } = await db.from('clients').where('code', 'HLA').firstOrFail()
    const url = `${path}/${hla.id}`

    const reader = await makeUser({ permissions: ['access-clients'] })
    const limited = await client.get(url).loginAs(reader).withInertia()
    limited.assertStatus(200)
    limited.assertInertiaComponent('accounts/clients/view')
    const record = limited.body().props.record as Record<string, unknown>
    assert.equal(record.billing_currency_code, 'MYR')
    assert.equal(record.country, 'Malaysia')
    assert.isNull(limited.body().props.programs)

    const programReader = await makeUser({ permissions: ['access-clients', 'access-programs'] })
    const full = await client.get(url).loginAs(programReader).withInertia()
    const programs = full.body().props.programs as {
      rows: { name: string; program_type: string; valid_from: string }[]
      total: number
    }
    const [{ total }] = await db
      .from('programs')
      .where('client_id', hla.id)
      .whereNull('deleted_at')
      .count('* as total')
    assert.equal(programs.total, Number(total))
    assert.lengthOf(programs.rows, Number(total))
    assert.match(programs.rows[0].valid_from, /^\d{4}-\d{2}-\d{2}$/)
    assert.isString(programs.rows[0].program_type)
  })

  test('a trashed report group still shows by name, marked', async ({ client, assert }) => {
    const abic: { id: number; report_email_group_id: number } = await db
      .from('clients')
      .where('code', 'ABIC')
      .firstOrFail()
    await db
      .from('email_groups')
      .where('id', abic.report_email_group_id)
      .update({ deleted_at: new Date() })
    const reader = await makeUser({ permissions: ['access-clients'] })
    const response = await client.get(`${path}/${abic.id}`).loginAs(reader).withInertia()
    const record = response.body().props.record as { report_email_group_name: string }
    assert.match(record.report_email_group_name, /\(deleted\)$/)
  })
})
