import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import { membersResource } from '#resources/members'

let clientId = 0
let otherClientId = 0
let programId = 0
let otherProgramId = 0

async function lookUp() {
  const clients: { id: number; program_id: number }[] = await db
    .from('clients')
    .join('programs', 'programs.client_id', 'clients.id')
    .whereNull('clients.deleted_at')
    .whereNull('programs.deleted_at')
    .orderBy('clients.id')
    .orderBy('programs.id')
    .select('clients.id', 'programs.id as program_id')
  clientId = clients[0].id
  programId = clients[0].program_id
  const other = clients.find((row) => row.id !== clientId)!
  otherClientId = other.id
  otherProgramId = other.program_id
}

const day = (value: unknown) =>
  value instanceof Date ? DateTime.fromJSDate(value).toISODate()! : String(value)

function memberInput(n: number) {
  return {
    title: 'ms',
    first_name: 'Aisyah',
    last_name: `Contract ${n} ${Date.now()}`,
    gender: 'female',
    date_of_birth: '1988-04-09',
    client_id: String(clientId),
    program_id: String(programId),
    policy_number: `ZZ-${n}-${Date.now()}`,
    policy_valid_from: '2026-01-01',
    policy_valid_to: '2026-12-31',
    relationship: 'self',
    preferred_contact_method: 'whatsapp',
  }
}

resourceContract({
  title: 'Members',
  path: '/accounts/members',
  table: 'members',
  component: 'accounts/members',
  subjectType: 'member',
  permissions: membersResource.permissions,
  validInput: memberInput,
  update: { input: { phone: '+60 12 345 6789' }, column: 'phone', value: '+60 12 345 6789' },
  invalid: [
    { input: { first_name: undefined }, field: 'first_name' },
    { input: { gender: 'other' }, field: 'gender' },
    { input: { title: 'Dr.' }, field: 'title' },
    { input: { date_of_birth: '2999-01-01' }, field: 'date_of_birth' },
    { input: { policy_valid_to: '2025-01-01' }, field: 'policy_valid_to' },
    { input: { relationship: 'cousin' }, field: 'relationship' },
    { input: { preferred_contact_method: 'pigeon' }, field: 'preferred_contact_method' },
    { input: { policy_number: undefined }, field: 'policy_number' },
  ],
  // Not a unique field: the duplicate warning on name + date of birth + client.
  unique: {
    field: 'last_name',
    input: (existing) => ({
      first_name: String(existing.first_name).toUpperCase(),
      last_name: String(existing.last_name),
      date_of_birth: day(existing.date_of_birth),
      client_id: String(existing.client_id),
      program_id: '',
    }),
    message: (existing) =>
      `Possible duplicate: a member with this name and date of birth already exists for this client (policy ${existing.policy_number}, member #${existing.id}). Tick “Save anyway” if this is a different person.`,
  },
  list: {
    sortKey: 'name',
    search: {
      term: 'tan',
      expect: (row) =>
        /^tan|\btan\b/i.test(`${row.last_name} ${row.first_name}`) ||
        String(row.first_name).toLowerCase().startsWith('tan') ||
        String(row.policy_number).toLowerCase().startsWith('tan'),
    },
    filter: { key: 'client', value: '', expect: (row) => row.client_id === clientId },
  },
  setup: async () => {
    await lookUp()
    return { filterValue: String(clientId) }
  },
})

