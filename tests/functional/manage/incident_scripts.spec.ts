import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import { incidentScriptsResource } from '#resources/incident_scripts'

let medicalId = 0
let travelId = 0

async function lookUp() {
  const types: { id: number; name: string }[] = await db
    .from('incident_types')
    .whereIn('name', ['Medical', 'Travel'])
    .select('id', 'name')
  medicalId = types.find((type) => type.name === 'Medical')!.id
  travelId = types.find((type) => type.name === 'Travel')!.id
}

/** As the editor posts it: the Delta as JSON in a hidden input. */
const delta = (...ops: object[]) => JSON.stringify({ ops: [...ops, { insert: '\n' }] })

function scriptInput(n: number) {
  return {
    incident_type_id: String(medicalId),
    title: `Test script ${n}`,
    is_enabled: '1',
    body: delta(
      { insert: 'Ask for ' },
      { insert: 'the hospital name', attributes: { bold: true } }
    ),
  }
}

resourceContract({
  title: 'Incident scripts',
  path: '/manage/incident-scripts',
  table: 'incident_scripts',
  component: 'manage/incident_scripts',
  subjectType: 'incident_script',
  permissions: incidentScriptsResource.permissions,
  validInput: scriptInput,
  update: { input: { title: 'Renamed script' }, column: 'title', value: 'Renamed script' },
  invalid: [
    { input: { title: 'x' }, field: 'title' },
    { input: { incident_type_id: '999999' }, field: 'incident_type_id' },
    { input: { body: undefined }, field: 'body' },
    { input: { body: delta({ insert: '   ' }) }, field: 'body' },
    { input: { body: '{"ops": "nope"}' }, field: 'body' },
  ],
  unique: {
    field: 'title',
    input: (existing) => ({
      incident_type_id: String(existing.incident_type_id),
      title: String(existing.title).toUpperCase(),
    }),
    message: 'This title for this incident type is already in use.',
  },
  list: {
    sortKey: 'title',
    search: { term: 'passport', expect: (row) => /passport/i.test(String(row.title)) },
    filter: { key: 'incident_type', value: '', expect: (row) => row.incident_type === 'Travel' },
  },
  setup: async () => {
    await lookUp()
    return { filterValue: String(travelId) }
  },
})

test.group('Incident scripts: content', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a crafted javascript: link is stored blank, and the list shows plain text', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({
      permissions: Object.values(incidentScriptsResource.permissions),
    })
    const response = await client
      .post('/manage/incident-scripts')
      .loginAs(admin)
      .form({
        ...scriptInput(1),
        body: delta(
          { insert: 'Open ' },
          { insert: 'the form', attributes: { link: 'javascript:alert(document.cookie)' } },
          { insert: ' and ' },
          { insert: 'call us', attributes: { link: 'tel:+60321104000' } }
        ),
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const id = Number(response.header('location')?.split('/').pop())
    const row = await db.from('incident_scripts').where('id', id).firstOrFail()
    const links = (row.body.ops as { attributes?: { link?: string } }[])
      .map((op) => op.attributes?.link)
      .filter(Boolean)
    assert.deepEqual(links, ['about:blank', 'tel:+60321104000'])

    const list = await client
      .get('/manage/incident-scripts?q=Test%20script%201')
      .loginAs(admin)
      .withInertia()
    const [listed] = list.body().props.rows as { preview: string; body?: unknown }[]
    assert.equal(listed.preview, 'Open the form and call us')
    assert.notProperty(listed, 'body')
  })

  test('errors name the incident type in plain words', async ({ client }) => {
    const admin = await makeUser({
      permissions: Object.values(incidentScriptsResource.permissions),
    })
    const response = await client
      .post('/manage/incident-scripts')
      .loginAs(admin)
      .form({ ...scriptInput(3), incident_type_id: '999999' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      incident_type_id: ['Please choose an existing incident type.'],
    })
  })

  test('the same title may be used under another incident type', async ({ client, assert }) => {
    const admin = await makeUser({
      permissions: Object.values(incidentScriptsResource.permissions),
    })
    const existing = await db
      .from('incident_scripts')
      .where('title', 'Lost or stolen passport')
      .firstOrFail()
    const response = await client
      .post('/manage/incident-scripts')
      .loginAs(admin)
      .form({ ...scriptInput(2), title: existing.title, incident_type_id: String(medicalId) })
      .withCsrfToken()
      .redirects(0)
    assert.isUndefined(response.flashMessage('inputErrorsBag'))
  })
})
