import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import { providersResource } from '#resources/providers'
import { createRecord } from '#services/record_store'
import { actorOf } from '#services/actor'
import {
  PROVIDER_STATUSES,
  PROVIDER_TYPES,
  PROVIDER_TYPE_VALUES,
} from '#contracts/provider_options'
import type { Permission } from '#permissions/catalogue'

const path = '/accounts/providers'
const all = Object.values(providersResource.permissions)

let malaysiaId = 0
let thailandId = 0
let selangorId = 0
let bangkokId = 0
/** A company-wide template, a business entity's own and a provider's own (demo data). */
let sharedTemplateId = 0
let entityTemplateId = 0
let providerTemplateId = 0
let templateOwnerId = 0

/** The id of the row a query finds. */
async function idOf(query: Promise<{ id: number }>) {
  const row = await query
  return row.id
}

/** Ids the inputs need; the demo providers come from database/seeders/demo/demo_providers.ts. */
async function lookUp() {
  malaysiaId = await idOf(db.from('countries').where('code', 'MY').firstOrFail())
  thailandId = await idOf(db.from('countries').where('code', 'TH').firstOrFail())
  selangorId = await idOf(db.from('states').where('code', 'MY-10').firstOrFail())
  bangkokId = await idOf(db.from('states').where('code', 'TH-10').firstOrFail())
  sharedTemplateId = await idOf(
    db
      .from('gop_templates')
      .whereNull('business_entity_id')
      .whereNull('provider_id')
      .orderBy('id')
      .firstOrFail()
  )
  entityTemplateId = await idOf(
    db.from('gop_templates').whereNotNull('business_entity_id').orderBy('id').firstOrFail()
  )
  const own: { id: number; provider_id: number } = await db
    .from('gop_templates')
    .whereNotNull('provider_id')
    .orderBy('id')
    .firstOrFail()
  providerTemplateId = own.id
  templateOwnerId = own.provider_id
}

function providerInput(n: number) {
  return {
    code: `t-${n}`,
    name: `Test provider ${n}`,
    provider_type: 'hospital',
    status: 'pending',
    country_id: String(malaysiaId),
    state_id: String(selangorId),
    city: 'Petaling Jaya',
    address: '1 Jalan Test\n46200 Petaling Jaya',
    phone: '+60 3 7955 0000',
    email: 'gop@provider.example',
    website: 'https://provider.example',
    tax_number: 'C 1234567-01',
    currency_code: 'myr',
    payment_method: 'wire-transfer',
    notes: 'Admissions desk on the ground floor.',
    bank_swift: 'mbbemykl',
    gop_sending_mode: 'manual-sending',
    gop_email_addresses: 'gop@provider.example',
    gop_template_id: String(sharedTemplateId),
    gop_validity_days: '14',
  }
}

/** Contact rows as a form posts them (`contacts[0][name]`…); `id` edits a stored row. */
function contactFields(
  contacts: { id?: number; name?: string; position?: string; phone?: string; email?: string }[]
) {
  const fields: Record<string, string> = {}
  contacts.forEach((contact, index) => {
    for (const [key, value] of Object.entries(contact)) {
      if (value !== undefined) fields[`contacts[${index}][${key}]`] = String(value)
    }
  })
  return fields
}

async function contactsOf(providerId: number) {
  return db
    .from('provider_contacts')
    .where('provider_id', providerId)
    .orderBy('sort_order')
    .select('id', 'name', 'position', 'phone', 'email', 'sort_order')
}

