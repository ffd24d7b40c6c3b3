import { test } from '@japa/runner'
import type Case from '#models/case'
import type { PlainColumns } from '#resources/shared'
import type { Permission, PermissionSet } from '#permissions/catalogue'
import type { ResourceRequest } from '#resources/resource_request'
import { invertReferences, kept, needs } from '#resources/registry_references'
import { readCaseTabs, type CaseTab } from '#resources/registry_tabs'
import { readDashboardPanels } from '#resources/registry_panels'
import { decideRowActions, rowActions } from '#resources/registry_actions'
import { CLOSED_CASE_REFUSAL } from '#resources/case_parent'
import type { Workflow } from '#services/workflow'

/**
 * The registries read declarations (issue 28, "registries instead of hubs"): what a resource
 * declares is what the case page, the delete rules, the rows' buttons and the dashboard get,
 * with nothing written anywhere else. Each mechanism is driven here by a declaration of its own.
 */

/** A lazy prop as the stub's Inertia marks it, so a test can tell it from a value read now. */
type Optional = { optional: () => unknown }

/** What the readers use of a request: who asks (permissions, id) and the tab in the URL. */
function requestOf(permissions: Permission[], tab?: string): ResourceRequest {
  const stub = {
    user: { id: 7 },
    actor: { permissions: new Set(permissions) },
    ctx: {
      request: { qs: () => (tab ? { tab } : {}) },
      inertia: { optional: (read: () => unknown): Optional => ({ optional: read }) },
    },
  }
  return stub as unknown as ResourceRequest
}

const isOptional = (value: unknown): value is Optional =>
  typeof value === 'object' && value !== null && 'optional' in value

/** The tabs' or panels' props as the page sends them (typed by the registry, on the client). */
const sent = (props: object) => props as Record<string, unknown>

/** A prop sent with the page: a closure read when the response carries it. */
const readProp = (prop: unknown) => (prop as () => Promise<unknown>)()

test.group('Registries: foreign keys from the referencing side', () => {
  test('each target reads what every referrer declared about it, in their order', ({ assert }) => {
    const usedBy = invertReferences(
      [
        {
          table: 'visits',
          references: [
            needs('clinic_id', 'clinics', ['visit', 'visits']),
            kept('doctor_id', 'doctors', 'who saw the patient is history'),
          ],
        },
        {
          table: 'clinics',
          references: [kept('clinic_id', 'clinics', 'its own rooms', 'clinic_rooms')],
        },
      ],
      [
        {
          page: 'Clinic settings',
          subjectType: 'clinic_settings',
          settings: [
            { setting: 'base_currency_code', target: 'clinics', as: 'home', onDelete: 'clear' },
          ],
        },
      ]
    )
    assert.deepEqual(usedBy.get('clinics'), [
      {
        table: 'visits',
        column: 'clinic_id',
        noun: ['visit', 'visits'],
        live: true,
        onDelete: 'refuse',
      },
      // A table the referrer owns holds the key: it is named, not the referrer's own.
      { table: 'clinic_rooms', column: 'clinic_id', kept: 'its own rooms' },
      {
        setting: 'base_currency_code',
        as: 'home',
        onDelete: 'clear',
        page: 'Clinic settings',
        subjectType: 'clinic_settings',
      },
    ])
    assert.deepEqual(usedBy.get('doctors'), [
      { table: 'visits', column: 'doctor_id', kept: 'who saw the patient is history' },
    ])
    // A declaration removed is a rule removed: nothing else holds it.
    assert.isUndefined(invertReferences([], []).get('clinics'))
  })
})

