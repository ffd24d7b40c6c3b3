import { test } from '@japa/runner'
import { access } from 'node:fs/promises'
import type { ApiRequest } from '@japa/api-client'
import { imageFilePath } from '#services/images'
import { PNG } from '#tests/helpers/images'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import { businessEntitiesResource } from '#resources/business_entities'

let malaysiaId = 0
let thailandId = 0
/** A company-wide template, and one that belongs to AA-MY (demo data). */
let sharedTemplateId = 0
let malaysianTemplateId = 0

/** The id of the first row a query finds. */
async function idOf(query: Promise<{ id: number }>) {
  const row = await query
  return row.id
}

async function lookUp() {
  malaysiaId = await idOf(db.from('countries').where('code', 'MY').firstOrFail())
  thailandId = await idOf(db.from('countries').where('code', 'TH').firstOrFail())
  // Company-wide: owned by neither a business entity nor a provider.
  sharedTemplateId = await idOf(
    db.from('gop_templates').whereNull('business_entity_id').whereNull('provider_id').firstOrFail()
  )
  malaysianTemplateId = await idOf(
    db.from('gop_templates').whereNotNull('business_entity_id').firstOrFail()
  )
}

function entityInput(n: number) {
  return {
    code: `t-${n}`,
    name: `Test entity ${n}`,
    country_id: malaysiaId,
    is_enabled: '1',
    bank_swift: 'mbbemykl',
    bank_iban: 'gb82 west 1234 5698 7654 32',
    gop_sending_mode: 'manual-sending',
    gop_email_addresses: 'gop@test.example, gop@test.example\nbilling@test.example',
    gop_template_id: String(sharedTemplateId),
    gop_validity_days: '30',
  }
}

resourceContract({
  title: 'Business entities',
  path: '/manage/business-entities',
  table: 'business_entities',
  component: 'manage/business_entities',
  subjectType: 'business_entity',
  permissions: businessEntitiesResource.permissions,
  validInput: entityInput,
  update: { input: { bank_swift: 'bkkbthbkxxx' }, column: 'bank_swift', value: 'BKKBTHBKXXX' },
  invalid: [
    { input: { code: 'no spaces!' }, field: 'code' },
    { input: { country_id: '999999' }, field: 'country_id' },
    { input: { website: 'javascript:alert(1)' }, field: 'website' },
    { input: { bank_swift: 'MBB' }, field: 'bank_swift' },
    { input: { bank_iban: '12345' }, field: 'bank_iban' },
    { input: { gop_sending_mode: 'fax' }, field: 'gop_sending_mode' },
    { input: { gop_sending_mode: 'group-sending' }, field: 'gop_email_group_id' },
    { input: { gop_email_addresses: 'good@x.io, not-an-email' }, field: 'gop_email_addresses' },
    { input: { gop_validity_days: '0' }, field: 'gop_validity_days' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: String(existing.code).toLowerCase() }),
    message: 'This entity code is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'thailand', expect: (row) => /thailand/i.test(String(row.name)) },
    filter: { key: 'country', value: '', expect: (row) => row.country === 'Thailand' },
  },
  setup: async () => {
    await lookUp()
    return { filterValue: String(thailandId) }
  },
})