resourceContract({
  title: 'Providers',
  path,
  table: 'providers',
  component: 'accounts/providers',
  subjectType: 'provider',
  permissions: providersResource.permissions,
  validInput: providerInput,
  update: { input: { status: 'validated' }, column: 'status', value: 'validated' },
  invalid: [
    { input: { code: 'no spaces!' }, field: 'code' },
    { input: { name: '' }, field: 'name' },
    { input: { provider_type: 'spaceship' }, field: 'provider_type' },
    { input: { provider_type: undefined }, field: 'provider_type' },
    { input: { status: 'blacklisted' }, field: 'status' },
    { input: { country_id: '999999' }, field: 'country_id' },
    { input: { state_id: '999999' }, field: 'state_id' },
    { input: { payment_method: 'cheque' }, field: 'payment_method' },
    { input: { currency_code: 'XXZ' }, field: 'currency_code' },
    { input: { email: 'not-an-email' }, field: 'email' },
    { input: { website: 'javascript:alert(1)' }, field: 'website' },
    { input: { bank_swift: 'MBB' }, field: 'bank_swift' },
    { input: { gop_sending_mode: 'fax' }, field: 'gop_sending_mode' },
    { input: { gop_sending_mode: 'group-sending' }, field: 'gop_email_group_id' },
    { input: { gop_validity_days: '0' }, field: 'gop_validity_days' },
    { input: { 'contacts[0][name]': '' }, field: 'contacts.0.name' },
    {
      input: { 'contacts[0][name]': 'Kanya Srisuk', 'contacts[0][email]': 'kanya@' },
      field: 'contacts.0.email',
    },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: String(existing.code).toLowerCase() }),
    message: 'This provider code is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'hosp', expect: (row) => /\bhosp/i.test(`${row.name} ${row.code}`) },
    filter: { key: 'country', value: '', expect: (row) => row.country === 'Thailand' },
  },
  setup: async () => {
    await lookUp()
    return { filterValue: String(thailandId) }
  },
})

async function create(client: ApiClient, input: Record<string, string>) {
  const admin = await makeUser({ permissions: all })
  const response = await client.post(path).loginAs(admin).form(input).withCsrfToken().redirects(0)
  return { admin, response, id: Number(response.header('location')?.split('/').pop()) }
}

