import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { CaseStatus } from '#contracts/case_options'
import { caseWorkflow, NO_GOP_NOTE } from '#workflows/case_workflow'
import { CaseFactory } from '#factories/case_factory'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { workflowContract } from '#tests/helpers/workflow_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { insertGop } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { statementsDuring } from '#tests/helpers/statements'

const CASE_PERMISSIONS: Permission[] = [
  'access-cases',
  'create-case',
  'view-case',
  'update-case',
  'delete-case',
  'restore-case',
  'force-close-case',
]

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

/** A case of the demo center with this code, in this status (the factory makes its parties). */
async function caseIn(code: string, status: CaseStatus = 'pending') {
  const record = await CaseFactory.merge({ centerId: await centerId(code) })
    .apply(status)
    .create()
  return record.id
}

centerScopeContract({
  title: 'Cases',
  prefix: '/navigate/cases',
  table: 'cases',
  listPath: '/navigate/cases',
  makeRecord: (code) => caseIn(code),
  permissions: CASE_PERMISSIONS,
  params: { transition: 'activate' },
  // view, edit, update, destroy, usage, restore, transition
  minimumRoutes: 7,
})

workflowContract({
  title: 'Case status',
  workflow: caseWorkflow as never,
  table: 'cases',
  path: (id, transition) => `/navigate/cases/${id}/transitions/${transition}`,
  makeInState: (state) => caseIn('KUL', state as CaseStatus),
  permissions: ['access-cases', 'view-case'],
  input: { reason: 'The member self-discharged', outcome: 'successful' },
  row: {
    permissions: ['update-case', 'delete-case', 'restore-case'],
    update: {
      path: (id) => `/navigate/cases/${id}`,
      // The case as it is, its description and priority changed.
      input: async (id) => {
        const row = await db.from('cases').where('id', id).firstOrFail()
        return {
          member_id: String(row.member_id),
          ...(row.program_id ? { program_id: String(row.program_id) } : {}),
          incident_type_id: String(row.incident_type_id),
          priority: row.priority === 'high' ? 'low' : 'high',
          description: `${row.description ?? ''} Edited while it moved.`,
        }
      },
      // A closed case is history until it is reopened.
      allowedIn: ['pending', 'active', 'billing'],
    },
    // Only a case opened by mistake (still pending) goes to the trash.
    destroy: { path: (id) => `/navigate/cases/${id}`, allowedIn: ['pending'] },
    restore: (id) => `/navigate/cases/${id}/restore`,
    // Closed exactly when it has its outcome and closing time, open exactly when it has none.
    consistent: async (id, assert) => {
      const row = await db.from('cases').where('id', id).firstOrFail()
      const closed = row.status === 'closed'
      assert.equal(row.closed_at !== null, closed, `case ${id} ${row.status}: closed_at`)
      assert.equal(row.outcome !== null, closed, `case ${id} ${row.status}: outcome`)
    },
  },
})