test.group('Registries: the case page’s tabs', () => {
  const record = { id: 41, status: 'active', center_id: 1 } as PlainColumns<typeof Case>
  const tabs: CaseTab[] = [
    {
      key: 'second',
      label: 'Second',
      order: 20,
      permission: 'access-tasks',
      props: { shared: async () => 'shared', own: async () => 'second' },
    },
    { key: 'first', label: 'First', order: 10, permission: 'view-case' },
    {
      key: 'third',
      label: 'Third',
      order: 30,
      permission: 'access-contacts',
      props: { shared: async () => 'shared' },
      askedProps: { trash: { permission: 'update-case', read: async () => 'trash' } },
    },
  ]

  test('lists the declared tabs the user may open, by their order', async ({ assert }) => {
    const read = readCaseTabs(tabs, record, requestOf(['view-case', 'access-contacts']))
    const props = sent(read.props)
    // Counted when the page carries them; none of these declares a count, so none is read.
    assert.deepEqual(await read.caseTabs(), [
      { key: 'first', label: 'First', count: null, live: { resources: [], props: [] } },
      // What a live change of its resources reloads: every prop it reads or asks for.
      {
        key: 'third',
        label: 'Third',
        count: null,
        live: { resources: [], props: ['shared', 'trash'] },
      },
    ])
    // A tab the user may not open sends null for each prop only it reads.
    assert.isNull(props.own)
    // A prop shared with a tab they may open is theirs; left for the tab to ask for.
    assert.isTrue(isOptional(props.shared))
    // Asked-for props need their own permission too.
    assert.isNull(props.trash)
  })

  test('sends the open tab’s props with the page and leaves the others to be asked for', async ({
    assert,
  }) => {
    const all: Permission[] = ['view-case', 'access-tasks', 'access-contacts', 'update-case']
    const onSecond = sent(readCaseTabs(tabs, record, requestOf(all, 'second')).props)
    // Sent with the page, read when the response carries them (a closure, not yet read).
    assert.equal(await readProp(onSecond.own), 'second')
    assert.equal(await readProp(onSecond.shared), 'shared')
    assert.isTrue(isOptional(onSecond.trash))
    const onThird = sent(readCaseTabs(tabs, record, requestOf(all, 'third')).props)
    // Shared with the open tab: sent now; the other tab's own: asked for when it opens.
    assert.equal(await readProp(onThird.shared), 'shared')
    assert.isTrue(isOptional(onThird.own))
    // The trash is never read with the page, only when the tab asks for it.
    assert.isTrue(isOptional(onThird.trash))
    assert.equal(await (onThird.trash as Optional).optional(), 'trash')
  })

  test('hands the case to its tabs as a parent that refuses writes once closed', async ({
    assert,
  }) => {
    const parents: unknown[] = []
    const watching: CaseTab = {
      key: 'watching',
      label: 'Watching',
      order: 10,
      permission: 'view-case',
      props: { seen: async ({ parent }) => parents.push(parent) },
    }
    const closed = { ...record, status: 'closed' } as PlainColumns<typeof Case>
    await readProp(
      sent(readCaseTabs([watching], record, requestOf(['view-case'], 'watching')).props).seen
    )
    await readProp(
      sent(readCaseTabs([watching], closed, requestOf(['view-case'], 'watching')).props).seen
    )
    assert.deepEqual(parents, [
      { id: 41, refusal: null },
      { id: 41, refusal: CLOSED_CASE_REFUSAL },
    ])
  })
})