function errorsOf(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

test.group('Providers: option lists', () => {
  test('30 types, including every one SPEC.md names, and the five statuses', ({ assert }) => {
    assert.lengthOf(PROVIDER_TYPES, 30)
    assert.lengthOf(new Set(PROVIDER_TYPE_VALUES), 30)
    assert.lengthOf(new Set(PROVIDER_TYPES.map((type) => type.label.toLowerCase())), 30)
    const labels = PROVIDER_TYPES.map((type) => type.label.toLowerCase())
    for (const named of [
      'doctor',
      'nurse',
      'dentist',
      'hospital',
      'clinic',
      'ground ambulance',
      'air ambulance',
      'laboratory',
      'pharmacy',
      'legal',
      'interpreter',
      'assistance company',
      'courier service',
      'others',
    ]) {
      assert.include(labels, named)
    }
    assert.deepEqual(
      PROVIDER_STATUSES.map((status) => status.label.toLowerCase()),
      ['pending', 'preferred', 'audited', 'validated', 'black listed']
    )
  })
})

test.group('Providers: contacts', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('are saved with the provider, in order, and logged with it', async ({ client, assert }) => {
    const { id, admin } = await create(client, {
      ...providerInput(101),
      ...contactFields([
        { name: 'Nurul Huda', position: 'Admissions', email: 'nurul@provider.example' },
        { name: 'Lim Chee Keong', position: 'Credit control', phone: '+60 3 4141 3000' },
      ]),
    })
    const rows = await contactsOf(id)
    assert.deepEqual(
      rows.map((row) => [row.name, row.position, row.sort_order]),
      [
        ['Nurul Huda', 'Admissions', 0],
        ['Lim Chee Keong', 'Credit control', 1],
      ]
    )
    const [log] = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'provider', subject_id: String(id) })
    assert.deepEqual(log.properties.after.contacts, [
      { name: 'Nurul Huda', position: 'Admissions', phone: null, email: 'nurul@provider.example' },
      { name: 'Lim Chee Keong', position: 'Credit control', phone: '+60 3 4141 3000', email: null },
    ])

    const page = await client.get(`${path}/${id}`).loginAs(admin).withInertia()
    const record = page.body().props.record as { contacts: { name: string }[] }
    assert.deepEqual(
      record.contacts.map((contact) => contact.name),
      ['Nurul Huda', 'Lim Chee Keong']
    )
  })

  test('a bad contact row saves nothing: not the provider, not the other rows', async ({
    client,
    assert,
  }) => {
    const [{ total: providersBefore }] = await db.from('providers').count('* as total')
    const [{ total: contactsBefore }] = await db.from('provider_contacts').count('* as total')
    const { response } = await create(client, {
      ...providerInput(102),
      ...contactFields([
        { name: 'Good Row', email: 'good@provider.example' },
        { name: 'Bad Row', phone: 'call me maybe' },
      ]),
    })
    response.assertStatus(302)
    // Error keys name the row and field; they are keys, not nested properties.
    const errors = Object.keys(errorsOf(response))
    assert.include(errors, 'contacts.1.phone')
    assert.notInclude(errors, 'contacts.0.email')
    const [{ total: providersAfter }] = await db.from('providers').count('* as total')
    const [{ total: contactsAfter }] = await db.from('provider_contacts').count('* as total')
    assert.equal(Number(providersAfter), Number(providersBefore))
    assert.equal(Number(contactsAfter), Number(contactsBefore))
    assert.isNull(await db.from('providers').where('code', 'T-102').first())
  })

  test('a row the database refuses rolls the provider back too (one transaction)', async ({
    assert,
  }) => {
    const attributes = {
      code: 'T-103',
      name: 'Test provider 103',
      providerType: 'clinic',
      status: 'pending',
      countryId: malaysiaId,
      gopSendingMode: 'manual-sending',
      gopEmailAddresses: [],
    }
    const actor = await actorOf(await makeUser({ permissions: ['create-provider'] }))
    // Past the validator (a direct call), the second row breaks provider_contacts.name NOT NULL.
    await assert.rejects(() =>
      createRecord(providersResource.store, {
        actor,
        data: attributes,
        children: {
          contacts: [
            { name: 'Fine', position: null, phone: null, email: null },
            { name: null, position: null, phone: null, email: null },
          ],
        },
      })
    )
    assert.isNull(await db.from('providers').where('code', 'T-103').first())
    assert.isNull(await db.from('provider_contacts').where('name', 'Fine').first())
    assert.isNull(
      await db.from('activity_logs').where({ action: 'create', subject_type: 'provider' }).first()
    )
  })

  test('an edit keeps, changes, adds and removes rows, logging only what changed', async ({
    client,
    assert,
  }) => {
    const { id, admin } = await create(client, {
      ...providerInput(104),
      ...contactFields([
        { name: 'Keep Me', position: 'Admissions' },
        { name: 'Change Me', position: 'Billing' },
        { name: 'Remove Me' },
      ]),
    })
    const [kept, changed] = await contactsOf(id)
    const response = await client
      .put(`${path}/${id}`)
      .loginAs(admin)
      .form({
        ...providerInput(104),
        ...contactFields([
          { id: changed.id, name: 'Changed', position: 'Billing supervisor' },
          { id: kept.id, name: 'Keep Me', position: 'Admissions' },
          { name: 'New Person', email: 'new@provider.example' },
        ]),
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    const rows = await contactsOf(id)
    assert.deepEqual(
      rows.map((row) => row.name),
      ['Changed', 'Keep Me', 'New Person']
    )
    // Stored rows are edited in place: whatever refers to a contact keeps pointing at it.
    assert.equal(rows[0].id, changed.id)
    assert.equal(rows[1].id, kept.id)
    const [log] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'provider', subject_id: String(id) })
    assert.lengthOf(log.properties.before.contacts, 3)
    assert.lengthOf(log.properties.after.contacts, 3)
    assert.notProperty(log.properties.after, 'name')

    // The same list again is no change: no second log row.
    await client
      .put(`${path}/${id}`)
      .loginAs(admin)
      .form({
        ...providerInput(104),
        ...contactFields(
          rows.map(({ id: rowId, name, position, phone, email }) => ({
            id: rowId,
            name,
            position: position ?? undefined,
            phone: phone ?? undefined,
            email: email ?? undefined,
          }))
        ),
      })
      .withCsrfToken()
      .redirects(0)
    const logs = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'provider', subject_id: String(id) })
    assert.lengthOf(logs, 1)

    // Posting no rows (every row removed on the form) leaves none.
    await client
      .put(`${path}/${id}`)
      .loginAs(admin)
      .form(providerInput(104))
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(await contactsOf(id), 0)
  })

  test("another provider's contact id cannot be reached through the form", async ({
    client,
    assert,
  }) => {
    const first = await create(client, {
      ...providerInput(105),
      ...contactFields([{ name: 'Someone Else' }]),
    })
    const [foreign] = await contactsOf(first.id)
    const second = await create(client, providerInput(106))
    await client
      .put(`${path}/${second.id}`)
      .loginAs(second.admin)
      .form({ ...providerInput(106), ...contactFields([{ id: foreign.id, name: 'Hijacked' }]) })
      .withCsrfToken()
      .redirects(0)
    const [untouched] = await contactsOf(first.id)
    assert.equal(untouched.name, 'Someone Else')
    const [inserted] = await contactsOf(second.id)
    assert.equal(inserted.name, 'Hijacked')
    assert.notEqual(inserted.id, foreign.id)
  })

  test('more than 20 contacts is refused', async ({ client, assert }) => {
    const many = Array.from({ length: 21 }, (_, index) => ({ name: `Person ${index}` }))
    const { response } = await create(client, { ...providerInput(107), ...contactFields(many) })
    assert.property(errorsOf(response), 'contacts')
  })
})