test.group('Cases: opening a case', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function validInput() {
    const template = await CaseFactory.merge({ centerId: await centerId('KUL') }).make()
    const member = await db.from('members').whereNull('deleted_at').orderBy('id').firstOrFail()
    const type = await db.from('incident_types').whereNull('deleted_at').orderBy('id').firstOrFail()
    return {
      member_id: member.id,
      incident_type_id: type.id,
      priority: 'high',
      description: template.description ?? 'Admitted with chest pain',
      caller_name: 'Jane Doe',
      caller_type: 'family-of-member',
      caller_relationship: 'sister',
    }
  }

  test('an agent opens a case in their center, numbered, pending, logged', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const input = await validInput()
    const response = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .form(input)
      .redirects(0)
    response.assertStatus(302)
    const row = await db.from('cases').where('created_by_id', user.id).firstOrFail()
    assert.match(row.number, /^KUL-\d{4}-\d{6}$/)
    assert.equal(row.status, 'pending')
    assert.equal(row.center_id, await centerId('KUL'))
    const member = await db.from('members').where('id', input.member_id).firstOrFail()
    assert.equal(row.client_id, member.client_id)
    assert.equal(response.header('location'), `/navigate/cases/${row.id}`)
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'case', subject_id: String(row.id) })
    assert.lengthOf(logged, 1)
  })

  test('a bad member, program or taxonomy is a field error and nothing is written', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const before = await db.from('cases').count('* as total')
    const response = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .form({
        ...(await validInput()),
        member_id: 2147483647,
        incident_category_id: 'x',
        priority: 'whenever',
      })
      .redirects(0)
    response.assertStatus(302)
    const errors = (response.flashMessages() as { inputErrorsBag?: Record<string, unknown> })
      .inputErrorsBag
    assert.properties(errors ?? {}, ['member_id', 'incident_category_id', 'priority'])
    assert.deepEqual(await db.from('cases').count('* as total'), before)
  })

  test('the form knows when each program ends, to warn about an ended one', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const ended: { id: number } = await db.from('programs').whereNull('deleted_at').firstOrFail()
    await db
      .from('programs')
      .where('id', ended.id)
      .update({ valid_from: '2024-01-01', valid_to: '2025-12-31' })
    const page = await client.get('/navigate/cases/create').loginAs(user).withInertia()
    const programs = (
      page.body().props as { options: { programs: { value: string; valid_to: string | null }[] } }
    ).options.programs
    assert.equal(
      programs.find((program) => program.value === String(ended.id))?.valid_to,
      '2025-12-31'
    )
  })

  test('without a current center the form says to choose one', async ({ client, assert }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    await db.from('users').where('id', user.id).update({ current_center_id: null })
    const response = await client
      .post('/navigate/cases')
      .loginAs(user)
      .withCsrfToken()
      .form(await validInput())
      .redirects(0)
    response.assertStatus(302)
    const flashed = response.flashMessages() as { error?: string }
    assert.match(flashed.error ?? '', /Choose the center you work in/)
  })

  test('the list counts statuses and searches by number and member', async ({ client, assert }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const id = await caseIn('KUL', 'active')
    const row = await db
      .from('cases')
      .join('members', 'members.id', 'cases.member_id')
      .where('cases.id', id)
      .select('cases.number', 'members.last_name', 'members.policy_number')
      .firstOrFail()
    for (const term of [row.number.toLowerCase(), row.last_name, row.policy_number]) {
      const response = await client
        .get('/navigate/cases')
        .qs({ q: term })
        .loginAs(user)
        .withInertia()
      const props = response.body().props as {
        rows: { id: number }[]
        statusCounts: Record<string, number>
      }
      assert.include(
        props.rows.map((listed) => listed.id),
        id,
        term
      )
      assert.isAtLeast(props.statusCounts.active, 1)
    }
  })

  test('the unsearched total and the status tabs are the trigger-kept counts, exact through every write', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const kul = await centerId('KUL')
    const counted = async (status?: CaseStatus) => {
      const query = db.from('cases').where('center_id', kul).whereNull('deleted_at')
      if (status) query.where('status', status)
      const [{ total }] = await query.count('* as total')
      return Number(total)
    }
    const list = async (qs: Record<string, unknown> = {}) => {
      const response = await client.get('/navigate/cases').qs(qs).loginAs(user).withInertia()
      return response.body().props as {
        meta: { total: number }
        statusCounts: Record<CaseStatus, number>
      }
    }
    const assertExact = async (what: string) => {
      const page = await list()
      assert.equal(page.meta.total, await counted(), `${what}: total`)
      for (const status of ['pending', 'active', 'billing', 'closed'] as const) {
        assert.equal(page.statusCounts[status], await counted(status), `${what}: ${status}`)
      }
      const active = await list({ filters: { status: ['active', 'billing'] } })
      assert.equal(
        active.meta.total,
        (await counted('active')) + (await counted('billing')),
        `${what}: active and billing`
      )
    }

    await assertExact('at first')
    const { meta: before } = await list()
    const opened = await caseIn('KUL', 'pending')
    await caseIn('KUL', 'billing')
    // Another center's cases are not this center's count.
    await caseIn('MNL', 'pending')
    await assertExact('after opening')
    const { meta: after } = await list()
    assert.equal(after.total, before.total + 2)

    const moved = await client
      .post(`/navigate/cases/${opened}/transitions/activate`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    moved.assertStatus(302)
    const statusOf = async (id: number) => {
      const found: { status: string; deleted_at: Date | null } = await db
        .from('cases')
        .where('id', id)
        .firstOrFail()
      return found
    }
    const activated = await statusOf(opened)
    assert.equal(activated.status, 'active')
    await assertExact('after a transition')

    // Only a pending case may be deleted.
    const spare = await caseIn('KUL', 'pending')
    await client.delete(`/navigate/cases/${spare}`).loginAs(user).withCsrfToken().redirects(0)
    const deleted = await statusOf(spare)
    assert.isNotNull(deleted.deleted_at)
    await assertExact('after a delete')
    // The trash is counted, not told.
    const trash = await client.get('/navigate/cases/trash').loginAs(user).withInertia()
    const trashed = await db
      .from('cases')
      .where('center_id', kul)
      .whereNotNull('deleted_at')
      .count('* as total')
    assert.equal(
      (trash.body().props as { meta: { total: number } }).meta.total,
      Number(trashed[0].total)
    )

    await client.post(`/navigate/cases/${spare}/restore`).loginAs(user).withCsrfToken().redirects(0)
    // A write of many rows in one statement (a bulk move) is counted once, exactly.
    await db
      .from('cases')
      .where('center_id', kul)
      .where('status', 'billing')
      .update({ status: 'active' })
    const restored = await statusOf(spare)
    assert.isNull(restored.deleted_at)
    await assertExact('after a restore and a bulk update')
    // A search is counted from the rows, not from the tabs.
    const row: { number: string } = await db.from('cases').where('id', opened).firstOrFail()
    const { meta: searched } = await list({ q: row.number })
    assert.equal(searched.total, 1)
  })

  test('filters by status, owner and the opening day on the center’s clock', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const id = await caseIn('KUL', 'active')
    const row = await db.from('cases').where('id', id).firstOrFail()
    // 16:30 UTC on the 10th is 00:30 on the 11th in Kuala Lumpur (UTC+8): a KUL day.
    await db
      .from('cases')
      .where('id', id)
      .update({ opened_at: new Date('2026-03-10T16:30:00Z') })
    const list = async (qs: Record<string, unknown>) => {
      const response = await client.get('/navigate/cases').qs(qs).loginAs(user).withInertia()
      return (response.body().props as { rows: { id: number }[] }).rows.map((item) => item.id)
    }
    assert.include(await list({ filters: { status: ['active'] } }), id)
    assert.notInclude(await list({ filters: { status: ['closed'] } }), id)
    assert.include(await list({ filters: { owner: [String(row.owner_id)] } }), id)
    assert.include(await list({ filters: { opened_at: '2026-03-11..2026-03-11' } }), id)
    // On UTC days it would be the 10th.
    assert.notInclude(await list({ filters: { opened_at: '2026-03-10..2026-03-10' } }), id)
  })

  test('the owner filter offers the owners of the center the list shows, no other center’s', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const kulOwner = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const mnlOwner = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['MNL'] })
    const kulCase = await caseIn('KUL', 'active')
    const mnlCase = await caseIn('MNL', 'active')
    await db.from('cases').where('id', kulCase).update({ owner_id: kulOwner.id })
    await db.from('cases').where('id', mnlCase).update({ owner_id: mnlOwner.id })
    const response = await client.get('/navigate/cases').loginAs(user).withInertia()
    const offered = (
      response.body().props as { list: { filters: Record<string, { value: string }[]> } }
    ).list.filters.owner.map((option) => option.value)
    assert.include(offered, String(kulOwner.id))
    assert.notInclude(offered, String(mnlOwner.id))
    // Asked for anyway, another center's owner is dropped like any value not offered.
    const asked = await client
      .get('/navigate/cases')
      .qs({ filters: { owner: [String(mnlOwner.id)] } })
      .loginAs(user)
      .withInertia()
    assert.deepEqual(
      (asked.body().props as { query: { filters: Record<string, string[]> } }).query.filters,
      {}
    )
  })

  test('the case page offers the transitions the user may take now', async ({ client, assert }) => {
    const id = await caseIn('KUL', 'pending')
    const agent = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-case'],
      centers: ['KUL'],
    })
    const response = await client.get(`/navigate/cases/${id}`).loginAs(agent).withInertia()
    response.assertInertiaComponent('navigate/cases/view')
    const props = response.body().props as { transitions: { name: string }[] }
    // Force close needs force-close-case, which this agent does not hold.
    assert.deepEqual(
      props.transitions.map((transition) => transition.name),
      ['activate']
    )
  })

  test('the case page and its general-info tab need view-case (SPEC.md §2)', async ({
    client,
    assert,
  }) => {
    const id = await caseIn('KUL', 'pending')
    const otherCenters = await caseIn('MNL', 'pending')
    const lister = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const refused = await client.get(`/navigate/cases/${id}`).loginAs(lister).withInertia()
    refused.assertStatus(403)
    // The list is theirs, but its rows do not lead to a page they would be refused.
    const list = await client.get('/navigate/cases').loginAs(lister).withInertia()
    assert.isFalse((list.body().props as { can: { view?: boolean } }).can.view)

    const viewer = await makeUser({ permissions: ['access-cases', 'view-case'], centers: ['KUL'] })
    const page = await client.get(`/navigate/cases/${id}`).loginAs(viewer).withInertia()
    page.assertInertiaComponent('navigate/cases/view')
    const listed = await client.get('/navigate/cases').loginAs(viewer).withInertia()
    assert.isTrue((listed.body().props as { can: { view?: boolean } }).can.view)
    // Another center's case is still the same 404 as an unknown one, with or without view-case.
    const unseen = await client.get(`/navigate/cases/${otherCenters}`).loginAs(viewer)
    unseen.assertStatus(404)
  })
})