test.group('Business entities: party tabs', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const path = '/manage/business-entities'
  const all = Object.values(businessEntitiesResource.permissions)

  async function create(client: import('@japa/api-client').ApiClient, input: object) {
    const admin = await makeUser({ permissions: all })
    const response = await client.post(path).loginAs(admin).form(input).withCsrfToken().redirects(0)
    return { admin, response, id: Number(response.header('location')?.split('/').pop()) }
  }

  test('stores bank details normalised and GOP addresses as a clean list', async ({
    client,
    assert,
  }) => {
    const { id } = await create(client, entityInput(9001))
    const row = await db.from('business_entities').where('id', id).firstOrFail()
    assert.equal(row.code, 'T-9001')
    assert.equal(row.bank_swift, 'MBBEMYKL')
    assert.equal(row.bank_iban, 'GB82WEST12345698765432')
    assert.deepEqual(row.gop_email_addresses, ['gop@test.example', 'billing@test.example'])
    assert.equal(row.gop_template_id, sharedTemplateId)
  })

  test('a logo is uploaded as an image, shown, replaced and removed', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: all })
    const fields = Object.fromEntries(
      Object.entries(entityInput(9002)).map(([key, value]) => [key, String(value)])
    )
    // A multipart form, as the page posts one with a file.
    const multipart = (request: ApiRequest, values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) request.field(key, value)
      return request
    }
    const created = await multipart(client.post(path).loginAs(admin).withCsrfToken(), fields)
      .file('logo', PNG, { filename: 'logo.png' })
      .redirects(0)
    created.assertStatus(302)
    assert.isUndefined(
      (created.flashMessages() as { inputErrorsBag?: unknown }).inputErrorsBag,
      JSON.stringify(created.flashMessages())
    )
    const id = Number(created.header('location')?.split('/').pop())
    const stored = await db.from('business_entities').where('id', id).firstOrFail()
    assert.match(stored.logo, /^logos\/[0-9a-f-]{36}\.png$/)
    const page = await client.get(`${path}/${id}`).loginAs(admin).withInertia()
    assert.equal(
      (page.body().props as { record: { logo_url: string } }).record.logo_url,
      `/media/${stored.logo}`
    )

    // Not an image under a PNG's name: refused beside the field, the logo kept.
    const fake = await multipart(client.put(`${path}/${id}`).loginAs(admin).withCsrfToken(), fields)
      .file('logo', Buffer.from('<svg onload="alert(1)"></svg>'), { filename: 'logo.png' })
      .redirects(0)
    const errors = (fake.flashMessages() as { inputErrorsBag?: Record<string, string[]> })
      .inputErrorsBag
    assert.property(errors ?? {}, 'logo')
    const kept = await db.from('business_entities').where('id', id).firstOrFail()
    assert.equal(kept.logo, stored.logo)

    const removed = await multipart(client.put(`${path}/${id}`).loginAs(admin).withCsrfToken(), {
      ...fields,
      remove_logo: '1',
    }).redirects(0)
    removed.assertStatus(302)
    const gone = await db.from('business_entities').where('id', id).firstOrFail()
    assert.isNull(gone.logo)
    await assert.rejects(() => access(imageFilePath(stored.logo)))
  })

  test('group sending keeps the group; manual sending drops it', async ({ client, assert }) => {
    const groupId = await idOf(db.from('email_groups').firstOrFail())
    const { id, admin } = await create(client, {
      ...entityInput(9002),
      gop_sending_mode: 'group-sending',
      gop_email_group_id: String(groupId),
    })
    const grouped = await db.from('business_entities').where('id', id).firstOrFail()
    assert.equal(grouped.gop_email_group_id, groupId)
    await client
      .put(`${path}/${id}`)
      .loginAs(admin)
      .form({ ...entityInput(9002), gop_email_group_id: String(groupId) })
      .withCsrfToken()
      .redirects(0)
    const row = await db.from('business_entities').where('id', id).firstOrFail()
    assert.equal(row.gop_sending_mode, 'manual-sending')
    assert.isNull(row.gop_email_group_id)
  })

  test("a party may use company-wide templates and its own, not another's", async ({
    client,
    assert,
  }) => {
    const owner = await db.from('gop_templates').where('id', malaysianTemplateId).firstOrFail()
    const { id, admin } = await create(client, entityInput(9003))
    const refused = await client
      .put(`${path}/${id}`)
      .loginAs(admin)
      .form({ ...entityInput(9003), gop_template_id: String(malaysianTemplateId) })
      .withCsrfToken()
      .redirects(0)
    const errors = refused.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.property(errors, 'gop_template_id')

    const ownerEntity = await db
      .from('business_entities')
      .where('id', owner.business_entity_id)
      .firstOrFail()
    const accepted = await client
      .put(`${path}/${ownerEntity.id}`)
      .loginAs(admin)
      .form({
        ...entityInput(9004),
        code: ownerEntity.code,
        name: ownerEntity.name,
        gop_template_id: String(malaysianTemplateId),
      })
      .withCsrfToken()
      .redirects(0)
    accepted.assertStatus(302)
    assert.isUndefined(accepted.flashMessage('inputErrorsBag'))
    const row = await db.from('business_entities').where('id', ownerEntity.id).firstOrFail()
    assert.equal(row.gop_template_id, malaysianTemplateId)
  })

  test('the edit form offers the entity its own templates; create offers company-wide only', async ({
    client,
    assert,
  }) => {
    const owner = await db.from('gop_templates').where('id', malaysianTemplateId).firstOrFail()
    const admin = await makeUser({ permissions: all })
    const edit = await client
      .get(`${path}/${owner.business_entity_id}/edit`)
      .loginAs(admin)
      .withInertia()
    const editOptions = edit.body().props.gopTemplates as { value: string; label: string }[]
    assert.isTrue(editOptions.some((option) => option.value === String(malaysianTemplateId)))
    const createPage = await client.get(`${path}/create`).loginAs(admin).withInertia()
    const createOptions = createPage.body().props.gopTemplates as { value: string }[]
    assert.isFalse(createOptions.some((option) => option.value === String(malaysianTemplateId)))
    assert.isTrue(createOptions.some((option) => option.value === String(sharedTemplateId)))
  })

  test('the page shows the tabs, and own templates only to users who may see templates', async ({
    client,
    assert,
  }) => {
    const owner = await db.from('gop_templates').where('id', malaysianTemplateId).firstOrFail()
    const url = `${path}/${owner.business_entity_id}`
    const reader = await makeUser({ permissions: ['access-business-entities'] })
    const limited = await client.get(url).loginAs(reader).withInertia()
    limited.assertInertiaComponent('manage/business_entities/view')
    const record = limited.body().props.record as Record<string, unknown>
    assert.equal(record.gop_sending_mode, 'group-sending')
    assert.isString(record.gop_email_group_name)
    assert.isNull(limited.body().props.gopTemplates)

    const templateReader = await makeUser({
      permissions: ['access-business-entities', 'access-gop-templates'],
    })
    const full = await client.get(url).loginAs(templateReader).withInertia()
    const templates = full.body().props.gopTemplates as { rows: { id: number }[]; total: number }
    assert.equal(templates.total, 1)
    assert.equal(templates.rows[0].id, malaysianTemplateId)
  })
})