async function create(client: ApiClient, input: Record<string, unknown>) {
  const admin = await makeUser({ permissions: Object.values(membersResource.permissions) })
  const response = await client
    .post('/accounts/members')
    .header('referer', '/accounts/members/create')
    .loginAs(admin)
    .form(input)
    .withCsrfToken()
    .redirects(0)
  const location = response.header('location') ?? ''
  const id = /\/accounts\/members\/(\d+)$/.exec(location)?.[1]
  return {
    response,
    id: id ? Number(id) : null,
    errors: (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>,
  }
}

test.group('Members: search, duplicates and dependants', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function listRows(client: ApiClient, query: string) {
    const user = await makeUser({ permissions: ['access-members'] })
    const response = await client.get(`/accounts/members?${query}`).loginAs(user).withInertia()
    response.assertStatus(200)
    return response.body().props as {
      rows: { id: number; name: string; policy_number: string }[]
      meta: { total: number }
    }
  }

  async function totalOf(client: ApiClient, query: string) {
    const page = await listRows(client, query)
    return page.meta.total
  }

  test('finds a member by the start of either name order or of the policy number', async ({
    client,
    assert,
  }) => {
    const { id } = await create(client, {
      ...memberInput(1),
      first_name: 'Qistina Wei',
      last_name: 'Zulkarnain',
      policy_number: 'QX-778899',
    })
    assert.isNotNull(id)
    for (const term of [
      'zulkarnain',
      'Zulkarnain, Qis',
      'qistina wei zul',
      'qx-7788',
      'QX-778899',
    ]) {
      const page = await listRows(client, `q=${encodeURIComponent(term)}`)
      assert.deepEqual(
        page.rows.map((row) => row.id),
        [id],
        `search "${term}"`
      )
      assert.equal(page.meta.total, 1)
    }
    // Wildcards are literal, and the middle of a name is not its start.
    assert.equal(await totalOf(client, 'q=%25ulkarnain'), 0)
    assert.equal(await totalOf(client, 'q=ulkarnain'), 0)
  })

  test('a search pages, sorts and filters exactly, and a broad one counts to 500+', async ({
    client,
    assert,
  }) => {
    // 520 live members whose last, first or policy start with "xq", across two clients, and
    // one trashed; inserted directly (the write path is tested above).
    const now = new Date()
    const rows = Array.from({ length: 520 }, (_, index) => {
      const kind = index % 3
      return {
        first_name: kind === 1 ? `Xqfirst${String(index).padStart(3, '0')}` : 'Ana',
        last_name: kind === 0 ? `Xqlast${String(index).padStart(3, '0')}` : `Other${index}`,
        gender: 'female',
        date_of_birth: '1990-01-01',
        client_id: index % 2 === 0 ? clientId : otherClientId,
        policy_number: kind === 2 ? `XQ-${String(index).padStart(4, '0')}` : `ZP-${index}`,
        relationship: 'self',
        created_at: now,
        updated_at: now,
      }
    })
    await db.table('members').multiInsert(rows)
    await db.table('members').insert({ ...rows[0], last_name: 'Xqtrashed', deleted_at: now })

    const expected: { id: number; client_id: number }[] = await db
      .from('members')
      .whereNull('deleted_at')
      .where((query) =>
        query
          .whereRaw('name_key LIKE ?', ['xq%'])
          .orWhereRaw('first_name_key LIKE ?', ['xq%'])
          .orWhereRaw('policy_key LIKE ?', ['xq%'])
      )
      .orderBy('policy_key', 'desc')
      .orderBy('id', 'desc')
      .select('id', 'client_id')
    assert.lengthOf(expected, 520)

    const broad = await listRows(client, 'q=xq&perPage=25')
    assert.equal(broad.meta.total, 500)
    assert.isTrue((broad.meta as { totalIsLowerBound?: boolean }).totalIsLowerBound)

    // Page 3 in policy-number order, descending: the same rows as the plain query's.
    const third = await listRows(client, 'q=xq&perPage=25&page=3&sort=-policy_number')
    assert.deepEqual(
      third.rows.map((row) => row.id),
      expected.slice(50, 75).map((row) => row.id)
    )
    // With a client filter: exact total (under the cap) and the right rows.
    const ofClient = expected.filter((row) => row.client_id === clientId)
    const filtered = await listRows(
      client,
      `q=xq&perPage=50&page=2&sort=-policy_number&filters[client]=${clientId}`
    )
    assert.equal(filtered.meta.total, ofClient.length)
    assert.isUndefined((filtered.meta as { totalIsLowerBound?: boolean }).totalIsLowerBound)
    assert.deepEqual(
      filtered.rows.map((row) => row.id),
      ofClient.slice(50, 100).map((row) => row.id)
    )
  })

  test('the unsearched total is the trigger-kept count, exact through every write', async ({
    client,
    assert,
  }) => {
    const counted = async () => {
      const [{ total }] = await db.from('members').whereNull('deleted_at').count('* as total')
      return Number(total)
    }
    const before = await listRows(client, '')
    assert.equal(before.meta.total, await counted())
    const { id } = await create(client, memberInput(2))
    assert.equal(await totalOf(client, ''), before.meta.total + 1)

    const admin = await makeUser({ permissions: Object.values(membersResource.permissions) })
    await client.delete(`/accounts/members/${id}`).loginAs(admin).withCsrfToken().redirects(0)
    assert.equal(await totalOf(client, ''), before.meta.total)
    assert.equal(before.meta.total, await counted())
  })

  test('a duplicate is refused once, then saved with "Save anyway"', async ({ client, assert }) => {
    const first = await create(client, { ...memberInput(3), last_name: 'Twin', first_name: 'Ana' })
    assert.isNotNull(first.id)
    const again = await create(client, { ...memberInput(4), last_name: 'twin', first_name: 'ANA' })
    assert.isNull(again.id)
    assert.match(again.errors.last_name[0], /^Possible duplicate/)
    const anyway = await create(client, {
      ...memberInput(5),
      last_name: 'Twin',
      first_name: 'Ana',
      allow_duplicate: '1',
    })
    assert.isNotNull(anyway.id)
    // Another client's member of the same name and birth date is no duplicate.
    const elsewhere = await create(client, {
      ...memberInput(6),
      last_name: 'Twin',
      first_name: 'Ana',
      client_id: String(otherClientId),
      program_id: String(otherProgramId),
    })
    assert.isNotNull(elsewhere.id)
  })

  test('the program must be one of the client’s', async ({ client, assert }) => {
    const wrong = await create(client, { ...memberInput(7), program_id: String(otherProgramId) })
    assert.equal(wrong.errors.program_id[0], "Please choose one of the client's programs.")
  })

  test('a dependant has a principal of the same client, one level deep', async ({
    client,
    assert,
  }) => {
    const principal = await create(client, memberInput(8))
    const dependant = await create(client, {
      ...memberInput(9),
      principal_member_id: String(principal.id),
      relationship: 'daughter',
    })
    assert.isNotNull(dependant.id)

    const self = await create(client, {
      ...memberInput(10),
      principal_member_id: String(principal.id),
      relationship: 'self',
    })
    assert.property(self.errors, 'relationship')
    const chained = await create(client, {
      ...memberInput(11),
      principal_member_id: String(dependant.id),
      relationship: 'son',
    })
    assert.match(chained.errors.principal_member_id[0], /is a dependant/)
    const otherClient = await create(client, {
      ...memberInput(12),
      client_id: String(otherClientId),
      program_id: String(otherProgramId),
      principal_member_id: String(principal.id),
      relationship: 'son',
    })
    assert.match(otherClient.errors.principal_member_id[0], /same client/)

    // Without a principal the member is the principal: "Self" whatever was posted.
    const lone = await create(client, { ...memberInput(13), relationship: 'brother' })
    const row = await db.from('members').where('id', lone.id!).firstOrFail()
    assert.equal(row.relationship, 'self')

    // The principal's page lists the dependant; the principal cannot be deleted before it.
    const admin = await makeUser({ permissions: Object.values(membersResource.permissions) })
    const view = await client.get(`/accounts/members/${principal.id}`).loginAs(admin).withInertia()
    const dependants = view.body().props.dependants as { rows: { id: number }[]; total: number }
    assert.deepEqual(
      dependants.rows.map((entry) => entry.id),
      [dependant.id]
    )
    const refused = await client
      .delete(`/accounts/members/${principal.id}`)
      .header('referer', `/accounts/members/${principal.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    refused.assertFlashMessage(
      'error',
      '1 dependant depends on this member. Delete them or give them another principal first.'
    )
    const stillThere = await db.from('members').where('id', principal.id!).firstOrFail()
    assert.isNull(stillThere.deleted_at)
  })

  test('the principal picker finds principals only, of the chosen client', async ({
    client,
    assert,
  }) => {
    const principal = await create(client, {
      ...memberInput(14),
      first_name: 'Yusuf',
      last_name: 'Pickerton',
    })
    await create(client, {
      ...memberInput(15),
      first_name: 'Yara',
      last_name: 'Pickerton',
      principal_member_id: String(principal.id),
      relationship: 'daughter',
    })
    const user = await makeUser({ permissions: ['access-members'] })
    const found = await client
      .get(`/accounts/members/lookup?q=pickerton&client_id=${clientId}`)
      .loginAs(user)
    found.assertStatus(200)
    const options = found.body().options as { value: string; label: string }[]
    assert.deepEqual(
      options.map((option) => option.value),
      [String(principal.id)]
    )
    assert.match(options[0].label, /^Pickerton, Yusuf · ZZ-14-/)
    const otherClient = await client
      .get(`/accounts/members/lookup?q=pickerton&client_id=${otherClientId}`)
      .loginAs(user)
    assert.lengthOf(otherClient.body().options, 0)

    const nobody = await makeUser()
    const refused = await client.get('/accounts/members/lookup?q=pick').loginAs(nobody)
    refused.assertStatus(403)
  })
})
