import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { CaseDetailsView, CaseFormField, CaseFormSection } from '#contracts/case_form_sections'
import { CaseFactory } from '#factories/case_factory'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'

/*
 * A case's answers to its incident type's sections (the seeded Medical, Security forms of
 * database/seeders/reference/case_forms.ts): stored as the field's kind takes them, required
 * ones asked for beside their field, hostile values refused there, earlier answers kept.
 */

const PERMISSIONS: Permission[] = ['access-cases', 'create-case', 'view-case', 'update-case']

async function typeId(name: string) {
  const row: { id: number } = await db
    .from('incident_types')
    .whereRaw('lower(name) = lower(?)', [name])
    .whereNull('deleted_at')
    .firstOrFail()
  return row.id
}

async function baseInput(type: string) {
  const member = await db.from('members').whereNull('deleted_at').orderBy('id').firstOrFail()
  return { member_id: member.id, incident_type_id: await typeId(type), priority: 'normal' }
}

async function provider(status: string) {
  const row: { id: number; name: string; code: string } = await db
    .from('providers')
    .where('status', status)
    .whereNull('deleted_at')
    .orderBy('id')
    .firstOrFail()
  return row
}

type Bag = Record<string, string[] | string>
const errorsOf = (response: { flashMessages(): unknown }) =>
  (response.flashMessages() as { inputErrorsBag?: Bag }).inputErrorsBag ?? {}