/** A contact on a case of the center with this code. */
async function contactIn(code: string) {
  const caseId = await caseIn(code, 'active')
  const [row] = await db
    .insertQuery()
    .table('case_contacts')
    .insert({ case_id: caseId, name: `Dr Contact ${caseId}`, created_at: new Date() })
    .returning('id')
  return { id: row.id as number, params: { caseId } }
}

centerScopeContract({
  title: 'Case contacts',
  prefix: '/navigate/cases/:caseId/contacts',
  parentParams: ['caseId'],
  table: 'case_contacts',
  makeRecord: contactIn,
  permissions: [...CASE_PERMISSIONS, 'access-contacts'],
  // update, destroy, usage, restore
  minimumRoutes: 4,
})

test.group('Cases: the contacts tab', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const agent = () =>
    makeUser({
      permissions: ['access-cases', 'view-case', 'update-case', 'access-contacts'],
      centers: ['KUL'],
    })

  test('a contact is added from the case page and listed in its tab', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const user = await agent()
    const response = await client
      .post(`/navigate/cases/${caseId}/contacts`)
      .loginAs(user)
      .withCsrfToken()
      .form({ name: 'Dr Anan Chaiyaporn', caller_type: 'provider', phone: '+66 81 234 5678' })
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/navigate/cases/${caseId}?tab=contacts`)
    const row = await db.from('case_contacts').where('case_id', caseId).firstOrFail()
    assert.equal(row.name, 'Dr Anan Chaiyaporn')
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'case_contact', subject_id: String(row.id) })
    assert.lengthOf(logged, 1)

    // Its own query keys: a search of the contacts does not touch anything else on the page.
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'contacts', contacts: { q: 'anan' } })
      .loginAs(user)
      .withInertia()
    const contacts = (
      page.body().props as { contacts: { rows: { id: number }[]; query: { q: string } } }
    ).contacts
    assert.deepEqual(
      contacts.rows.map((listed) => listed.id),
      [row.id]
    )
    assert.equal(contacts.query.q, 'anan')
  })

  test('the tab’s table is read only when the tab is open or asked for', async ({
    client,
    assert,
  }) => {
    const { params } = await contactIn('KUL')
    const user = await agent()
    const plain = await client.get(`/navigate/cases/${params.caseId}`).loginAs(user).withInertia()
    assert.notProperty(plain.body().props, 'contacts')
    const asked = await client
      .get(`/navigate/cases/${params.caseId}`)
      .loginAs(user)
      .withInertia()
      .header('x-inertia-partial-component', 'navigate/cases/view')
      .header('x-inertia-partial-data', 'contacts')
    const contacts = (asked.body().props as { contacts: { rows: unknown[]; list: unknown } })
      .contacts
    assert.lengthOf(contacts.rows, 1)
    assert.isObject(contacts.list)
  })

  test('a tab’s reload of its table does not read the case’s record or abilities', async ({
    client,
    assert,
  }) => {
    const { params } = await contactIn('KUL')
    const user = await agent()
    const page = `/navigate/cases/${params.caseId}?tab=contacts`
    // The record's joined read and the policy's refusals (what `record` and `can` carry).
    const detailRead = (sql: string) => sql.includes('as "center_code"')
    const refusals = (sql: string) => /^select "id", "number" from "cases" where "id" in/.test(sql)
    let visit: { props: Record<string, unknown> } = { props: {} }
    const visited = await statementsDuring(async () => {
      const response = await client.get(page).loginAs(user).withInertia()
      visit = response.body()
    })
    assert.isTrue(visited.some(detailRead))
    assert.isTrue(visited.some(refusals))
    assert.properties(visit.props, ['record', 'can', 'contacts'])
    let reload: { props: Record<string, unknown> } = { props: {} }
    const reloaded = await statementsDuring(async () => {
      const response = await client
        .get(page)
        .loginAs(user)
        .withInertia()
        .header('x-inertia-partial-component', 'navigate/cases/view')
        .header('x-inertia-partial-data', 'contacts')
      reload = response.body()
    })
    assert.isFalse(reloaded.some(detailRead))
    assert.isFalse(reloaded.some(refusals))
    assert.notProperty(reload.props, 'record')
    assert.deepEqual(reload.props.contacts, visit.props.contacts)
  })

  test('a closed case refuses new and changed contacts in plain words', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'closed')
    const user = await agent()
    const response = await client
      .post(`/navigate/cases/${caseId}/contacts`)
      .loginAs(user)
      .withCsrfToken()
      .form({ name: 'Late caller' })
      .redirects(0)
    response.assertStatus(302)
    assert.match(
      (response.flashMessages() as { error?: string }).error ?? '',
      /This case is closed; reopen it/
    )
    assert.lengthOf(await db.from('case_contacts').where('case_id', caseId), 0)
  })

  test('a contact of another case is not found under this one', async ({ client }) => {
    const mine = await caseIn('KUL', 'active')
    const other = await contactIn('KUL')
    const response = await client
      .put(`/navigate/cases/${mine}/contacts/${other.id}`)
      .loginAs(await agent())
      .withCsrfToken()
      .withInertia()
      .form({ name: 'Renamed' })
      .redirects(0)
    response.assertStatus(404)
  })

  test('without access-contacts the tab is not sent and its writes are 403', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const user = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-case'],
      centers: ['KUL'],
    })
    const page = await client.get(`/navigate/cases/${caseId}`).loginAs(user).withInertia()
    assert.isNull((page.body().props as { contacts: unknown }).contacts)
    const response = await client
      .post(`/navigate/cases/${caseId}/contacts`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .form({ name: 'Someone' })
      .redirects(0)
    response.assertStatus(403)
  })
})

test.group('Cases: what a closed case allows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a closed case is not edited or deleted, and its page says so', async ({
    client,
    assert,
  }) => {
    const id = await caseIn('KUL', 'closed')
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const page = await client.get(`/navigate/cases/${id}`).loginAs(user).withInertia()
    const can = (
      page.body().props as { can: { update: boolean; delete: boolean; locked?: string } }
    ).can
    assert.isFalse(can.update)
    assert.isFalse(can.delete)
    assert.match(can.locked ?? '', /is closed; reopen it before changing it/)
    const before = await db.from('cases').where('id', id).firstOrFail()
    const edit = await client
      .put(`/navigate/cases/${id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .form({ priority: 'low' })
      .redirects(0)
    edit.assertStatus(403)
    assert.deepEqual(await db.from('cases').where('id', id).firstOrFail(), before)
    // Reopening is its way back.
    const reopened = await client
      .post(`/navigate/cases/${id}/transitions/reopen`)
      .loginAs(user)
      .withCsrfToken()
      .form({ reason: 'The family sent new bills' })
      .redirects(0)
    reopened.assertStatus(302)
    const row = await db.from('cases').where('id', id).firstOrFail()
    assert.equal(row.status, 'active')
    assert.equal(row.reopened_count, 1)
    assert.isNull(row.outcome)
    // The reopen-case tab tells the story, newest first, with the reason and who gave it.
    const tab = await client
      .get(`/navigate/cases/${id}`)
      .qs({ tab: 'reopen-case' })
      .loginAs(user)
      .withInertia()
    const history = (
      tab.body().props as { statusHistory: { transition: string; reason: string; by: string }[] }
    ).statusHistory
    assert.equal(history[0].transition, 'reopen')
    assert.equal(history[0].reason, 'The family sent new bills')
    assert.equal(history[0].by, `${user.firstName} ${user.lastName}`)
  })
})

