import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { CaseFormSection } from '#contracts/case_form_sections'
import { IncidentTypeFactory } from '#factories/incident_type_factory'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'

/*
 * Manage › Incident types › Case form: an administrator edits the sections a type's case form
 * has, without code; keys are kept so cases keep their answers.
 */

const EDITOR: Permission[] = ['access-incident-types', 'update-incident-type']

type Bag = Record<string, string[] | string>
const errorsOf = (response: { flashMessages(): unknown }) =>
  (response.flashMessages() as { inputErrorsBag?: Bag }).inputErrorsBag ?? {}

async function sectionsOf(id: number): Promise<CaseFormSection[]> {
  const row: { form_sections: CaseFormSection[] } = await db
    .from('incident_types')
    .where('id', id)
    .firstOrFail()
  return row.form_sections
}

test.group('Manage: an incident type’s case form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the seeded types come with their forms, shown on the type’s page', async ({
    client,
    assert,
  }) => {
    const medical: { id: number } = await db
      .from('incident_types')
      .where('name', 'Medical')
      .firstOrFail()
    const seeded = await sectionsOf(medical.id)
    const titles = seeded.map((section) => section.title)
    assert.deepEqual(titles, ['Admission', 'Initial diagnosis', 'Evacuation or repatriation'])
    const user = await makeUser({ permissions: EDITOR })
    const page = await client
      .get(`/manage/incident-types/${medical.id}`)
      .loginAs(user)
      .withInertia()
    page.assertStatus(200)
    const shown = (page.body().props as { caseForm: CaseFormSection[] }).caseForm
    assert.deepEqual(
      shown.map((section) => section.title),
      titles
    )
    const editor = await client
      .get(`/manage/incident-types/${medical.id}/case-form`)
      .loginAs(user)
      .withInertia()
    editor.assertStatus(200)
    assert.equal(editor.body().component, 'manage/incident_types/case_form')
  })

  test('an administrator saves sections: keys from labels, kept on rename, logged', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: EDITOR })
    const type = await IncidentTypeFactory.create()
    const first = await client
      .put(`/manage/incident-types/${type.id}/case-form`)
      .loginAs(user)
      .withCsrfToken()
      .json({
        sections: [
          {
            title: 'Vessel',
            evacuation_only: '0',
            fields: [
              { label: 'Ship name', kind: 'text', required: '1', hint: 'As on the manifest' },
              { label: 'Port', kind: 'choice', choices: 'Singapore\n\n Klang \nSingapore' },
            ],
          },
        ],
      })
      .redirects(0)
    first.assertStatus(302)
    assert.deepEqual(errorsOf(first), {})
    assert.equal(first.header('location'), `/manage/incident-types/${type.id}`)
    const saved = await sectionsOf(type.id)
    assert.deepEqual(saved, [
      {
        key: 'vessel',
        title: 'Vessel',
        evacuation_only: false,
        fields: [
          {
            key: 'ship_name',
            label: 'Ship name',
            kind: 'text',
            required: true,
            choices: [],
            hint: 'As on the manifest',
          },
          {
            key: 'port',
            label: 'Port',
            kind: 'choice',
            required: false,
            choices: ['Singapore', 'Klang'],
            hint: null,
          },
        ],
      },
    ])
    // Renamed and moved: the field keeps its key (cases keep their answers); a new field whose
    // label would make a kept key gets another.
    await client
      .put(`/manage/incident-types/${type.id}/case-form`)
      .loginAs(user)
      .withCsrfToken()
      .json({
        sections: [
          {
            key: 'vessel',
            title: 'The vessel',
            fields: [
              { label: 'Ship name', kind: 'text' },
              { key: 'ship_name', label: 'Name of the ship', kind: 'text' },
            ],
          },
        ],
      })
      .redirects(0)
    const renamed = await sectionsOf(type.id)
    assert.deepEqual(
      renamed[0].fields.map((field) => [field.key, field.label]),
      [
        ['ship_name_2', 'Ship name'],
        ['ship_name', 'Name of the ship'],
      ]
    )
    const logged = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'incident_type', subject_id: String(type.id) })
      .orderBy('id')
    assert.lengthOf(logged, 2)
    assert.equal(logged[1].properties.before.form_sections[0].title, 'Vessel')
    assert.equal(logged[1].properties.after.form_sections[0].title, 'The vessel')
  })

  test('SPEC’s Yes/No/Pending/NA and months 01–12 are kinds of their own, with their lists', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: EDITOR })
    const type = await IncidentTypeFactory.create()
    const editor = await client
      .get(`/manage/incident-types/${type.id}/case-form`)
      .loginAs(user)
      .withInertia()
    const kinds = (editor.body().props as { kinds: { value: string; label: string }[] }).kinds
    assert.deepInclude(kinds, { value: 'yes_no_pending_na', label: 'Yes, no, pending or NA' })
    assert.deepInclude(kinds, { value: 'month', label: 'Month (01–12)' })
    const saved = await client
      .put(`/manage/incident-types/${type.id}/case-form`)
      .loginAs(user)
      .withCsrfToken()
      .json({
        sections: [
          {
            title: 'Card',
            fields: [
              // The kinds bring their own lists: none is asked for, one posted is not kept.
              { label: 'Card blocked', kind: 'yes_no_pending_na', choices: 'Maybe' },
              { label: 'Expiry month', kind: 'month' },
            ],
          },
        ],
      })
      .redirects(0)
    assert.deepEqual(errorsOf(saved), {})
    const [card] = await sectionsOf(type.id)
    assert.deepEqual(
      card.fields.map((field) => [field.key, field.kind, field.choices]),
      [
        ['card_blocked', 'yes_no_pending_na', []],
        ['expiry_month', 'month', []],
      ]
    )
  })

  test('what cannot be a form is refused beside the field, and nothing changes', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: EDITOR })
    const type = await IncidentTypeFactory.create()
    const put = (body: unknown) =>
      client
        .put(`/manage/incident-types/${type.id}/case-form`)
        .loginAs(user)
        .withCsrfToken()
        .json(body)
        .redirects(0)
    const refused = await put({
      sections: [
        {
          title: 'Trip',
          fields: [
            { label: 'Mode', kind: 'choice', choices: '  \n ' },
            { label: 'mode', kind: 'text' },
            { label: 'Odd', kind: 'script' },
            { label: '', kind: 'text' },
          ],
        },
      ],
    })
    const errors = errorsOf(refused)
    assert.include(Object.keys(errors), 'sections.0.fields.2.kind')
    assert.include(Object.keys(errors), 'sections.0.fields.3.label')
    const choices = await put({
      sections: [
        {
          title: 'Trip',
          fields: [
            { label: 'Mode', kind: 'choice', choices: '  \n ' },
            { label: 'mode', kind: 'text' },
          ],
        },
      ],
    })
    assert.deepEqual(errorsOf(choices)['sections.0.fields.0.choices'], [
      'Please list the choices, one per line.',
    ])
    assert.deepEqual(errorsOf(choices)['sections.0.fields.1.label'], [
      'Another field of this section has this label.',
    ])
    const tooMany = await put({
      sections: Array.from({ length: 13 }, (_, index) => ({
        title: `S${index}`,
        fields: [{ label: 'A', kind: 'text' }],
      })),
    })
    assert.include(Object.keys(errorsOf(tooMany)), 'sections')
    const empty = await put({ sections: [{ title: 'Nothing', fields: [] }] })
    assert.include(Object.keys(errorsOf(empty)), 'sections.0.fields')
    for (const body of [{ sections: 'x' }, { sections: [null] }, { sections: [{ fields: 'x' }] }]) {
      const odd = await put(body)
      odd.assertStatus(302)
      assert.isAbove(Object.keys(errorsOf(odd)).length, 0)
    }
    assert.deepEqual(await sectionsOf(type.id), [])
  })

  test('only who may edit types opens or saves it; unknown ids are 404', async ({
    client,
    assert,
  }) => {
    const type = await IncidentTypeFactory.create()
    const reader = await makeUser({ permissions: ['access-incident-types'] })
    const page = await client
      .get(`/manage/incident-types/${type.id}/case-form`)
      .loginAs(reader)
      .withInertia()
    page.assertStatus(403)
    const save = await client
      .put(`/manage/incident-types/${type.id}/case-form`)
      .loginAs(reader)
      .withCsrfToken()
      .json({ sections: [] })
      .redirects(0)
    assert.equal(save.status(), 403)
    const guest = await client.get(`/manage/incident-types/${type.id}/case-form`).redirects(0)
    guest.assertStatus(302)
    const editor = await makeUser({ permissions: EDITOR })
    for (const id of ['2147483648', '0', '-1', 'abc', '999999']) {
      const response = await client
        .get(`/manage/incident-types/${id}/case-form`)
        .loginAs(editor)
        .withInertia()
      assert.equal(response.status(), 404, id)
    }
    await db.from('incident_types').where('id', type.id).update({ deleted_at: new Date() })
    const trashed = await client
      .get(`/manage/incident-types/${type.id}/case-form`)
      .loginAs(editor)
      .withInertia()
    trashed.assertStatus(404)
  })
})

