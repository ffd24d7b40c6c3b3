import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { caseTabs, caseTimelineSubjects, dashboardPanels } from '#resources/registry'
import { fourEyesRefusal } from '#contracts/four_eyes'
import type { RowActions } from '#contracts/row_actions'
import type { CaseTabShown } from '#contracts/case_tabs'
import { caseIn, insertGop } from '#tests/helpers/gop_fixtures'
import { makeAdministrator, makeUser } from '#tests/helpers/users'

/**
 * The case page, its rows' buttons and the dashboard read what the resources declare (issue 28,
 * "registries instead of hubs"): the tabs SPEC.md §2 names, in its order, each for who holds its
 * permission; each row's actions as the server decides them; the dashboard's panels.
 */

/** SPEC.md §2's case tabs, as the page has always shown them (their counts aside). */
const SPEC_TABS: Pick<CaseTabShown, 'key' | 'label'>[] = [
  { key: 'general-info', label: 'General info' },
  { key: 'member-details', label: 'Member details' },
  { key: 'contacts', label: 'Contacts' },
  { key: 'incidents', label: 'Incidents' },
  { key: 'tasks', label: 'Tasks' },
  { key: 'closed-tasks', label: 'Closed tasks' },
  { key: 'notes', label: 'Notes' },
  { key: 'guarantee-of-payments', label: 'GOP' },
  { key: 'withdrawal-of-gops', label: 'WGOP' },
  { key: 'request-for-payments', label: 'RFP' },
  { key: 'charge-slips', label: 'Charge slips' },
  { key: 'icd', label: 'ICD' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'files', label: 'Files' },
  { key: 'reopen-case', label: 'Reopen case' },
]

const GOP_READER: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-guarantee-of-payments',
  'create-guarantee-of-payment',
  'update-guarantee-of-payment',
  'delete-guarantee-of-payment',
  'restore-guarantee-of-payment',
]
const GOP_SUPERVISOR: Permission[] = [
  ...GOP_READER,
  'approve-guarantee-of-payments',
  'revise-guarantee-of-payments',
  'send-guarantee-of-payments',
]

type GopTable = { rows: { id: number; actions: RowActions }[]; actions: RowActions }

async function casePage(client: ApiClient, user: User, caseId: number, tab?: string) {
  const response = await client
    .get(`/navigate/cases/${caseId}`)
    .qs(tab ? { tab } : {})
    .loginAs(user)
    .withInertia()
  response.assertStatus(200)
  return response.body().props as Record<string, unknown> & { caseTabs: CaseTabShown[] }
}

/** Each GOP's actions on the case's GOP tab, by id, and the table's own. */
async function gopActions(client: ApiClient, user: User, caseId: number) {
  const props = await casePage(client, user, caseId, 'guarantee-of-payments')
  const table = props.gops as GopTable
  return {
    rows: new Map(table.rows.map((row) => [row.id, row.actions])),
    table: table.actions,
  }
}

/** How many SQL statements `run` sends (a transaction's included). */
async function statements(run: () => Promise<unknown>) {
  let count = 0
  const counted = () => void (count += 1)
  const clients = new Set([db.connection().getWriteClient(), db.connection().getReadClient()])
  for (const knex of clients) knex.on('query', counted)
  try {
    await run()
  } finally {
    for (const knex of clients) knex.off('query', counted)
  }
  return count
}

test.group('Registries: the case page reads its tabs from the resources', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists SPEC.md §2’s tabs, labels and order, as the resources declare them', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    const props = await casePage(client, admin, await caseIn('KUL'))
    const named = props.caseTabs.map(({ key, label }) => ({ key, label }))
    const spec = named.filter((tab) => SPEC_TABS.some((known) => known.key === tab.key))
    assert.deepEqual(spec, SPEC_TABS)
    // Nothing but declarations: every tab listed is a registered one, in its declared order.
    const declared = [...caseTabs()]
      .sort((one, other) => one.order - other.order)
      .map(({ key, label }) => ({ key, label }))
    assert.deepEqual(named, declared)
  })

  test('a permission removed removes its tab and sends its props as null', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const admin = await makeAdministrator()
    const all = await casePage(client, admin, caseId)
    const without: Permission[] = ['access-cases', 'view-case', 'access-guarantee-of-payments']
    const reader = await makeUser({ permissions: without })
    const props = await casePage(client, reader, caseId)
    assert.includeDeepMembers(
      all.caseTabs.map(({ key, label }) => ({ key, label })),
      [{ key: 'charge-slips', label: 'Charge slips' }]
    )
    assert.notInclude(
      props.caseTabs.map((tab) => tab.key),
      'charge-slips'
    )
    assert.includeMembers(
      props.caseTabs.map((tab) => tab.key),
      ['general-info', 'guarantee-of-payments']
    )
    assert.isNull(props.chargeSlips)
    assert.isNull(props.chargeSlipOptions)
  })
})