/** A case transition posted by this user, from the case's page. */
function transitionAs(
  client: ApiClient,
  user: User,
  id: number,
  name: string,
  form: Record<string, string> = {}
) {
  return client
    .post(`/navigate/cases/${id}/transitions/${name}`)
    .loginAs(user)
    .withCsrfToken()
    .header('referer', `/navigate/cases/${id}`)
    .form(form)
    .redirects(0)
}

/** One transition as the case's page offers it (its refusal, or null). */
async function pageTransition(client: ApiClient, user: User, id: number, name: string) {
  const page = await client.get(`/navigate/cases/${id}`).loginAs(user).withInertia()
  page.assertStatus(200)
  const { transitions } = page.body().props as {
    transitions: { name: string; refusal: string | null }[]
  }
  return transitions.find((transition) => transition.name === name)
}

/** One column of a row, as stored. */
async function stored(table: string, id: number, column: string): Promise<string> {
  const row: Record<string, string> = await db.from(table).where('id', id).firstOrFail()
  return row[column]
}

test.group('Cases: moving to billing and closing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a case moves to billing with an issued GOP, or with a note saying why none', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const bare = await caseIn('KUL', 'active')
    // Neither a pending, a declined nor a withdrawn GOP is a guarantee.
    await insertGop(bare, 'pending')
    await insertGop(bare, 'declined')
    const withdrawn = await insertGop(bare, 'approved')
    await db.from('gops').where('id', withdrawn).update({ withdrawn_at: new Date() })
    // The page offers the move (its dialog asks for the note): it is not refused up front.
    const offered = await pageTransition(client, user, bare, 'to-billing')
    assert.isNull(offered?.refusal)

    const refused = await transitionAs(client, user, bare, 'to-billing')
    const errors = (refused.flashMessages() as { inputErrorsBag?: Record<string, string[]> })
      .inputErrorsBag
    assert.deepEqual(errors?.reason, [NO_GOP_NOTE])
    const still = await db.from('cases').where('id', bare).firstOrFail()
    assert.equal(still.status, 'active')
    assert.lengthOf(
      await db.from('activity_logs').where({ subject_type: 'case', subject_id: String(bare) }),
      0
    )

    const noted = await transitionAs(client, user, bare, 'to-billing', {
      reason: 'Outpatient visit paid by the member; reimbursed later',
    })
    noted.assertStatus(302)
    assert.equal(await stored('cases', bare, 'status'), 'billing')
    const entry = await db
      .from('activity_logs')
      .where({ subject_type: 'case', subject_id: String(bare), action: 'transition' })
      .firstOrFail()
    assert.equal(entry.properties.reason, 'Outpatient visit paid by the member; reimbursed later')

    // With an issued GOP nothing more is asked.
    const guaranteed = await caseIn('KUL', 'active')
    await insertGop(guaranteed, 'sent')
    const moved = await transitionAs(client, user, guaranteed, 'to-billing')
    moved.assertStatus(302)
    assert.equal(await stored('cases', guaranteed, 'status'), 'billing')
  })

  test('the close checklist names every blocker, on the page and in the refusal', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const id = await caseIn('KUL', 'billing')
    const owner: { center_id: number } = await db.from('cases').where('id', id).firstOrFail()
    await db
      .insertQuery()
      .table('tasks')
      .insert({
        case_id: id,
        center_id: owner.center_id,
        title: 'Call the hospital',
        category: 'medical',
        priority: 'normal',
        status: 'open',
        due_at: new Date(Date.now() + 86_400_000),
        due_time_zone: 'Asia/Kuala_Lumpur',
        created_at: new Date(),
      })
    const gop = await insertGop(id, 'pending')
    const gopNumber = await stored('gops', gop, 'number')
    await insertChargeSlip(id, { status: 'approved', invoiceNumber: 'H-7' })
    const rfp = await insertRfp(id, { status: 'approved' })
    const rfpNumber = await stored('request_for_payments', rfp, 'number')
    const number = await stored('cases', id, 'number')
    const expected = [
      `Case ${number} cannot be closed yet:`,
      '• It still has 1 open task: close it.',
      `• It has a pending GOP (${gopNumber}): approve or decline it.`,
      '• It has a charge slip not paid or declined (invoice H-7, approved): settle it.',
      `• It has a request for payment not collected (${rfpNumber}, approved): collect it.`,
      'Or force close the case with a reason.',
    ].join('\n')

    const close = await pageTransition(client, user, id, 'close')
    assert.equal(close?.refusal, expected)
    const refused = await transitionAs(client, user, id, 'close', { outcome: 'successful' })
    assert.equal((refused.flashMessages() as { error?: string }).error, expected)
    assert.equal(await stored('cases', id, 'status'), 'billing')
  })
})

