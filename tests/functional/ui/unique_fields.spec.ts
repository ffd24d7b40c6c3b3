import { readdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { VineValidator } from '@vinejs/vine'
import { makeAdministrator } from '#tests/helpers/users'

type CompiledField = {
  fieldName?: string
  validations?: { name: string }[]
}

/** Every resource definition of app/resources (a store model and a validator). */
async function resources() {
  const found: { name: string; table: string; validator: VineValidator<never, never> }[] = []
  const files = await readdir(app.makePath('app/resources'))
  for (const file of files.filter((entry) => entry.endsWith('.ts'))) {
    const exports = await import(`#resources/${file.replace(/\.ts$/, '')}`)
    for (const [name, value] of Object.entries(exports)) {
      const resource = value as { store?: { model?: LucidModel }; validator?: unknown } | null
      const model = resource?.store?.model
      if (!model || !(resource?.validator instanceof VineValidator)) continue
      model.boot()
      found.push({ name, table: model.table, validator: resource.validator as never })
    }
  }
  return found
}

/** The rule names on each top-level field of a validator. */
function rulesByField(validator: VineValidator<never, never>) {
  const root = (validator.toJSON() as { schema: { schema: { properties?: CompiledField[] } } })
    .schema.schema
  return new Map(
    (root.properties ?? []).map((field) => [
      String(field.fieldName),
      (field.validations ?? []).map((rule) => rule.name),
    ])
  )
}

/**
 * Issue 11 §8: a duplicate (a user's email, a code, a name) was only reported by the database on
 * the next submit once the other fields were right. Every unique field now carries the shared
 * `uniqueAmongLive` rule, so the duplicate comes back with the other field errors.
 */
test.group('Unique fields', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every unique index a form can violate is checked by the validator', async ({ assert }) => {
    // Indexes are named <table>_<column>_unique (the record store maps them the same way).
    const listed: { rows: { tablename: string; indexname: string }[] } = await db.rawQuery(
      `SELECT tablename, indexname FROM pg_indexes
        WHERE schemaname = 'public' AND indexname LIKE '%\\_unique'`
    )
    const indexes = listed.rows
    const all = await resources()
    assert.isAbove(all.length, 15, 'the resources are found')
    const missing: string[] = []
    let checked = 0
    for (const { tablename, indexname } of indexes) {
      const column = indexname.slice(tablename.length + 1, -'_unique'.length)
      for (const resource of all.filter((candidate) => candidate.table === tablename)) {
        const rules = rulesByField(resource.validator).get(column)
        // A column no form posts (capabilities' names, Google ids, token digests).
        if (!rules) continue
        checked++
        if (!rules.includes('uniqueAmongLive')) missing.push(`${resource.name}.${column}`)
      }
    }
    assert.isAbove(checked, 15, 'unique fields are found')
    assert.deepEqual(missing, [])
  })

  test('a taken email comes back together with the other mistakes', async ({ client, assert }) => {
    const admin = await makeAdministrator()
    const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const response = await client
      .post('/accounts/users')
      .loginAs(admin)
      .form({
        'first_name': '',
        'last_name': 'Duplicate',
        // Any case: the index is on lower(email).
        'email': 'ADMIN@demo.test',
        'status': 'enabled',
        'password': 'Correct-Horse-42!',
        'centers[]': [String(center.id)],
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(errors.email, ['This email address is already in use.'])
    assert.deepEqual(errors.first_name, ['Please enter the first name.'])
  })

  test("a trashed user's email stays taken; one's own is not a clash on edit", async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    const trashed = await makeAdministrator()
    await db.from('users').where('id', trashed.id).update({ deleted_at: new Date() })
    const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const form = (email: string) => ({
      'first_name': 'Kept',
      'last_name': 'Address',
      email,
      'status': 'enabled',
      'password': '',
      'centers[]': [String(center.id)],
    })
    const taken = await client
      .post('/accounts/users')
      .loginAs(admin)
      .form({ ...form(trashed.email), password: 'Correct-Horse-42!' })
      .withCsrfToken()
      .redirects(0)
    const errors = taken.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(errors.email, ['This email address is already in use.'])

    const other = await makeAdministrator()
    const kept = await client
      .put(`/accounts/users/${other.id}`)
      .loginAs(admin)
      .form(form(other.email))
      .withCsrfToken()
      .redirects(0)
    kept.assertStatus(302)
    assert.notProperty(kept.flashMessage('inputErrorsBag') ?? {}, 'email')
  })

  test('a code unique per client is free under another client', async ({ client, assert }) => {
    const admin = await makeAdministrator()
    const programs: { client_id: number; code: string }[] = await db
      .from('programs')
      .whereNull('deleted_at')
      .select('client_id', 'code')
    const taken = programs[0]
    const otherClient: { id: number } = await db
      .from('clients')
      .whereNull('deleted_at')
      .whereNotIn(
        'id',
        programs.filter((program) => program.code === taken.code).map((p) => p.client_id)
      )
      .firstOrFail()
    const type: { id: number } = await db
      .from('program_types')
      .whereNull('deleted_at')
      .firstOrFail()
    const post = (clientId: number) =>
      client
        .post('/manage/programs')
        .loginAs(admin)
        .form({
          client_id: String(clientId),
          program_type_id: String(type.id),
          code: taken.code.toLowerCase(),
          name: 'Same code elsewhere',
          valid_from: '2026-01-01',
          status: 'active',
        })
        .withCsrfToken()
        .redirects(0)
    const clash = await post(taken.client_id)
    const clashErrors = clash.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(clashErrors.code, ['This program code is already in use.'])
    const free = await post(otherClient.id)
    assert.notProperty(free.flashMessage('inputErrorsBag') ?? {}, 'code')
  })
})
