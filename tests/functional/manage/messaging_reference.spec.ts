import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { resourceContract } from '#tests/helpers/resource_contract'
import { emailGroupsResource, whatsAppTemplatesResource } from '#resources/messaging'
import { isListAddress, splitEmailList } from '#validators/rules/email_list'
import { placeholderNumbers } from '#validators/rules/placeholders'

resourceContract({
  title: 'Email groups',
  path: '/manage/email-groups',
  table: 'email_groups',
  component: 'manage/email_groups',
  subjectType: 'email_group',
  permissions: emailGroupsResource.permissions,
  validInput: (n) => ({
    name: `Test group ${n}`,
    addresses: `a${n}@example.com\nb${n}@example.com, a${n}@EXAMPLE.com`,
  }),
  update: { input: { name: 'Renamed group' }, column: 'name', value: 'Renamed group' },
  invalid: [
    { input: { addresses: 'good@example.com, not-an-email' }, field: 'addresses' },
    { input: { addresses: 'good@example.com, Bcc:evil@x.test' }, field: 'addresses' },
    { input: { addresses: ' ,; ' }, field: 'addresses' },
    { input: { name: '' }, field: 'name' },
  ],
  unique: {
    field: 'name',
    input: (existing) => ({ name: String(existing.name).toLowerCase() }),
    message: 'This name is already in use.',
  },
  list: {
    sortKey: 'name',
    search: {
      term: 'alliedbankers',
      expect: (row) => String(row.addresses).includes('alliedbankers'),
    },
  },
})

resourceContract({
  title: 'WhatsApp templates',
  path: '/manage/whats-app-templates',
  table: 'whats_app_templates',
  component: 'manage/whats_app_templates',
  subjectType: 'whats_app_template',
  permissions: whatsAppTemplatesResource.permissions,
  validInput: (n) => ({
    name: `test_template_${n}`,
    language: 'en',
    category: 'UTILITY',
    body: 'Hello {{1}}, your case {{2}} is open.',
    status: 'draft',
  }),
  update: { input: { status: 'pending' }, column: 'status', value: 'pending' },
  invalid: [
    { input: { name: 'Has Spaces' }, field: 'name' },
    { input: { body: 'Hello {{2}}' }, field: 'body' },
    { input: { body: 'Hello {{name}}' }, field: 'body' },
    { input: { category: 'SPAM' }, field: 'category' },
  ],
  unique: {
    field: 'name',
    input: (existing) => ({ name: existing.name, language: existing.language }),
    message: 'This template name for this language is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'passport', expect: (row) => /passport/i.test(String(row.body)) },
    filter: { key: 'language', value: 'ms', expect: (row) => row.language === 'ms' },
  },
})

test.group('Messaging reference helpers', () => {
  test('splits address lists and drops duplicates', ({ assert }) => {
    assert.deepEqual(splitEmailList('a@x.io\nb@x.io; A@X.io,,c@x.io '), [
      'a@x.io',
      'b@x.io',
      'c@x.io',
    ])
  })

  test('reads placeholder numbers in order', ({ assert }) => {
    assert.deepEqual(placeholderNumbers('{{2}} then {{ 1 }} and {{2}}'), [2, 1, 2])
  })

  test('explains placeholder mistakes with the braces intact', async ({ assert }) => {
    const { whatsAppTemplateValidator } = await import('#validators/messaging')
    const base = { name: 'x', language: 'en', category: 'UTILITY', status: 'draft' }
    const messageFor = async (body: string) => {
      try {
        await whatsAppTemplateValidator.validate({ ...base, body })
        return null
      } catch (error) {
        return (error as { messages: { field: string; message: string }[] }).messages.find(
          (message) => message.field === 'body'
        )?.message
      }
    }
    assert.equal(
      await messageFor('Hi {{2}}'),
      'Placeholders must be numbered {{1}}, {{2}}, … without gaps.'
    )
    assert.equal(await messageFor('Hi {{name}}'), 'Use placeholders of the form {{1}}.')
    assert.isNull(await messageFor('Hi {{1}} and {{2}}'))
  })
})

test.group('Email groups: only valid addresses are stored', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each malformed address is refused by its place and its text, and nothing is stored', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: Object.values(emailGroupsResource.permissions) })
    const addresses = [
      'ops@assist.test',
      'Bcc:evil@x.test',
      'Subject:x@y.test',
      'a@b.test>',
      '<c@d.test>',
      '"quoted"@x.test',
      'spoof@x\u202Etset.io',
      'last@assist.test',
    ].join('\n')
    const response = await client
      .post('/manage/email-groups')
      .loginAs(user)
      .withCsrfToken()
      .form({ name: 'Hostile addresses', addresses })
      .redirects(0)
    response.assertStatus(302)
    const errors = (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> })
      .inputErrorsBag
    assert.equal(
      errors?.addresses?.[0],
      'Address 2, “Bcc:evil@x.test”, is not a valid email address. ' +
        'Address 3, “Subject:x@y.test”, is not a valid email address. ' +
        'Address 4, “a@b.test>”, is not a valid email address. ' +
        'Address 5, “<c@d.test>”, is not a valid email address. ' +
        'Address 6, “"quoted"@x.test”, is not a valid email address. ' +
        '1 more is not valid either.'
    )
    assert.lengthOf(await db.from('email_groups').where('name', 'Hostile addresses'), 0)

    // The invisible override is named, not obeyed.
    const spoofed = await client
      .post('/manage/email-groups')
      .loginAs(user)
      .withCsrfToken()
      .form({ name: 'Spoofed address', addresses: 'ops@assist.test, spoof@x\u202Etset.io' })
      .redirects(0)
    const spoofErrors = (spoofed.flashMessages() as { inputErrorsBag?: Record<string, string[]> })
      .inputErrorsBag
    assert.equal(
      spoofErrors?.addresses?.[0],
      'Address 2, “spoof@x[U+202E]tset.io”, is not a valid email address.'
    )

    const valid = await client
      .post('/manage/email-groups')
      .loginAs(user)
      .withCsrfToken()
      .form({ name: 'Valid addresses', addresses: "ops@assist.test; o'brien+gop@sub.assist.test" })
      .redirects(0)
    valid.assertStatus(302)
    const row = await db.from('email_groups').where('name', 'Valid addresses').firstOrFail()
    assert.deepEqual(row.addresses, ['ops@assist.test', "o'brien+gop@sub.assist.test"])
  })

  test('a list address is what a single email field accepts, bare', ({ assert }) => {
    for (const address of ['a@b.test', 'first.last+tag@sub.example.com', 'ünï@example.de']) {
      assert.isTrue(isListAddress(address), address)
    }
    for (const address of [
      'Bcc:evil@x.test',
      'a@b.test>',
      'Name <a@b.test>',
      '"a"@b.test',
      'a@localhost',
      'a..b@x.test',
      'a@b.test\u200B',
      `${'a'.repeat(250)}@b.test`,
    ]) {
      assert.isFalse(isListAddress(address), address)
    }
  })
})