/** A live ICD-10 code (the seed's), by code. */
async function icdId(code: string) {
  const row: { id: number } = await db.from('icds').where('code', code).firstOrFail()
  return row.id
}

/** A row of a case tab's table on a case of the center with this code. */
function childIn(table: string, values: () => Promise<Record<string, unknown>>) {
  return async (code: string) => {
    const caseId = await caseIn(code, 'active')
    const [row] = await db
      .insertQuery()
      .table(table)
      .insert({ case_id: caseId, created_at: new Date(), ...(await values()) })
      .returning('id')
    return { id: row.id as number, params: { caseId } }
  }
}

const TAB_PERMISSIONS: Permission[] = [
  ...CASE_PERMISSIONS,
  'access-contacts',
  'access-incidents',
  'access-feedbacks',
]

const TAB_ROWS = {
  incidents: childIn('case_incidents', async () => {
    const type: { id: number } = await db.from('incident_types').orderBy('id').firstOrFail()
    return { incident_type_id: type.id }
  }),
  icd: childIn('case_diagnoses', async () => ({ icd_id: await icdId('A09') })),
  feedback: childIn('case_feedbacks', async () => ({
    feedback_type: 'complaint',
    channel: 'phone',
    source: 'user',
    received_on: '2026-01-05',
    description: 'Waited on hold.',
  })),
}