test.group('Providers: list, search and filters', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function list(client: ApiClient, query: string) {
    const reader = await makeUser({ permissions: ['access-providers'] })
    const response = await client.get(`${path}?${query}`).loginAs(reader).withInertia()
    return response.body().props as {
      rows: { name: string; code: string; provider_type: string; status: string }[]
      meta: { total: number }
      query: { filters: Record<string, unknown> }
      list: { filters: Record<string, { value: string; label: string }[]> }
    }
  }

  test('finds any word of the name or code by its start', async ({ client, assert }) => {
    const phuket = await list(client, 'q=phuket')
    assert.include(
      phuket.rows.map((row) => row.name),
      'Bangkok Hospital Phuket'
    )
    const twoWords = await list(client, `q=${encodeURIComponent('hosp bangk')}`)
    assert.isTrue(
      twoWords.rows.every((row) => /\bhosp/i.test(row.name) && /\bbangk/i.test(row.name))
    )
    assert.isAbove(twoWords.rows.length, 1)
    const code = await list(client, 'q=bumrungrad')
    assert.deepEqual(
      code.rows.map((row) => row.code),
      ['BUMRUNGRAD']
    )
    const nothing = await list(client, `q=${encodeURIComponent('%_')}`)
    assert.lengthOf(nothing.rows, 0)
    const inside = await list(client, 'q=ospital')
    assert.lengthOf(inside.rows, 0, 'the start of a word, not any part of it')
  })

  test('filters by type, status and country; offers every type and status', async ({
    client,
    assert,
  }) => {
    const hospitals = await list(client, 'filters[type]=hospital&perPage=100')
    assert.isAbove(hospitals.rows.length, 0)
    assert.isTrue(hospitals.rows.every((row) => row.provider_type === 'hospital'))
    assert.lengthOf(hospitals.list.filters.type, 30)
    assert.deepEqual(
      hospitals.list.filters.status.map((option) => option.value),
      ['pending', 'preferred', 'audited', 'validated', 'black-listed']
    )
    const [{ total: countries }] = await db.from('providers').countDistinct('country_id as total')
    assert.lengthOf(hospitals.list.filters.country, Number(countries))

    const blackListed = await list(client, 'filters[status]=black-listed')
    assert.isAbove(blackListed.rows.length, 0)
    assert.isTrue(blackListed.rows.every((row) => row.status === 'black-listed'))

    const both = await list(
      client,
      `filters[status][]=preferred&filters[status][]=validated&filters[country]=${thailandId}&filters[type]=hospital`
    )
    assert.isAbove(both.rows.length, 0)
    assert.isTrue(
      both.rows.every(
        (row) => ['preferred', 'validated'].includes(row.status) && row.provider_type === 'hospital'
      )
    )
    const bogus = await list(client, 'filters[type]=spaceship&filters[status]=evil')
    assert.deepEqual(bogus.query.filters, {})
  })

  test('every offered sort and filter has an index', async ({ assert }) => {
    const indexes: { indexdef: string }[] = await db
      .from('pg_indexes')
      .where('tablename', 'providers')
      .select('indexdef')
    const defs = indexes.map((row) => row.indexdef)
    for (const column of ['name', 'code', 'updated_at', 'provider_type', 'status', 'country_id']) {
      assert.isTrue(
        defs.some((def) => new RegExp(`\\(${column}[,)]`).test(def)),
        `an index leads with ${column}`
      )
    }
    assert.isTrue(defs.some((def) => def.includes('to_tsvector')))
  })
})

