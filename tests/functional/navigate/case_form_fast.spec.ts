import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { MemberFactory } from '#factories/member_factory'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import type { CreatedCaseMember, IncidentTypeScripts } from '#contracts/case_lookups'
import type { lookUpCaseMembers } from '#resources/cases'
import type { Json } from '#contracts/page_props'
import { centerToday } from '#services/center_today'
import { shiftYears } from '#contracts/calendar_days'
import Center from '#models/center'

/*
 * Issue 29, "Open the case fast", on the server: the call scripts beside the form (a JSON route
 * for who opens or edits cases), the member search's date of birth and standing on the policy,
 * the place's time zone, and the admission day's range.
 */

/** A match of the member search as the form receives it. */
type CaseMemberMatch = Json<Awaited<ReturnType<typeof lookUpCaseMembers>>>[number]

/** What an agent opening cases holds: the case form's own endpoints need no more. */
const CASE_FORM: Permission[] = ['access-cases', 'create-case']

/** Ids no record can have: each is a 404 (the route's matcher), never a 500. */
const HOSTILE_IDS = ['abc', '-1', '0', '1.5', '2147483648', '9'.repeat(40), '1e3', '%00', 'null']

async function typeId(name: string) {
  const row: { id: number } = await db
    .from('incident_types')
    .where('name', name)
    .whereNull('deleted_at')
    .firstOrFail()
  return row.id
}

async function script(incidentTypeId: number, title: string, extra: Record<string, unknown> = {}) {
  const now = new Date()
  const [row] = await db
    .insertQuery()
    .table('incident_scripts')
    .insert({
      incident_type_id: incidentTypeId,
      title,
      body: JSON.stringify({ ops: [{ insert: `${title}: ask where the member is now.\n` }] }),
      is_enabled: true,
      created_at: now,
      updated_at: now,
      ...extra,
    })
    .returning('id')
  return (row as { id: number }).id
}

/** A fresh incident type of its own (no seeded scripts), so the panel's list is exactly known. */
async function newType() {
  const now = new Date()
  const [row] = await db
    .insertQuery()
    .table('incident_types')
    .insert({ name: `Scripted ${Date.now()}`, created_at: now, updated_at: now })
    .returning('id')
  return (row as { id: number }).id
}

function scriptsOf(client: ApiClient, id: number | string, permissions = CASE_FORM) {
  return makeUser({ permissions }).then((user) =>
    client
      .get(`/navigate/cases/lookup/incident-types/${id}/scripts`)
      .loginAs(user)
      .header('accept', 'application/json')
  )
}

/** The status the scripts route answers this user with. */
async function statusOf(client: ApiClient, id: number | string, permissions = CASE_FORM) {
  const response = await scriptsOf(client, id, permissions)
  return response.status()
}

test.group('Case form: the incident type’s call scripts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the type’s live, enabled scripts by title, with their bodies', async ({
    client,
    assert,
  }) => {
    const id = await newType()
    await script(id, 'Opening questions')
    await script(id, 'Admission check')
    await script(id, 'Old script', { is_enabled: false })
    await script(id, 'Trashed script', { deleted_at: new Date() })
    const other = await typeId('Travel')
    await script(other, 'Another type’s script')

    const response = await scriptsOf(client, id)
    response.assertStatus(200)
    const body = response.body() as IncidentTypeScripts
    assert.equal(body.incident_type.id, id)
    assert.deepEqual(
      body.scripts.map((entry) => entry.title),
      ['Admission check', 'Opening questions']
    )
    assert.deepEqual(body.scripts[0].body, {
      ops: [{ insert: 'Admission check: ask where the member is now.\n' }],
    })
    // Only what the panel shows.
    assert.notProperty(body.scripts[0], 'is_enabled')
    assert.notProperty(body.scripts[0], 'created_at')
  })

  test('a type without scripts answers an empty list; an unknown or trashed type is a 404', async ({
    client,
    assert,
  }) => {
    const id = await newType()
    const empty = await scriptsOf(client, id)
    empty.assertStatus(200)
    assert.deepEqual((empty.body() as IncidentTypeScripts).scripts, [])

    const trashed = await newType()
    await db.from('incident_types').where('id', trashed).update({ deleted_at: new Date() })
    assert.equal(await statusOf(client, trashed), 404)
    assert.equal(await statusOf(client, 2147483647), 404)
  })

  test('an id no record can have is a clean 404', async ({ client, assert }) => {
    const user = await makeUser({ permissions: CASE_FORM })
    for (const id of HOSTILE_IDS) {
      const response = await client
        .get(`/navigate/cases/lookup/incident-types/${id}/scripts`)
        .loginAs(user)
        .header('accept', 'application/json')
      assert.equal(response.status(), 404, `id ${id}`)
    }
  })

  test('scripts belong to no center: the same answer in every center', async ({
    client,
    assert,
  }) => {
    const id = await newType()
    await script(id, 'Opening questions')
    const answers = []
    for (const center of ['KUL', 'MNL']) {
      const user = await makeUser({ permissions: CASE_FORM, centers: [center] })
      const response = await client
        .get(`/navigate/cases/lookup/incident-types/${id}/scripts`)
        .loginAs(user)
        .header('accept', 'application/json')
      response.assertStatus(200)
      answers.push(response.body())
    }
    assert.deepEqual(answers[0], answers[1])
  })

  test('read by who opens or edits cases; anyone else is refused, a guest sent to sign in', async ({
    client,
    assert,
  }) => {
    const id = await typeId('Medical')
    assert.equal(await statusOf(client, id, ['access-cases', 'update-case']), 200)
    // The list alone, or Manage › Incident scripts alone, is not the case form.
    assert.equal(await statusOf(client, id, ['access-cases']), 403)
    assert.equal(await statusOf(client, id, ['create-case']), 403)
    assert.equal(await statusOf(client, id, ['access-incident-scripts']), 403)
    const guest = await client
      .get(`/navigate/cases/lookup/incident-types/${id}/scripts`)
      .redirects(0)
    assert.include([302, 401], guest.status())
  })
})