for (const [tab, table] of [
  ['incidents', 'case_incidents'],
  ['icd', 'case_diagnoses'],
  ['feedback', 'case_feedbacks'],
] as const) {
  centerScopeContract({
    title: `Case ${tab}`,
    prefix: `/navigate/cases/:caseId/${tab}`,
    parentParams: ['caseId'],
    table,
    makeRecord: TAB_ROWS[tab],
    permissions: TAB_PERMISSIONS,
    minimumRoutes: 4,
  })
}

test.group('Cases: diagnoses and feedback', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const agent = () => makeUser({ permissions: TAB_PERMISSIONS, centers: ['KUL'] })

  test('one primary diagnosis: marking another demotes the first, logged', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const user = await agent()
    const add = (code: number) =>
      client
        .post(`/navigate/cases/${caseId}/icd`)
        .loginAs(user)
        .withCsrfToken()
        .form({ icd_id: code, is_primary: 'true' })
        .redirects(0)
    const first = await icdId('A09')
    const second = await icdId('J18.9')
    const added = [await add(first), await add(second)]
    for (const answer of added) answer.assertStatus(302)
    const rows = await db
      .from('case_diagnoses')
      .where('case_id', caseId)
      .orderBy('id')
      .select('icd_id', 'is_primary', 'id')
    assert.deepEqual(
      rows.map((row) => [row.icd_id, row.is_primary]),
      [
        [first, false],
        [second, true],
      ]
    )
    const demoted = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'case_diagnosis', subject_id: String(rows[0].id) })
    assert.lengthOf(demoted, 1)

    // The same code twice is a field error, nothing written.
    const again = await add(first)
    const errors = (again.flashMessages() as { inputErrorsBag?: Record<string, unknown> })
      .inputErrorsBag
    assert.property(errors ?? {}, 'icd_id')
    assert.lengthOf(await db.from('case_diagnoses').where('case_id', caseId), 2)
  })

  test('the ICD picker finds codes by code and by title words', async ({ client, assert }) => {
    const user = await agent()
    const byCode = await client.get('/navigate/cases/icd-codes').qs({ q: 'j18.9' }).loginAs(user)
    const codes = (byCode.body() as { options: { label: string }[] }).options
    assert.isTrue(codes.some((option) => option.label.startsWith('J18.9')))
    const byWords = await client
      .get('/navigate/cases/icd-codes')
      .qs({ q: 'pneumonia unspecified' })
      .loginAs(user)
    assert.isAbove((byWords.body() as { options: unknown[] }).options.length, 0)
  })

  test('feedback needs SPEC’s type, channel and source, and is listed in its tab', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const user = await agent()
    const bad = await client
      .post(`/navigate/cases/${caseId}/feedback`)
      .loginAs(user)
      .withCsrfToken()
      .form({ feedback_type: 'praise', channel: 'fax', source: 'nobody', description: '' })
      .redirects(0)
    const errors = (bad.flashMessages() as { inputErrorsBag?: Record<string, unknown> })
      .inputErrorsBag
    assert.properties(errors ?? {}, ['feedback_type', 'channel', 'source', 'received_on'])
    const good = await client
      .post(`/navigate/cases/${caseId}/feedback`)
      .loginAs(user)
      .withCsrfToken()
      .form({
        feedback_type: 'compliment',
        channel: 'whatsapp',
        source: 'client',
        received_on: '2026-11-01',
        description: 'Thanks for the quick guarantee.',
      })
      .redirects(0)
    assert.equal(good.header('location'), `/navigate/cases/${caseId}?tab=feedback`)
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'feedback' })
      .loginAs(user)
      .withInertia()
    const feedback = (page.body().props as { feedback: { rows: { channel: string }[] } }).feedback
    assert.deepEqual(
      feedback.rows.map((row) => row.channel),
      ['whatsapp']
    )
  })
})

