import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ClientFactory } from '#factories/client_factory'
import { ProgramFactory } from '#factories/program_factory'
import { MemberFactory } from '#factories/member_factory'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import type {
  ClientInfo,
  CreatedCaseMember,
  FieldErrors,
  NewMemberOptions,
  ProgramInfo,
  ProviderInfo,
} from '#contracts/case_lookups'

/** What an agent opening cases holds: the case form's own endpoints need no more. */
const CASE_FORM: Permission[] = ['access-cases', 'create-case']

/** Ids no record can have: each is a 404 (the route's matcher), never a 500. */
const HOSTILE_IDS = ['abc', '-1', '0', '1.5', '2147483648', '9'.repeat(40), '1e3', '%00']

async function countryId() {
  const row: { id: number } = await db.from('countries').whereNull('deleted_at').firstOrFail()
  return row.id
}

async function programTypeWithDescription() {
  const now = new Date()
  const [row] = await db
    .insertQuery()
    .table('program_types')
    .insert({
      name: `Travel medical ${Date.now()}`,
      description: 'Emergency medical treatment and evacuation while travelling abroad.',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  return (row as { id: number }).id
}

async function provider(status: string, extra: Record<string, unknown> = {}) {
  const now = new Date()
  const [row] = await db
    .insertQuery()
    .table('providers')
    .insert({
      code: `PV-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Bangkok Hospital Phuket',
      provider_type: 'hospital',
      status,
      country_id: await countryId(),
      city: 'Phuket',
      address: '2/1 Hongyok Utis Road',
      phone: '+66 76 254 425',
      email: 'intl@bhp.example',
      website: 'https://bhp.example',
      created_at: now,
      updated_at: now,
      ...extra,
    })
    .returning('id')
  return (row as { id: number }).id
}

function lookup(client: ApiClient, path: string, permissions: Permission[] = CASE_FORM) {
  return makeUser({ permissions }).then((user) =>
    client.get(`/navigate/cases/lookup/${path}`).loginAs(user).header('accept', 'application/json')
  )
}

test.group('Case form popups: client, program type and provider info', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('client info tells who the client is and how to reach and bill them', async ({
    client,
    assert,
  }) => {
    const record = await ClientFactory.merge({
      contactName: 'Aisha Rahman',
      phone: '+60 3 2161 0000',
      paymentTermsDays: 45,
    }).create()
    const response = await lookup(client, `clients/${record.id}`)
    response.assertStatus(200)
    const body = response.body() as ClientInfo
    assert.equal(body.id, record.id)
    assert.equal(body.name, record.name)
    assert.equal(body.code, record.code)
    assert.equal(body.type, 'Insurer')
    assert.equal(body.status, 'enabled')
    assert.equal(body.contact_name, 'Aisha Rahman')
    assert.equal(body.phone, '+60 3 2161 0000')
    assert.equal(body.billing_currency, 'MYR')
    assert.equal(body.payment_terms_days, 45)
    assert.isString(body.country)
    // Only what the popup shows: no audit columns, no foreign keys.
    assert.notProperty(body, 'created_at')
    assert.notProperty(body, 'country_id')
  })

  test('program type info gives the type and what it covers with the program’s own terms', async ({
    client,
    assert,
  }) => {
    const typeId = await programTypeWithDescription()
    const program = await ProgramFactory.merge({
      programTypeId: typeId,
      coverageSummary: 'Inpatient up to USD 100,000 per trip.',
      validTo: DateTime.now().minus({ days: 1 }),
      validFrom: DateTime.now().minus({ years: 1 }),
    }).create()
    const response = await lookup(client, `programs/${program.id}`)
    response.assertStatus(200)
    const body = response.body() as ProgramInfo
    assert.equal(body.name, program.name)
    assert.equal(body.code, program.code)
    assert.match(body.type.name, /^Travel medical/)
    assert.equal(
      body.type.description,
      'Emergency medical treatment and evacuation while travelling abroad.'
    )
    assert.equal(body.coverage_summary, 'Inpatient up to USD 100,000 per trip.')
    assert.equal(body.valid_to, program.validTo!.toISODate())
    assert.equal(body.valid_from, program.validFrom.toISODate())
    // Stored active, but its last day has passed: it reads as expired.
    assert.equal(body.status, 'expired')
    assert.equal(body.status_label, 'Expired')
  })

  test('provider info flags its status and lists how to reach it', async ({ client, assert }) => {
    const id = await provider('black-listed', { notes: 'Overbilling found in the 2025 audit.' })
    const now = new Date()
    await db
      .insertQuery()
      .table('provider_contacts')
      .multiInsert([
        {
          provider_id: id,
          sort_order: 1,
          name: 'Second',
          position: null,
          phone: null,
          email: 'b@bhp.example',
          created_at: now,
          updated_at: now,
        },
        {
          provider_id: id,
          sort_order: 0,
          name: 'Nok Srisuk',
          position: 'International desk',
          phone: '+66 81 000 0000',
          email: null,
          created_at: now,
          updated_at: now,
        },
      ])
    const response = await lookup(client, `providers/${id}`)
    response.assertStatus(200)
    const body = response.body() as ProviderInfo
    assert.equal(body.status, 'black-listed')
    assert.equal(body.status_label, 'Black listed')
    assert.equal(body.type, 'Hospital')
    assert.equal(body.notes, 'Overbilling found in the 2025 audit.')
    assert.equal(body.phone, '+66 76 254 425')
    assert.equal(body.email, 'intl@bhp.example')
    assert.equal(body.city, 'Phuket')
    assert.deepEqual(
      body.contacts.map((contact) => contact.name),
      ['Nok Srisuk', 'Second']
    )
    assert.deepEqual(body.contacts[0], {
      name: 'Nok Srisuk',
      position: 'International desk',
      phone: '+66 81 000 0000',
      email: null,
    })
  })

  test('an unknown or trashed record is a 404', async ({ client }) => {
    const trashedClient = await ClientFactory.merge({ deletedAt: DateTime.now() }).create()
    const trashedProgram = await ProgramFactory.merge({ deletedAt: DateTime.now() }).create()
    const trashedProvider = await provider('validated', { deleted_at: new Date() })
    for (const path of [
      `clients/${trashedClient.id}`,
      `programs/${trashedProgram.id}`,
      `providers/${trashedProvider}`,
      'clients/2147483647',
      'programs/2147483647',
      'providers/2147483647',
    ]) {
      const response = await lookup(client, path)
      response.assertStatus(404)
    }
  })

  test('an id no record can have is a clean 404', async ({ client, assert }) => {
    const user = await makeUser({ permissions: CASE_FORM })
    for (const kind of ['clients', 'programs', 'providers']) {
      for (const id of HOSTILE_IDS) {
        const response = await client
          .get(`/navigate/cases/lookup/${kind}/${id}`)
          .loginAs(user)
          .header('accept', 'application/json')
        assert.equal(response.status(), 404, `${kind}/${id}`)
      }
    }
  })

  test('who may not open or edit a case gets 403', async ({ client }) => {
    const record = await ClientFactory.create()
    // access-cases alone (a viewer of the list), and the case form's permissions without it.
    for (const permissions of [
      ['access-cases'],
      ['create-case', 'update-case'],
    ] as Permission[][]) {
      for (const path of [`clients/${record.id}`, 'programs/1', 'providers/1']) {
        const response = await lookup(client, path, permissions)
        response.assertStatus(403)
      }
    }
    // Editing a case is enough.
    const editor = await lookup(client, `clients/${record.id}`, ['access-cases', 'update-case'])
    editor.assertStatus(200)
  })

  test('a guest is sent to sign in', async ({ client, assert }) => {
    const record = await ClientFactory.create()
    const page = await client.get(`/navigate/cases/lookup/clients/${record.id}`).redirects(0)
    page.assertStatus(302)
    assert.equal(page.header('location'), '/login')
    const json = await client
      .get(`/navigate/cases/lookup/clients/${record.id}`)
      .header('accept', 'application/json')
      .redirects(0)
    json.assertStatus(401)
  })
})

test.group('Case form popups: a new member from the case form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const CREATOR: Permission[] = [...CASE_FORM, 'create-member']

  async function post(client: ApiClient, body: Record<string, unknown>, permissions = CREATOR) {
    const user = await makeUser({ permissions })
    const response = await client
      .post('/navigate/cases/members')
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json(body)
    return { user, response }
  }

  async function validInput() {
    const program = await ProgramFactory.create()
    return {
      first_name: 'Mei Ling',
      last_name: `Tan ${Date.now()}`,
      gender: 'female',
      date_of_birth: '1985-04-12',
      client_id: program.clientId,
      program_id: program.id,
      policy_number: `NEW-${Date.now()}`,
      policy_valid_from: '2026-01-01',
      policy_valid_to: '2026-12-31',
      relationship: 'self',
    }
  }

  test('the dialog’s choices are the members form’s own lists', async ({ client, assert }) => {
    const program = await ProgramFactory.create()
    const user = await makeUser({ permissions: CREATOR })
    const response = await client
      .get('/navigate/cases/members/new')
      .loginAs(user)
      .header('accept', 'application/json')
    response.assertStatus(200)
    const body = response.body() as NewMemberOptions
    assert.isTrue(body.clients.some((option) => option.value === String(program.clientId)))
    assert.isTrue(
      body.programs.some(
        (option) =>
          option.value === String(program.id) && option.client_id === String(program.clientId)
      )
    )
    assert.deepEqual(
      body.genders.map((option) => option.value),
      ['male', 'female']
    )
  })

  test('a member is created, logged in the same write, and answered as the search finds one', async ({
    client,
    assert,
  }) => {
    const input = await validInput()
    const { user, response } = await post(client, input)
    response.assertStatus(201)
    const { member } = response.body() as { member: CreatedCaseMember }
    const row = await db.from('members').where('policy_number', input.policy_number).firstOrFail()
    assert.equal(member.id, row.id)
    assert.equal(member.name, `${input.last_name}, Mei Ling`)
    assert.equal(member.client_id, input.client_id)
    assert.equal(member.program_id, input.program_id)
    assert.equal(member.date_of_birth, '1985-04-12')
    assert.equal(member.policy_valid_to, '2026-12-31')
    assert.equal(row.relationship, 'self')
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'member', subject_id: String(row.id) })
    assert.lengthOf(logged, 1)
    assert.equal(logged[0].user_id, user.id)
  })

  test('each refused field is answered beside itself and nothing is written', async ({
    client,
    assert,
  }) => {
    const [{ total: before }] = await db.from('members').count('* as total')
    const empty = await post(client, {})
    empty.response.assertStatus(422)
    const errors = (empty.response.body() as { errors: FieldErrors }).errors
    for (const field of [
      'first_name',
      'last_name',
      'gender',
      'date_of_birth',
      'client_id',
      'policy_number',
      'relationship',
    ]) {
      assert.isString(errors[field], field)
    }

    const input = await validInput()
    const otherProgram = await ProgramFactory.create()
    const wrong = await post(client, {
      ...input,
      program_id: otherProgram.id,
      policy_valid_from: '2026-06-01',
      policy_valid_to: '2026-01-01',
      date_of_birth: DateTime.now().plus({ days: 2 }).toISODate(),
      gender: 'x',
    })
    wrong.response.assertStatus(422)
    const refused = (wrong.response.body() as { errors: FieldErrors }).errors
    assert.equal(refused.program_id, "Please choose one of the client's programs.")
    assert.equal(refused.policy_valid_to, 'The policy end date cannot be before its start date.')
    assert.equal(refused.date_of_birth, 'The date of birth cannot be in the future.')
    assert.isString(refused.gender)
    assert.notProperty(refused, 'first_name')

    // Hostile values are field errors too, never a 500.
    const hostile = await post(client, {
      ...input,
      client_id: '2147483648',
      first_name: 'a'.repeat(500),
      date_of_birth: '1985-02-30',
    })
    hostile.response.assertStatus(422)
    const hostileErrors = (hostile.response.body() as { errors: FieldErrors }).errors
    assert.properties(hostileErrors, ['client_id', 'first_name', 'date_of_birth'])

    const [{ total: after }] = await db.from('members').count('* as total')
    assert.equal(Number(after), Number(before))
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'member' })
      .where('created_at', '>', DateTime.now().minus({ minutes: 1 }).toJSDate())
    assert.lengthOf(logged, 0)
  })

  test('a possible duplicate is refused once, then saved when the agent says so', async ({
    client,
    assert,
  }) => {
    const existing = await MemberFactory.merge({
      firstName: 'Wei',
      lastName: 'Chen',
      dateOfBirth: DateTime.fromISO('1970-01-01'),
    }).create()
    const input = {
      first_name: 'Wei',
      last_name: 'Chen',
      gender: 'male',
      date_of_birth: '1970-01-01',
      client_id: existing.clientId,
      policy_number: `DUP-${Date.now()}`,
      relationship: 'self',
    }
    const warned = await post(client, input)
    warned.response.assertStatus(422)
    assert.match(
      (warned.response.body() as { errors: FieldErrors }).errors.last_name,
      /^Possible duplicate/
    )
    const saved = await post(client, { ...input, allow_duplicate: true })
    saved.response.assertStatus(201)
  })

  test('without create-member the server refuses and writes nothing', async ({
    client,
    assert,
  }) => {
    const input = await validInput()
    const withoutCreate = await post(client, input, CASE_FORM)
    withoutCreate.response.assertStatus(403)
    // create-member alone is not the case form: the members page is where that user adds one.
    const withoutCase = await post(client, input, ['access-cases', 'create-member'])
    withoutCase.response.assertStatus(403)
    const options = await makeUser({ permissions: CASE_FORM }).then((user) =>
      client.get('/navigate/cases/members/new').loginAs(user).header('accept', 'application/json')
    )
    options.assertStatus(403)
    assert.isNull(await db.from('members').where('policy_number', input.policy_number).first())
  })

  test('no half-write: a failed log row takes the member back with it', async ({
    client,
    assert,
  }) => {
    // Inside the test's own transaction (rolled back after it): the log refuses member rows.
    await db.rawQuery(`
      CREATE FUNCTION test_refuse_member_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`)
    await db.rawQuery(`
      CREATE TRIGGER test_refuse_member_log BEFORE INSERT ON activity_logs FOR EACH ROW
      WHEN (NEW.subject_type = 'member') EXECUTE FUNCTION test_refuse_member_log()`)
    const input = await validInput()
    const { response } = await post(client, input)
    response.assertStatus(500)
    assert.isNull(await db.from('members').where('policy_number', input.policy_number).first())
  })

  test('a guest is sent to sign in and nothing is written', async ({ client, assert }) => {
    const input = await validInput()
    const response = await client
      .post('/navigate/cases/members')
      .withCsrfToken()
      .json(input)
      .redirects(0)
    response.assertStatus(302)
    assert.isNull(await db.from('members').where('policy_number', input.policy_number).first())
  })
})