test.group('Registries: row actions', () => {
  type Row = { id: number; status: 'open' | 'done'; maker: number; locked?: string }
  const workflow: Workflow<Row['status'], Record<string, unknown>> = {
    table: 'chores',
    subjectType: 'chore',
    noun: 'Chore',
    stateLabels: { open: 'Open', done: 'Done' },
    label: (row) => `Chore ${row.id}`,
    transitions: [
      {
        name: 'finish',
        label: 'Finish',
        done: 'finished',
        from: ['open'],
        to: 'done',
        permission: 'update-task',
        // A guard that reads the database is decided when the button is pressed, never per row.
        guards: [async () => 'decided on submit'],
      },
      {
        name: 'undo',
        label: 'Undo',
        done: 'undone',
        from: ['done'],
        to: 'open',
        permission: 'update-task',
      },
    ],
  }
  const permissions: PermissionSet = {
    access: 'access-tasks',
    create: 'create-task',
    update: 'update-task',
    delete: 'delete-task',
    restore: 'restore-task',
  }
  const resource = {
    permissions,
    rowActions: rowActions<Row, Row['status'], Record<string, unknown>>({
      workflow,
      offered: { undo: (row) => row.id !== 3 },
      refused: { finish: (row, viewer) => (row.maker === viewer.userId ? 'Not your own.' : null) },
    }),
  }
  const rows: Row[] = [
    { id: 1, status: 'open', maker: 2 },
    { id: 2, status: 'open', maker: 7 },
    { id: 3, status: 'done', maker: 2 },
    { id: 4, status: 'done', maker: 2, locked: 'Archived.' },
  ]
  const everything: Permission[] = [
    'access-tasks',
    'create-task',
    'update-task',
    'delete-task',
    'restore-task',
  ]

  test('offers what the workflow, the permissions and the row’s own rules allow', async ({
    assert,
  }) => {
    const decided = await decideRowActions(resource, requestOf(everything), rows, null)
    assert.deepEqual(
      decided.rows.map((row) => row.actions),
      [
        // Open: finish, by its state and permission; the database guard is left for the submit.
        { edit: null, delete: null, finish: null },
        // Its maker sees Finish refused, with the reason the server would give.
        { edit: null, delete: null, finish: 'Not your own.' },
        // Done, but this row's own rule withholds Undo.
        { edit: null, delete: null },
        // Locked by the policy: nothing is edited or deleted; the transition stays.
        { undo: null },
      ]
    )
    assert.deepEqual(decided.actions, { create: null, restore: null })
  })

  test('a permission removed removes its actions; a closed parent removes every write', async ({
    assert,
  }) => {
    const reader = await decideRowActions(resource, requestOf(['access-tasks']), rows, null)
    assert.deepEqual(
      reader.rows.map((row) => row.actions),
      [{}, {}, {}, {}]
    )
    assert.deepEqual(reader.actions, {})
    const noDelete = everything.filter((permission) => permission !== 'delete-task')
    const editor = await decideRowActions(resource, requestOf(noDelete), rows.slice(0, 1), null)
    assert.deepEqual(editor.rows[0].actions, { edit: null, finish: null })
    const closed = await decideRowActions(
      resource,
      requestOf(everything),
      rows,
      CLOSED_CASE_REFUSAL
    )
    assert.deepEqual(
      closed.rows.map((row) => row.actions),
      [{}, {}, {}, {}]
    )
    assert.deepEqual(closed.actions, {})
  })
})

test.group('Registries: the dashboard’s panels', () => {
  test('lists the declared panels by their order, each read only when carried', async ({
    assert,
  }) => {
    const reads: string[] = []
    const panel = (key: string, order: number) => ({
      key,
      prop: `${key}Prop`,
      order,
      read: async () => {
        reads.push(key)
        return key
      },
    })
    const { dashboardPanels, props } = readDashboardPanels(
      [panel('late', 20), panel('early', 10)],
      requestOf([])
    )
    assert.deepEqual(dashboardPanels, ['early', 'late'])
    assert.deepEqual(reads, [])
    assert.equal(await readProp(sent(props).lateProp), 'late')
    assert.deepEqual(reads, ['late'])
  })

  test('reads the panels asked for together one after another', async ({ assert }) => {
    const events: string[] = []
    const panel = (key: string, order: number, ms: number) => ({
      key,
      prop: key,
      order,
      read: async () => {
        events.push(`start ${key}`)
        await new Promise((resolve) => setTimeout(resolve, ms))
        events.push(`end ${key}`)
        return key
      },
    })
    const props = sent(
      readDashboardPanels([panel('slow', 10, 30), panel('quick', 20, 1)], requestOf([])).props
    )
    // As Inertia resolves lazy props: all at once.
    assert.deepEqual(await Promise.all([readProp(props.slow), readProp(props.quick)]), [
      'slow',
      'quick',
    ])
    assert.deepEqual(events, ['start slow', 'end slow', 'start quick', 'end quick'])
  })
})