test.group('Manage: an incident type’s case form, two editors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the later save over an older version is refused with who saved it; saving again is accepted', async ({
    client,
    assert,
  }) => {
    const type = await IncidentTypeFactory.create()
    const first = await makeUser({ permissions: EDITOR })
    const second = await makeUser({ permissions: EDITOR })
    const versionFor = async (user: typeof first) => {
      const page = await client
        .get(`/manage/incident-types/${type.id}/case-form`)
        .loginAs(user)
        .withInertia()
      page.assertStatus(200)
      return (page.body().props as { version: string | null }).version
    }
    const save = (user: typeof first, title: string, version: string | null) =>
      client
        .put(`/manage/incident-types/${type.id}/case-form`)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/manage/incident-types/${type.id}/case-form`)
        .json({
          _version: version,
          sections: [{ title, evacuation_only: '0', fields: [{ label: 'Notes', kind: 'text' }] }],
        })
        .redirects(0)
    const seenByFirst = await versionFor(first)
    const seenBySecond = await versionFor(second)
    assert.isString(seenByFirst)

    const saved = await save(first, 'Vessel', seenByFirst)
    saved.assertStatus(302)
    assert.deepEqual(errorsOf(saved), {})

    const stale = await save(second, 'Aircraft', seenBySecond)
    stale.assertStatus(302)
    const refusal = errorsOf(stale)._version
    assert.match(
      String(Array.isArray(refusal) ? refusal[0] : refusal),
      new RegExp(
        `^${first.firstName} ${first.lastName} changed this case form at .+, after you opened it\\.`
      )
    )
    const kept = await sectionsOf(type.id)
    assert.equal(kept[0].title, 'Vessel')

    const again = await save(second, 'Aircraft', await versionFor(second))
    again.assertStatus(302)
    assert.deepEqual(errorsOf(again), {})
    const now = await sectionsOf(type.id)
    assert.equal(now[0].title, 'Aircraft')
  })
})