test.group('Providers: tabs', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page has general info, bank details and GOP settings; own templates only for those who may see templates', async ({
    client,
    assert,
  }) => {
    const url = `${path}/${templateOwnerId}`
    const reader = await makeUser({ permissions: ['access-providers'] })
    const limited = await client.get(url).loginAs(reader).withInertia()
    limited.assertStatus(200)
    limited.assertInertiaComponent('accounts/providers/view')
    const record = limited.body().props.record as Record<string, unknown>
    assert.equal(record.code, 'MT-ELIZABETH')
    assert.equal(record.country, 'Singapore')
    assert.equal(record.bank_swift, 'DBSSSGSG')
    assert.equal(record.gop_template_id, providerTemplateId)
    assert.equal(record.gop_template_name, 'Mount Elizabeth guarantee letter')
    assert.isArray(record.contacts)
    assert.isNull(limited.body().props.gopTemplates)

    const templateReader = await makeUser({
      permissions: ['access-providers', 'access-gop-templates'],
    })
    const full = await client.get(url).loginAs(templateReader).withInertia()
    const templates = full.body().props.gopTemplates as { rows: { id: number }[]; total: number }
    assert.equal(templates.total, 1)
    assert.equal(templates.rows[0].id, providerTemplateId)
  })

  test('stores the state, bank details normalised and GOP addresses as a list', async ({
    client,
    assert,
  }) => {
    const { id } = await create(client, {
      ...providerInput(201),
      bank_iban: 'gb82 west 1234 5698 7654 32',
      gop_email_addresses: 'a@provider.example; b@provider.example, a@provider.example',
      payment_method: '',
      currency_code: '',
    })
    const row = await db.from('providers').where('id', id).firstOrFail()
    assert.equal(row.code, 'T-201')
    assert.equal(row.state_id, selangorId)
    assert.equal(row.bank_swift, 'MBBEMYKL')
    assert.equal(row.bank_iban, 'GB82WEST12345698765432')
    assert.deepEqual(row.gop_email_addresses, ['a@provider.example', 'b@provider.example'])
    assert.isNull(row.payment_method)
    assert.isNull(row.currency_code)
  })

  test('the state must be of the chosen country', async ({ client, assert }) => {
    const { response } = await create(client, {
      ...providerInput(202),
      state_id: String(bangkokId),
    })
    assert.deepEqual(errorsOf(response).state_id, ['Please choose a state of the chosen country.'])
  })

  test("a provider may use company-wide templates and its own; not an entity's or another provider's", async ({
    client,
    assert,
  }) => {
    const { id, admin } = await create(client, providerInput(203))
    for (const templateId of [entityTemplateId, providerTemplateId]) {
      const refused = await client
        .put(`${path}/${id}`)
        .loginAs(admin)
        .form({ ...providerInput(203), gop_template_id: String(templateId) })
        .withCsrfToken()
        .redirects(0)
      assert.property(errorsOf(refused), 'gop_template_id')
    }
    const owner = await db.from('providers').where('id', templateOwnerId).firstOrFail()
    const accepted = await client
      .put(`${path}/${templateOwnerId}`)
      .loginAs(admin)
      .form({
        ...providerInput(204),
        code: owner.code,
        name: owner.name,
        gop_template_id: String(providerTemplateId),
      })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(errorsOf(accepted), {})
  })

  test('the edit form offers the provider its own template; create and other parties do not', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({
      permissions: [...all, 'create-business-entity', 'update-gop-setting'],
    })
    const offered = async (url: string) => {
      const response = await client.get(url).loginAs(admin).withInertia()
      return (response.body().props.gopTemplates as { value: string }[]).map((o) => o.value)
    }
    assert.include(await offered(`${path}/${templateOwnerId}/edit`), String(providerTemplateId))
    const created = await offered(`${path}/create`)
    assert.notInclude(created, String(providerTemplateId))
    assert.include(created, String(sharedTemplateId))
    assert.notInclude(await offered('/manage/business-entities/create'), String(providerTemplateId))
    assert.notInclude(await offered('/manage/gop-settings'), String(providerTemplateId))
  })
})

