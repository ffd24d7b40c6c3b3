import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { resourceContract } from '#tests/helpers/resource_contract'
import { verificationFormsResource } from '#resources/verification_forms'
import { SPEC_INSURERS } from '#contracts/policy_verification'

/** A form's fields as the editor posts them: `fields.0.key`, `fields.0.required`… */
function postedFields(fields: { key: string; required?: boolean; label?: string }[]) {
  const posted: Record<string, string> = {}
  fields.forEach((field, index) => {
    posted[`fields.${index}.key`] = field.key
    posted[`fields.${index}.required`] = field.required ? '1' : '0'
    if (field.label !== undefined) posted[`fields.${index}.label`] = field.label
  })
  return posted
}

resourceContract({
  title: 'Verification forms',
  path: '/manage/verification-forms',
  table: 'verification_forms',
  component: 'manage/verification_forms',
  subjectType: 'verification_form',
  permissions: verificationFormsResource.permissions,
  validInput: (n) => ({
    name: `Test Insurer ${n}`,
    slug: `test-insurer-${n}`,
    permission: 'verify-zurich',
    ...postedFields([
      { key: 'policy_number', required: true, label: 'Certificate number' },
      { key: 'member_name', required: true },
      { key: 'remarks' },
    ]),
  }),
  update: { input: { name: 'Renamed insurer' }, column: 'name', value: 'Renamed insurer' },
  invalid: [
    { input: { name: '' }, field: 'name' },
    { input: { slug: 'Has Spaces' }, field: 'slug' },
    { input: { slug: 'requests' }, field: 'slug' },
    { input: { permission: 'access-cases' }, field: 'permission' },
    { input: { 'fields.0.key': 'blood_type' }, field: 'fields.0.key' },
    // One field asked twice.
    { input: { 'fields.1.key': 'policy_number' }, field: 'fields' },
    { input: { 'fields.0.label': 'x'.repeat(81) }, field: 'fields.0.label' },
    { input: { client_id: '2147483648' }, field: 'client_id' },
    { input: { email_group_id: '999999' }, field: 'email_group_id' },
  ],
  unique: {
    field: 'slug',
    input: (existing) => ({ slug: existing.slug, permission: existing.permission }),
    message: 'This address is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'pacific', expect: (row) => /pacific/i.test(String(row.name)) },
  },
})

test.group('Verification forms: what the resource decides', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the insurers SPEC.md names each have their form, under their own permission', async ({
    assert,
  }) => {
    const forms: { slug: string; permission: string; fields: { key: string }[] }[] = await db
      .from('verification_forms')
      .whereNull('deleted_at')
      .select('slug', 'permission', 'fields')
    for (const insurer of SPEC_INSURERS) {
      const form = forms.find((one) => one.slug === insurer.slug)
      assert.exists(form, insurer.slug)
      assert.equal(form!.permission, insurer.permission)
      assert.isAbove(form!.fields.length, 2)
    }
    assert.lengthOf(SPEC_INSURERS, 7)
  })

  test('an insurer SPEC.md names keeps its own permission; a new slug is made once and kept', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({
      permissions: Object.values(verificationFormsResource.permissions),
    })
    const form: { id: number; slug: string } = await db
      .from('verification_forms')
      .where('slug', 'zurich')
      .whereNull('deleted_at')
      .firstOrFail()
    const refused = await client
      .put(`/manage/verification-forms/${form.id}`)
      .loginAs(admin)
      .form({
        name: 'Zurich',
        permission: 'verify-great-eastern',
        ...postedFields([{ key: 'policy_number', required: true }]),
      })
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    const errors = refused.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.include(Object.keys(errors), 'permission')

    const created = await client
      .post('/manage/verification-forms')
      .loginAs(admin)
      .form({
        name: 'Etiqa Takaful',
        permission: 'verify-takaful-brunei',
        ...postedFields([{ key: 'member_name', required: true }, { key: 'provider' }]),
      })
      .withCsrfToken()
      .redirects(0)
    created.assertStatus(302)
    const made: { id: number; slug: string; fields: unknown } = await db
      .from('verification_forms')
      .where('name', 'Etiqa Takaful')
      .firstOrFail()
    assert.equal(made.slug, 'etiqa-takaful')
    assert.deepEqual(made.fields, [
      { key: 'member_name', required: true, label: null },
      { key: 'provider', required: false, label: null },
    ])
    await client
      .put(`/manage/verification-forms/${made.id}`)
      .loginAs(admin)
      .form({
        name: 'Etiqa Family Takaful',
        slug: 'something-else',
        permission: 'verify-takaful-brunei',
        ...postedFields([{ key: 'member_name', required: true }]),
      })
      .withCsrfToken()
      .redirects(0)
    const after: { slug: string; name: string } = await db
      .from('verification_forms')
      .where('id', made.id)
      .firstOrFail()
    assert.equal(after.slug, 'etiqa-takaful')
    assert.equal(after.name, 'Etiqa Family Takaful')
  })
})
