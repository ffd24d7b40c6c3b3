import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeUser } from '#tests/helpers/users'
import {
  incidentCategoriesResource,
  incidentItemsResource,
  incidentServicesResource,
  incidentTypesResource,
} from '#resources/incident_taxonomy'

async function idOf(table: string, name: string) {
  const row: { id: number } = await db.from(table).where('name', name).firstOrFail()
  return row.id
}

const levels = [
  {
    title: 'Incident types',
    slug: 'incident-types',
    table: 'incident_types',
    resource: incidentTypesResource,
    parent: null,
    search: 'travel',
    filter: null,
  },
  {
    title: 'Incident categories',
    slug: 'incident-categories',
    table: 'incident_categories',
    resource: incidentCategoriesResource,
    parent: ['incident_types', 'Medical'],
    search: 'evacuation',
    filter: 'Medical',
  },
  {
    title: 'Incident services',
    slug: 'incident-services',
    table: 'incident_services',
    resource: incidentServicesResource,
    parent: ['incident_categories', 'Inpatient'],
    search: 'surgery',
    filter: 'Inpatient',
  },
  {
    title: 'Incident items',
    slug: 'incident-items',
    table: 'incident_items',
    resource: incidentItemsResource,
    parent: ['incident_services', 'Surgery'],
    search: 'anaesthesia',
    filter: 'Surgery',
  },
] as const

for (const level of levels) {
  let parentId = 0
  resourceContract({
    title: level.title,
    path: `/manage/${level.slug}`,
    table: level.table,
    component: `manage/${level.table}`,
    subjectType: level.table.replace(/s$/, '').replace(/ie$/, 'y'),
    permissions: level.resource.permissions,
    validInput: (n) => ({
      name: `Test ${level.slug} ${n}`,
      description: 'Made by a test.',
      parent_id: level.parent ? parentId : undefined,
    }),
    update: { input: { description: 'Changed.' }, column: 'description', value: 'Changed.' },
    invalid: [
      { input: { name: '' }, field: 'name' },
      ...(level.parent ? [{ input: { parent_id: 999999 }, field: 'parent_id' }] : []),
    ],
    unique: {
      field: 'name',
      input: (existing) => ({
        name: String(existing.name).toUpperCase(),
        parent_id: level.parent
          ? existing[Object.keys(existing).find((key) => key.endsWith('_id') && key !== 'id')!]
          : undefined,
      }),
      message: 'This name is already in use.',
    },
    list: {
      sortKey: 'name',
      search: {
        term: level.search,
        expect: (row) => new RegExp(level.search, 'i').test(`${row.name} ${row.description}`),
      },
      filter: level.filter
        ? { key: 'parent', value: '', expect: (row) => String(row.path).includes(level.filter!) }
        : undefined,
    },
    setup: async () => {
      if (!level.parent) return
      parentId = await idOf(level.parent[0], level.parent[1])
      return { filterValue: String(parentId) }
    },
  })
}

test.group('Incident taxonomy: paths', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('items carry their type › category › service path', async ({ client, assert }) => {
    const user = await makeUser({ permissions: ['access-incident-items'] })
    const response = await client
      .get('/manage/incident-items')
      .qs({ q: 'anaesthesia' })
      .loginAs(user)
      .withInertia()
    const [row] = response.body().props.rows
    assert.equal(row.path, 'Medical › Inpatient › Surgery')
  })
})