test.group('Providers: GOP templates of a provider', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const body = JSON.stringify({ ops: [{ insert: 'Dear {{provider.name}},\n' }] })
  const writer = () =>
    makeUser({
      permissions: [
        'access-gop-templates',
        'create-gop-template',
        'update-gop-template',
        'access-providers',
      ],
    })

  test('a template is written for a provider, listed under it, and never for two owners', async ({
    client,
    assert,
  }) => {
    const user = await writer()
    const form = await client
      .get(`/manage/gop-templates/create?provider_id=${templateOwnerId}`)
      .loginAs(user)
      .withInertia()
    const ownerProvider = form.body().props.ownerProvider as { value: string; label: string }
    assert.equal(ownerProvider.value, String(templateOwnerId))
    assert.match(ownerProvider.label, /^Mount Elizabeth Hospital \(MT-ELIZABETH\)/)

    const input = {
      name: 'Provider letter 301',
      language: 'en',
      is_enabled: '1',
      body,
      provider_id: String(templateOwnerId),
    }
    const entityId = await idOf(db.from('business_entities').firstOrFail())
    const both = await client
      .post('/manage/gop-templates')
      .loginAs(user)
      .form({ ...input, business_entity_id: String(entityId) })
      .withCsrfToken()
      .redirects(0)
    assert.property(errorsOf(both), 'provider_id')

    const created = await client
      .post('/manage/gop-templates')
      .loginAs(user)
      .form(input)
      .withCsrfToken()
      .redirects(0)
    created.assertStatus(302)
    assert.deepEqual(errorsOf(created), {})
    const row = await db.from('gop_templates').where('name', 'Provider letter 301').firstOrFail()
    assert.equal(row.provider_id, templateOwnerId)
    assert.isNull(row.business_entity_id)

    const listed = await client
      .get(`/manage/gop-templates?filters[owner]=provider-${templateOwnerId}`)
      .loginAs(user)
      .withInertia()
    const rows = listed.body().props.rows as { provider_id: number; owner: string }[]
    assert.lengthOf(rows, 2)
    assert.isTrue(rows.every((template) => template.provider_id === templateOwnerId))
    assert.isTrue(rows.every((template) => template.owner === 'Mount Elizabeth Hospital'))
    const companyWide = await client
      .get('/manage/gop-templates?filters[owner]=company&perPage=100')
      .loginAs(user)
      .withInertia()
    const shared = companyWide.body().props.rows as { provider_id: number | null }[]
    assert.isTrue(shared.every((template) => template.provider_id === null))
  })
})

test.group('Providers: pickers and permissions', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the state picker lists the chosen country’s states only', async ({ client, assert }) => {
    const reader = await makeUser({ permissions: ['access-providers'] })
    const response = await client
      .get(`${path}/states`)
      .qs({ country_id: malaysiaId, q: 'sel' })
      .loginAs(reader)
    response.assertStatus(200)
    const { options } = response.body() as { options: { value: string; label: string }[] }
    assert.deepEqual(options, [{ value: String(selangorId), label: 'Selangor (MY-10)' }])
    const none = await client.get(`${path}/states`).qs({ country_id: 'x' }).loginAs(reader)
    assert.deepEqual(none.body(), { options: [] })
  })

  test('the provider picker finds live providers by word', async ({ client, assert }) => {
    const reader = await makeUser({ permissions: ['access-providers'] })
    const response = await client.get(`${path}/lookup`).qs({ q: 'elizabeth' }).loginAs(reader)
    const { options } = response.body() as { options: { value: string; label: string }[] }
    assert.deepEqual(
      options.map((option) => option.value),
      [String(templateOwnerId)]
    )
    assert.equal(options[0].label, 'Mount Elizabeth Hospital (MT-ELIZABETH) · Singapore')
  })

  test('the pickers answer 403 without access-providers, and send a guest to sign in', async ({
    client,
    assert,
  }) => {
    const others: Permission[] = all.filter((permission) => permission !== 'access-providers')
    const user = await makeUser({ permissions: others })
    for (const url of [`${path}/lookup?q=a`, `${path}/states?country_id=${malaysiaId}`]) {
      const refused = await client.get(url).loginAs(user)
      assert.equal(refused.status(), 403, url)
      const guest = await client.get(url).redirects(0)
      assert.match(guest.header('location') ?? '', /^\/login(\?|$)/, url)
    }
  })
})