test.group('Cases: the member-details tab', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the case’s member is edited from the case and the agent comes back to it', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const user = await makeUser({
      permissions: [...CASE_PERMISSIONS, 'access-members', 'update-member'],
      centers: ['KUL'],
    })
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'member-details' })
      .loginAs(user)
      .withInertia()
    const details = (
      page.body().props as { memberDetails: { record: Record<string, unknown>; options: unknown } }
    ).memberDetails
    assert.isObject(details.options)
    const record = details.record
    const response = await client
      .put(`/accounts/members/${record.id}`)
      .loginAs(user)
      .withCsrfToken()
      .form({
        first_name: record.first_name,
        last_name: record.last_name,
        gender: record.gender,
        date_of_birth: record.date_of_birth,
        client_id: record.client_id,
        policy_number: record.policy_number,
        relationship: record.relationship,
        phone: '+60 12 345 6789',
        allow_duplicate: 'true',
        _return_to: `/navigate/cases/${caseId}?tab=member-details`,
      })
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/navigate/cases/${caseId}?tab=member-details`)
    const member = await db
      .from('members')
      .where('id', record.id as number)
      .firstOrFail()
    assert.equal(member.phone, '+60 12 345 6789')
  })

  test('without update-member the tab is not sent', async ({ client, assert }) => {
    const caseId = await caseIn('KUL', 'active')
    const user = await makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'member-details' })
      .loginAs(user)
      .withInertia()
    assert.isNull((page.body().props as { memberDetails: unknown }).memberDetails)
  })
})