test.group('Case form: the member search tells namesakes apart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each match carries its date of birth and its standing on the policy', async ({
    client,
    assert,
  }) => {
    const surname = `Bautistaq${Date.now()}`
    const mother = await MemberFactory.merge({
      lastName: surname,
      firstName: 'Maria',
      dateOfBirth: DateTime.fromISO('1961-04-02'),
    }).create()
    const daughter = await MemberFactory.merge({
      lastName: surname,
      firstName: 'Maria',
      dateOfBirth: DateTime.fromISO('1994-09-17'),
      clientId: mother.clientId,
      policyNumber: mother.policyNumber,
      principalMemberId: mother.id,
      relationship: 'daughter',
    }).create()
    const user = await makeUser({ permissions: CASE_FORM })
    const response = await client
      .get('/navigate/cases/members')
      .qs({ q: surname.toLowerCase() })
      .loginAs(user)
      .header('accept', 'application/json')
    response.assertStatus(200)
    const members = (response.body() as { members: CaseMemberMatch[] }).members
    const byId = new Map(members.map((member) => [member.id, member]))
    assert.deepInclude(byId.get(mother.id), {
      date_of_birth: '1961-04-02',
      principal: true,
      relationship: 'Self',
    })
    assert.deepInclude(byId.get(daughter.id), {
      date_of_birth: '1994-09-17',
      principal: false,
      relationship: 'Daughter',
    })
  })

  test('a member created from the form is answered the same way, as a principal', async ({
    client,
    assert,
  }) => {
    const program: { id: number; client_id: number } = await db
      .from('programs')
      .whereNull('deleted_at')
      .orderBy('id')
      .select('id', 'client_id')
      .firstOrFail()
    const user = await makeUser({ permissions: [...CASE_FORM, 'create-member'] })
    const response = await client
      .post('/navigate/cases/members')
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({
        first_name: 'Quentin',
        last_name: 'Zzyzx',
        gender: 'male',
        date_of_birth: '1984-03-02',
        client_id: program.client_id,
        program_id: program.id,
        policy_number: `ZQ-${Date.now()}`,
        policy_valid_from: '2026-01-01',
        policy_valid_to: '2026-12-31',
        relationship: 'self',
      })
    assert.equal(response.status(), 201, JSON.stringify(response.body()))
    const { member } = response.body() as { member: CreatedCaseMember }
    assert.equal(member.principal, true)
    assert.equal(member.relationship, 'Self')
    assert.equal(member.date_of_birth, '1984-03-02')
  })
})

