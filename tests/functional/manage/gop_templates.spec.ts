import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import { gopTemplatesResource } from '#resources/gop_templates'

const delta = (...ops: object[]) => JSON.stringify({ ops: [...ops, { insert: '\n' }] })

function templateInput(n: number) {
  return {
    name: `Test letter ${n}`,
    language: 'en',
    is_enabled: '1',
    description: 'For tests.',
    body: delta(
      { insert: 'Dear ' },
      { insert: '{{provider.name}}', attributes: { bold: true } },
      { insert: ', we guarantee {{gop.currency}} {{gop.amount}} for {{member.full_name}}.' }
    ),
  }
}

resourceContract({
  title: 'GOP templates',
  path: '/manage/gop-templates',
  table: 'gop_templates',
  component: 'manage/gop_templates',
  subjectType: 'gop_template',
  permissions: gopTemplatesResource.permissions,
  validInput: templateInput,
  update: { input: { language: 'th' }, column: 'language', value: 'th' },
  invalid: [
    { input: { name: 'x' }, field: 'name' },
    { input: { language: 'xx' }, field: 'language' },
    { input: { body: '' }, field: 'body' },
    { input: { body: delta({ insert: '   ' }) }, field: 'body' },
    { input: { body: '{"ops":' }, field: 'body' },
    { input: { body: delta({ insert: 'Dear {{provider.nmae}}' }) }, field: 'body' },
    { input: { business_entity_id: '999999' }, field: 'business_entity_id' },
  ],
  unique: {
    field: 'name',
    input: (existing) => ({ name: String(existing.name).toUpperCase() }),
    message: 'This template name is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'standard', expect: (row) => /standard/i.test(String(row.name)) },
    filter: { key: 'owner', value: 'company', expect: (row) => row.owner === null },
  },
})

test.group('GOP templates: placeholders and safety', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function post(client: import('@japa/api-client').ApiClient, body: string) {
    const admin = await makeUser({ permissions: Object.values(gopTemplatesResource.permissions) })
    return client
      .post('/manage/gop-templates')
      .loginAs(admin)
      .form({ ...templateInput(Date.now()), body })
      .withCsrfToken()
      .redirects(0)
  }

  function bodyError(response: { flashMessage(key: string): unknown }) {
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]> | undefined
    return errors?.body?.[0]
  }

  test('names the unknown placeholder, braces intact', async ({ client, assert }) => {
    const response = await post(client, delta({ insert: 'For {{member.fullname}} only' }))
    assert.equal(
      bodyError(response),
      'Unknown placeholders: {{member.fullname}}. Choose from the list of placeholders.'
    )
  })

  test('refuses a malformed placeholder', async ({ client, assert }) => {
    const response = await post(client, delta({ insert: 'For {{Member Name}} only' }))
    assert.match(bodyError(response) ?? '', /not valid placeholders: \{\{Member Name\}\}/)
  })

  test('refuses a placeholder split by formatting', async ({ client, assert }) => {
    const response = await post(
      client,
      delta({ insert: 'For {{member.' }, { insert: 'full_name}}', attributes: { bold: true } })
    )
    assert.match(bodyError(response) ?? '', /as a whole.*\{\{member\.full_name\}\}/)
  })

  test('stores a crafted javascript: link as blank', async ({ client, assert }) => {
    const response = await post(
      client,
      delta(
        { insert: 'Dear {{provider.name}}, ' },
        { insert: 'click', attributes: { link: 'javascript:alert(document.cookie)' } }
      )
    )
    response.assertStatus(302)
    const id = Number(response.header('location')?.split('/').pop())
    const row = await db.from('gop_templates').where('id', id).firstOrFail()
    const link = row.body.ops.find((op: { attributes?: { link?: string } }) => op.attributes?.link)
    assert.equal(link.attributes.link, 'about:blank')
  })

  test("a business entity's template is listed under its owner filter", async ({
    client,
    assert,
  }) => {
    const owner: { business_entity_id: number } = await db
      .from('gop_templates')
      .whereNotNull('business_entity_id')
      .firstOrFail()
    const reader = await makeUser({ permissions: ['access-gop-templates'] })
    const response = await client
      .get(`/manage/gop-templates?filters[owner]=${owner.business_entity_id}`)
      .loginAs(reader)
      .withInertia()
    const rows = response.body().props.rows as { business_entity_id: number; owner: string }[]
    assert.isAbove(rows.length, 0)
    assert.isTrue(rows.every((row) => row.business_entity_id === owner.business_entity_id))
    assert.isString(rows[0].owner)
  })
})