test.group('Cases: the incident type’s sections', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a medical case stores its answers as their kinds take them, and logs them', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: PERMISSIONS, centers: ['KUL'] })
    const hospital = await provider('validated')
    const response = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .json({
        ...(await baseInput('Medical')),
        details: {
          hospital: String(hospital.id),
          admitted_on: '2026-11-20',
          admission_type: 'Emergency',
          ward_or_room: '  Ward 7B  ',
          conscious: 'yes',
          estimated_length_of_stay_days: '4',
          // Not a field of the form: ignored.
          not_a_field: 'dropped',
          // The evacuation section shows only on an evacuation: ignored here.
          from_place: 'Phuket',
        },
      })
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    const row = await db.from('cases').where('created_by_id', user.id).firstOrFail()
    assert.deepEqual(row.details, {
      hospital: hospital.id,
      admitted_on: '2026-11-20',
      admission_type: 'Emergency',
      ward_or_room: 'Ward 7B',
      conscious: true,
      estimated_length_of_stay_days: 4,
    })
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'case', subject_id: String(row.id) })
      .firstOrFail()
    assert.equal(logged.properties.after.details.ward_or_room, 'Ward 7B')
  })

  test('required answers are asked for beside their fields, and nothing is written', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: PERMISSIONS, centers: ['KUL'] })
    const before = await db.from('cases').count('* as total')
    const security = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .json({ ...(await baseInput('Security')), details: { exact_location: '   ' } })
      .redirects(0)
    const errors = errorsOf(security)
    assert.deepEqual(errors['details.exact_location'], ['Please enter the exact location.'])
    assert.deepEqual(errors['details.risk_level'], ['Please choose the risk level.'])
    // No details posted at all: still asked for.
    const evacuation = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .json({ ...(await baseInput('Medical')), is_evacuation: '1' })
      .redirects(0)
    assert.deepEqual(errorsOf(evacuation)['details.from_place'], ['Please enter the from (place).'])
    assert.include(Object.keys(errorsOf(evacuation)), 'details.to_place')
    const after = await db.from('cases').count('* as total')
    assert.equal(after[0].total, before[0].total)
  })

  test('SPEC’s Yes/No/Pending/NA and months 01–12 are offered, stored and shown as listed', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: PERMISSIONS, centers: ['KUL'] })
    // An administrator's own field with a month (Manage › Incident types › Case form).
    const specialty = await typeId('Specialty')
    const type: { form_sections: CaseFormSection[] } = await db
      .from('incident_types')
      .where('id', specialty)
      .firstOrFail()
    const [request] = type.form_sections
    const month: CaseFormField = {
      key: 'card_expiry_month',
      label: 'Card expiry month',
      kind: 'month',
      required: false,
      choices: [],
      hint: null,
    }
    await db
      .from('incident_types')
      .where('id', specialty)
      .update({
        form_sections: JSON.stringify([{ ...request, fields: [...request.fields, month] }]),
      })
    const form = await client.get('/navigate/cases/create').loginAs(user).withInertia()
    const fields = (form.body().props as { caseForms: Record<string, CaseFormSection[]> })
      .caseForms[String(specialty)][0].fields
    assert.deepEqual(
      fields.map((field) => [field.key, field.kind]).filter(([, kind]) => kind !== 'text'),
      [
        ['service_requested', 'long_text'],
        ['records_received', 'yes_no_pending_na'],
        ['needed_by', 'date'],
        ['card_expiry_month', 'month'],
      ]
    )
    const input = await baseInput('Specialty')
    const post = (details: Record<string, unknown>) =>
      client
        .post('/navigate/cases')
        .loginAs(user)
        .withCsrfToken()
        .json({ ...input, details })
        .redirects(0)
    const refused = await post({
      service_requested: 'Second opinion',
      records_received: 'maybe',
      card_expiry_month: '13',
    })
    assert.deepEqual(errorsOf(refused)['details.records_received'], [
      'Please choose the records received from the list.',
    ])
    assert.deepEqual(errorsOf(refused)['details.card_expiry_month'], [
      'Please choose the card expiry month from the list.',
    ])
    const saved = await post({
      service_requested: 'Second opinion',
      records_received: 'pending',
      card_expiry_month: '03',
    })
    assert.deepEqual(errorsOf(saved), {})
    const row = await db.from('cases').where('created_by_id', user.id).firstOrFail()
    assert.deepEqual(row.details, {
      service_requested: 'Second opinion',
      records_received: 'pending',
      card_expiry_month: '03',
    })
    const page = await client.get(`/navigate/cases/${row.id}`).loginAs(user).withInertia()
    const answers = (page.body().props as { caseDetails: CaseDetailsView }).caseDetails.sections
      .flatMap((section) => section.answers)
      .map((answer) => [answer.label, answer.value])
    assert.deepInclude(answers, ['Records received', 'Pending'])
    assert.deepInclude(answers, ['Card expiry month', '03'])
    // NA is written as SPEC.md writes it.
    await client
      .put(`/navigate/cases/${row.id}`)
      .loginAs(user)
      .withCsrfToken()
      .json({ ...input, details: { service_requested: 'Second opinion', records_received: 'na' } })
      .redirects(0)
    const again = await client.get(`/navigate/cases/${row.id}`).loginAs(user).withInertia()
    const records = (again.body().props as { caseDetails: CaseDetailsView }).caseDetails.sections
      .flatMap((section) => section.answers)
      .find((answer) => answer.key === 'records_received')
    assert.equal(records?.value, 'NA')
  })

  test('hostile answers are refused beside their field, never a 500', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: PERMISSIONS, centers: ['KUL'] })
    const trashed = await provider('validated')
    await db.from('providers').where('id', trashed.id).update({ deleted_at: new Date() })
    const response = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .json({
        ...(await baseInput('Medical')),
        details: {
          hospital: String(trashed.id),
          admitted_on: '2026-02-30',
          admission_type: 'Whenever',
          ward_or_room: 'A\u0000B',
          conscious: 'maybe',
          estimated_length_of_stay_days: '1e300',
          treating_doctor: { nested: 'object' },
          doctor_phone: 'x'.repeat(501),
        },
      })
      .redirects(0)
    response.assertStatus(302)
    const errors = errorsOf(response)
    assert.deepEqual(errors['details.hospital'], ['Please choose the hospital from the list.'])
    assert.deepEqual(errors['details.admitted_on'], ['The admitted on must be a valid date.'])
    assert.deepEqual(errors['details.admission_type'], [
      'Please choose the admission type from the list.',
    ])
    assert.include(Object.keys(errors), 'details.ward_or_room')
    assert.deepEqual(errors['details.conscious'], ['Please choose yes or no for the conscious.'])
    assert.include(Object.keys(errors), 'details.estimated_length_of_stay_days')
    assert.deepEqual(errors['details.treating_doctor'], ['The treating doctor must be text.'])
    assert.deepEqual(errors['details.doctor_phone'], [
      'The doctor phone must be at most 500 characters.',
    ])
    for (const details of ['a string', ['a', 'list'], 12, null]) {
      const odd = await client
        .post('/navigate/cases')
        .loginAs(user)
        .withCsrfToken()
        .json({ ...(await baseInput('Security')), details })
        .redirects(0)
      odd.assertStatus(302)
      assert.include(Object.keys(errorsOf(odd)), 'details.risk_level')
    }
  })

  test('a day of the form outside 1900 to 30 years ahead is refused beside its field', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: PERMISSIONS, centers: ['KUL'] })
    const refusals: Record<string, string> = {
      '9999-12-31': 'The admitted on cannot be more than 30 years from today.',
      '0001-01-01': 'The admitted on cannot be before 1900.',
      '1899-12-31': 'The admitted on cannot be before 1900.',
    }
    for (const [day, message] of Object.entries(refusals)) {
      const response = await client
        .post('/navigate/cases')
        .loginAs(user)
        .withCsrfToken()
        .json({ ...(await baseInput('Medical')), details: { admitted_on: day } })
        .redirects(0)
      response.assertStatus(302)
      assert.deepEqual(errorsOf(response)['details.admitted_on'], [message], day)
    }
    assert.lengthOf(await db.from('cases').where('created_by_id', user.id), 0)
  })

  test('editing keeps the answers the form no longer shows, and the page lists them', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: PERMISSIONS, centers: ['KUL'] })
    const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const blackListed = await provider('black-listed').catch(async () => {
      const any = await provider('validated')
      await db.from('providers').where('id', any.id).update({ status: 'black-listed' })
      return any
    })
    const record = await CaseFactory.merge({
      centerId: center.id,
      incidentTypeId: await typeId('Medical'),
      details: { hospital: blackListed.id, removed_field: 'kept answer' },
    }).create()
    const input = {
      ...(await baseInput('Medical')),
      member_id: record.memberId,
      details: { hospital: String(blackListed.id), ward_or_room: 'ICU' },
    }
    const response = await client
      .put(`/navigate/cases/${record.id}`)
      .loginAs(user)
      .withCsrfToken()
      .json(input)
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    const row = await db.from('cases').where('id', record.id).firstOrFail()
    assert.deepEqual(row.details, {
      hospital: blackListed.id,
      removed_field: 'kept answer',
      ward_or_room: 'ICU',
    })
    const page = await client.get(`/navigate/cases/${record.id}`).loginAs(user).withInertia()
    const details = (page.body().props as { caseDetails: CaseDetailsView }).caseDetails
    const admission = details.sections.find((section) => section.key === 'admission')!
    const hospital = admission.answers.find((answer) => answer.key === 'hospital')!
    assert.equal(hospital.value, `${blackListed.name} (${blackListed.code})`)
    assert.equal(hospital.flag, 'Black-listed')
    assert.deepEqual(
      details.earlier.map((answer) => [answer.label, answer.value]),
      [['Removed field', 'kept answer']]
    )
    const edit = await client.get(`/navigate/cases/${record.id}/edit`).loginAs(user).withInertia()
    // The edit form's picker holds the chosen provider as the search lists it, flag and all.
    const props = edit.body().props as {
      providers: Record<string, { value: string; label: string; status: string }>
    }
    const chosen = props.providers[String(blackListed.id)]
    assert.isTrue(chosen.label.startsWith(`${blackListed.name} (${blackListed.code}) · `))
    assert.equal(chosen.status, 'black-listed')
  })

  test('the sections’ provider picker answers who opens or edits cases', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: PERMISSIONS, centers: ['KUL'] })
    const hospital = await provider('validated')
    const term = hospital.name.split(/\s+/)[0]
    const found = await client
      .get(`/navigate/cases/providers?q=${encodeURIComponent(term)}`)
      .loginAs(agent)
    found.assertStatus(200)
    const options = (found.body() as { options: { value: string }[] }).options
    assert.include(
      options.map((option) => option.value),
      String(hospital.id)
    )
    // Each match carries what the form needs at once: the status (a black-listed one is marked
    // and warned about) and the billing currency (a new GOP's).
    const row: { currency_code: string | null } = await db
      .from('providers')
      .where('id', hospital.id)
      .firstOrFail()
    assert.deepInclude(
      options.find((option) => option.value === String(hospital.id)),
      { status: 'validated', currency_code: row.currency_code }
    )
    const reader = await makeUser({ permissions: ['access-cases', 'view-case'], centers: ['KUL'] })
    const refused = await client.get('/navigate/cases/providers?q=a').loginAs(reader)
    refused.assertStatus(403)
  })
})