test.group('Case form: the place’s time zone and the admission day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const PERMISSIONS: Permission[] = ['access-cases', 'create-case', 'view-case', 'update-case']

  async function country(code: string) {
    const row: { id: number } = await db.from('countries').where('code', code).firstOrFail()
    return row.id
  }

  /** A valid new Medical case, with `extra` over it. */
  async function caseInput(extra: Record<string, unknown>) {
    const member = await MemberFactory.create()
    return {
      member_id: member.id,
      incident_type_id: await typeId('Medical'),
      priority: 'normal',
      ...extra,
    }
  }

  async function open(client: ApiClient, input: Record<string, unknown>, center = 'KUL') {
    const user = await makeUser({ permissions: PERMISSIONS, centers: [center] })
    const response = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .json(input)
      .redirects(0)
    const errors =
      (response.flashMessages() as { inputErrorsBag?: Record<string, string[] | string> })
        .inputErrorsBag ?? {}
    const row = await db.from('cases').where('created_by_id', user.id).first()
    return { response, errors, row }
  }

  test('a Bangkok incident opened in Kuala Lumpur is in Bangkok’s zone, the place’s', async ({
    client,
    assert,
  }) => {
    const { row, errors } = await open(
      client,
      await caseInput({ incident_country_id: await country('TH'), incident_city: 'Bangkok' })
    )
    assert.deepEqual(errors, {})
    assert.equal(row.incident_time_zone, 'Asia/Bangkok')
  })

  test('the place’s zone, whichever center opens the case; the case in the opener’s center', async ({
    client,
    assert,
  }) => {
    const manila = await open(
      client,
      await caseInput({ incident_country_id: await country('TH') }),
      'MNL'
    )
    assert.equal(manila.row.incident_time_zone, 'Asia/Bangkok')
    const center: { id: number } = await db.from('centers').where('code', 'MNL').firstOrFail()
    assert.equal(manila.row.center_id, center.id)
  })

  test('the city chooses among a country’s zones; zones that keep one time take the first', async ({
    client,
    assert,
  }) => {
    const jayapura = await open(
      client,
      await caseInput({ incident_country_id: await country('ID'), incident_city: 'Jayapura' })
    )
    assert.equal(jayapura.row.incident_time_zone, 'Asia/Jayapura')
    const sabah = await open(
      client,
      await caseInput({ incident_country_id: await country('MY'), incident_city: 'Kota Kinabalu' })
    )
    assert.equal(sabah.row.incident_time_zone, 'Asia/Kuala_Lumpur')
  })

  test('a zone that is not the country’s, or none where the city does not settle it, is refused beside the zone', async ({
    client,
    assert,
  }) => {
    const before = await db.from('cases').count('* as total')
    const wrong = await open(
      client,
      await caseInput({
        incident_country_id: await country('TH'),
        incident_time_zone: 'Asia/Kuala_Lumpur',
      })
    )
    assert.match(
      String(wrong.errors.incident_time_zone),
      /Asia\/Kuala Lumpur is not a time zone of Thailand/
    )
    assert.isNull(wrong.row)
    const unsettled = await open(
      client,
      await caseInput({ incident_country_id: await country('ID'), incident_city: 'Bali' })
    )
    assert.match(String(unsettled.errors.incident_time_zone), /Indonesia has 4 time zones/)
    assert.isNull(unsettled.row)
    assert.deepEqual(await db.from('cases').count('* as total'), before)
  })

  test('the place’s zone chosen by hand is kept; without a place the center’s is used', async ({
    client,
    assert,
  }) => {
    const chosen = await open(
      client,
      await caseInput({
        incident_country_id: await country('ID'),
        incident_time_zone: 'Asia/Makassar',
      })
    )
    assert.equal(chosen.row.incident_time_zone, 'Asia/Makassar')
    const nowhere = await open(client, await caseInput({}))
    assert.equal(nowhere.row.incident_time_zone, 'Asia/Kuala_Lumpur')
  })

  test('hostile zones and countries are field errors, never a 500 or a half-write', async ({
    client,
    assert,
  }) => {
    const before = await db.from('cases').count('* as total')
    for (const [key, value] of [
      ['incident_time_zone', 'Mars/Olympus_Mons'],
      ['incident_time_zone', 'Asia/Bang\u0000kok'],
      ['incident_time_zone', 'x'.repeat(10_000)],
      ['incident_country_id', '-1'],
      ['incident_country_id', '2147483648'],
      ['incident_country_id', 'TH'],
    ]) {
      const { response, errors } = await open(
        client,
        await caseInput({ [key]: value, incident_city: 'Bangkok' })
      )
      assert.equal(response.status(), 302, `${key}=${value.slice(0, 20)}`)
      assert.property(errors, key, `${key}=${value.slice(0, 20)}`)
    }
    assert.deepEqual(await db.from('cases').count('* as total'), before)
  })

  test('the admission day takes a GOP admission’s range: more than 2 years ahead is refused', async ({
    client,
    assert,
  }) => {
    const center = await Center.findByOrFail('code', 'KUL')
    const today = await centerToday(center)
    const far = await open(
      client,
      await caseInput({ details: { admitted_on: shiftYears(today, 3) } })
    )
    assert.match(
      String(far.errors['details.admitted_on']),
      /The admission date cannot be more than 2 years from today/
    )
    assert.isNull(far.row)
    const planned = await open(
      client,
      await caseInput({ details: { admitted_on: shiftYears(today, 1) } })
    )
    assert.deepEqual(planned.errors, {})
    assert.equal(planned.row.details.admitted_on, shiftYears(today, 1))
  })
})