test.group('Registries: each row carries what the user may do now', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a supervisor is offered the transitions the state allows; a reader is not', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const pending = await insertGop(caseId, 'pending')
    const approved = await insertGop(caseId, 'approved')
    const supervisor = await makeUser({ permissions: GOP_SUPERVISOR })
    const offered = await gopActions(client, supervisor, caseId)
    assert.deepEqual(offered.rows.get(pending), {
      edit: null,
      delete: null,
      approve: null,
      decline: null,
    })
    // Approved: its policy locks edit and delete; it is revised and sent instead.
    assert.deepEqual(offered.rows.get(approved), { revise: null, send: null })
    assert.deepEqual(offered.table, { create: null, restore: null })

    // Without approve, revise and send, the same rows offer no transition at all.
    const reader = await makeUser({ permissions: GOP_READER })
    const read = await gopActions(client, reader, caseId)
    assert.deepEqual(read.rows.get(pending), { edit: null, delete: null })
    assert.deepEqual(read.rows.get(approved), {})
  })

  test('four eyes shows the issuer Approve refused in the server’s words', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const gop = await insertGop(caseId, 'pending')
    const issuer = await makeUser({ permissions: GOP_SUPERVISOR })
    await db.from('gops').where('id', gop).update({ created_by_id: issuer.id })
    const { number } = await db.from('gops').where('id', gop).firstOrFail()
    const offered = await gopActions(client, issuer, caseId)
    assert.equal(offered.rows.get(gop)?.approve, fourEyesRefusal('gop', number))
    assert.isNull(offered.rows.get(gop)?.decline)

    // The server refuses the approval with those very words.
    const refused = await client
      .post(`/navigate/cases/${caseId}/guarantee-of-payments/${gop}/transitions/approve`)
      .loginAs(issuer)
      .withCsrfToken()
      .redirects(0)
    refused.assertFlashMessage('error', fourEyesRefusal('gop', number))
  })

  test('a withdrawn GOP offers no revise or send; a closed case offers nothing', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const withdrawn = await insertGop(caseId, 'approved')
    await db.from('gops').where('id', withdrawn).update({ withdrawn_at: new Date() })
    const supervisor = await makeUser({ permissions: GOP_SUPERVISOR })
    const offered = await gopActions(client, supervisor, caseId)
    assert.deepEqual(offered.rows.get(withdrawn), {})

    const closedCase = await caseIn('KUL', 'closed')
    const pending = await insertGop(closedCase, 'pending')
    const closed = await gopActions(client, supervisor, closedCase)
    assert.deepEqual(closed.rows.get(pending), {})
    assert.deepEqual(closed.table, {})
  })

  test('the rows’ actions cost no statement per row', async ({ client, assert }) => {
    const supervisor = await makeUser({ permissions: GOP_SUPERVISOR })
    const one = await caseIn('KUL', 'active')
    await insertGop(one, 'pending')
    const many = await caseIn('KUL', 'active')
    for (const status of ['pending', 'approved', 'sent', 'declined', 'pending'] as const) {
      await insertGop(many, status)
      await insertGop(many, status)
    }
    // Warm: the first request of a test reads the access and settings copies.
    await gopActions(client, supervisor, one)
    const forOne = await statements(() => gopActions(client, supervisor, one))
    const forTen = await statements(async () => {
      const { rows } = await gopActions(client, supervisor, many)
      assert.equal(rows.size, 10)
    })
    // Counted at all (the listener sees the page's statements), and the same for ten rows.
    assert.isAbove(forOne, 3)
    assert.equal(forTen, forOne)
  })
})

test.group('Registries: the dashboard reads its panels from the resources', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists SPEC.md §2’s four panels, as the resources declare them', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/dashboard')
      .loginAs(await makeAdministrator())
      .withInertia()
    const props = response.body().props as Record<string, unknown>
    assert.deepEqual(props.dashboardPanels, [
      'recent-cases',
      'charge-slips',
      'request-for-payments',
      'tasks',
    ])
    for (const panel of dashboardPanels()) assert.property(props, panel.prop)
  })
})

test.group('Registries: the case timeline reads its subjects from the resources', () => {
  test('every record under a case that has a tab writes its history onto the timeline', async ({
    assert,
  }) => {
    const subjects = caseTimelineSubjects()
    assert.sameMembers(
      subjects.map((subject) => subject.subjectType),
      [
        'case_contact',
        'case_incident',
        'case_diagnosis',
        'case_feedback',
        'case_note',
        'case_file',
        'case_call',
        'task',
        'gop',
        'gop_withdrawal',
        'charge_slip',
        'request_for_payment',
        'policy_verification',
      ]
    )
    // Each is read by its case: the table the registry names holds `case_id`, indexed with the
    // id (trashed rows too), as the timeline's query needs.
    for (const subject of subjects) {
      const indexes: { indexdef: string }[] = await db
        .from('pg_indexes')
        .where('tablename', subject.table)
        .select('indexdef')
      assert.isTrue(
        indexes.some(({ indexdef }) => /\(case_id, id\)/.test(indexdef) && !/WHERE/.test(indexdef)),
        `${subject.table} has an index on (case_id, id) holding trashed rows`
      )
    }
  })
})
