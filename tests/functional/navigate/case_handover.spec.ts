import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import { CaseFactory } from '#factories/case_factory'
import type { CaseStatus } from '#contracts/case_options'
import type { TaskStatus } from '#contracts/task_options'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'

/**
 * Issue 29, "hand over and keep working": a case's owner handed over from its page, "My cases"
 * on the case list and the dashboard, and the center's task list that opens on the user's own
 * open tasks and closes and reopens them from its rows (and from the dashboard).
 */

/** Who works cases (app/workflows/case_handover.ts CASE_WORK_PERMISSIONS) and tasks. */
const WORKER: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
]

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

async function caseIn(code: string, status: CaseStatus = 'active', ownerId?: number) {
  const record = await CaseFactory.merge({
    centerId: await centerId(code),
    ...(ownerId ? { ownerId } : {}),
  })
    .apply(status)
    .create()
  return record.id
}

const worker = (centers = ['KUL'], permissions = WORKER) => makeUser({ permissions, centers })

const ownerOf = async (caseId: number) => {
  const row: { owner_id: number | null } = await db.from('cases').where('id', caseId).firstOrFail()
  return row.owner_id
}

const flash = (response: ApiResponse) =>
  response.flashMessages() as {
    success?: string
    error?: string
    inputErrorsBag?: Record<string, string[]>
  }

const nameOf = (user: User) => `${user.firstName} ${user.lastName}`

test.group('Handing a case over', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const handOver = (client: ApiClient, user: User, caseId: number, form: Record<string, unknown>) =>
    client
      .put(`/navigate/cases/${caseId}/owner`)
      .loginAs(user)
      .withCsrfToken()
      .header('referer', `http://localhost/navigate/cases/${caseId}?tab=tasks`)
      .form(form)
      .redirects(0)

  test('the owner hands the case to a colleague: saved, logged, back on the case', async ({
    client,
    assert,
  }) => {
    const owner = await worker()
    const colleague = await worker()
    const caseId = await caseIn('KUL', 'active', owner.id)
    const before: { updated_at: Date } = await db.from('cases').where('id', caseId).firstOrFail()
    const response = await handOver(client, owner, caseId, {
      owner_id: String(colleague.id),
      current_owner_id: String(owner.id),
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), `/navigate/cases/${caseId}?tab=tasks`)
    const number: { number: string } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(
      flash(response).success,
      `Case ${number.number} handed over to ${nameOf(colleague)}.`
    )
    assert.equal(await ownerOf(caseId), colleague.id)
    const after: { updated_at: Date } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.isAbove(after.updated_at.getTime(), before.updated_at.getTime())
    // One activity row: the owner before and after, by who handed it over, in the case's center.
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'case', subject_id: String(caseId), action: 'update' })
    assert.lengthOf(logged, 1)
    assert.equal(logged[0].user_id, owner.id)
    assert.equal(logged[0].center_id, await centerId('KUL'))
    assert.equal(logged[0].properties.before.owner_id, owner.id)
    assert.equal(logged[0].properties.after.owner_id, colleague.id)
  })

  test('a case nobody has taken is given to someone; a colleague’s case is handed over too', async ({
    client,
    assert,
  }) => {
    const supervisor = await worker()
    const agent = await worker()
    const pending = await caseIn('KUL', 'pending')
    assert.isNull(await ownerOf(pending))
    const given = await handOver(client, supervisor, pending, { owner_id: String(agent.id) })
    assert.isString(flash(given).success)
    assert.equal(await ownerOf(pending), agent.id)
    // The status does not move: a pending case waits to be taken by its owner.
    const row: { status: string } = await db.from('cases').where('id', pending).firstOrFail()
    assert.equal(row.status, 'pending')

    // Someone else's case: any holder of update-case may hand it over (docs/decisions.md).
    const elsewhere = await caseIn('KUL', 'billing', agent.id)
    const moved = await handOver(client, supervisor, elsewhere, {
      owner_id: String(supervisor.id),
      current_owner_id: String(agent.id),
    })
    assert.isString(flash(moved).success)
    assert.equal(await ownerOf(elsewhere), supervisor.id)
  })

  test('the dialog’s choices: the case center’s enabled, live users who can work cases', async ({
    client,
    assert,
  }) => {
    const owner = await worker()
    const colleague = await worker()
    const disabled = await makeUser({ permissions: WORKER, centers: ['KUL'], status: 'disabled' })
    const trashed = await worker()
    await db.from('users').where('id', trashed.id).update({ deleted_at: new Date() })
    const reader = await worker(['KUL'], ['access-cases', 'view-case', 'access-tasks'])
    const manila = await worker(['MNL'])
    const caseId = await caseIn('KUL', 'active', owner.id)
    const response = await client
      .get(`/navigate/cases/${caseId}/owners`)
      .loginAs(owner)
      .header('accept', 'application/json')
    response.assertStatus(200)
    const body = response.body() as { owner_id: number; candidates: { value: string }[] }
    assert.equal(body.owner_id, owner.id)
    const values = body.candidates.map((option) => option.value)
    assert.includeMembers(values, [String(owner.id), String(colleague.id)])
    for (const left of [disabled, trashed, reader, manila]) {
      assert.notInclude(values, String(left.id))
    }
  })

  test('without update-case: 403 for the choices and the hand-over; nothing changes', async ({
    client,
    assert,
  }) => {
    const owner = await worker()
    const reader = await worker(['KUL'], ['access-cases', 'view-case'])
    const caseId = await caseIn('KUL', 'active', owner.id)
    const choices = await client
      .get(`/navigate/cases/${caseId}/owners`)
      .loginAs(reader)
      .header('accept', 'application/json')
    assert.equal(choices.status(), 403)
    const response = await client
      .put(`/navigate/cases/${caseId}/owner`)
      .loginAs(reader)
      .withCsrfToken()
      .withInertia()
      .form({ owner_id: String(reader.id), current_owner_id: String(owner.id) })
      .redirects(0)
    assert.equal(response.status(), 403)
    assert.equal(await ownerOf(caseId), owner.id)
  })

  test('hostile owners are refused beside the field, nothing written', async ({
    client,
    assert,
  }) => {
    const owner = await worker()
    const caseId = await caseIn('KUL', 'active', owner.id)
    const manila = await worker(['MNL'])
    const disabled = await makeUser({ permissions: WORKER, centers: ['KUL'], status: 'disabled' })
    const trashed = await worker()
    await db.from('users').where('id', trashed.id).update({ deleted_at: new Date() })
    const reader = await worker(['KUL'], ['access-cases', 'view-case'])
    const hostile: [string, unknown][] = [
      ['another center’s user', String(manila.id)],
      ['a disabled user', String(disabled.id)],
      ['a trashed user', String(trashed.id)],
      ['a user who cannot work cases', String(reader.id)],
      ['an unknown id', '2147483000'],
      ['an id no record can have', '99999999999999999999'],
      ['a negative id', '-3'],
      ['text', "1' OR 1=1"],
      ['a NUL', `1${String.fromCharCode(0)}`],
      ['a list', [String(owner.id)]],
      ['nothing', ''],
      ['the owner it has', String(owner.id)],
    ]
    for (const [what, value] of hostile) {
      const response = await handOver(client, owner, caseId, {
        owner_id: value,
        current_owner_id: String(owner.id),
      })
      assert.equal(response.status(), 302, what)
      const errors = flash(response).inputErrorsBag ?? {}
      assert.property(errors, 'owner_id', what)
      assert.notMatch(String(errors.owner_id), /SQL|undefined|null|constraint/, what)
    }
    const mine = await handOver(client, owner, caseId, {
      owner_id: String(owner.id),
      current_owner_id: String(owner.id),
    })
    assert.match(String(flash(mine).inputErrorsBag?.owner_id), /already owns this case/)
    const refused = await handOver(client, owner, caseId, {
      owner_id: String(manila.id),
      current_owner_id: String(owner.id),
    })
    assert.match(
      String(flash(refused).inputErrorsBag?.owner_id),
      /someone who works cases in this case’s center/
    )
    assert.equal(await ownerOf(caseId), owner.id)
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'case', subject_id: String(caseId), action: 'update' })
    assert.lengthOf(logged, 0)
  })

  test('a closed case refuses the hand-over in plain words', async ({ client, assert }) => {
    const owner = await worker()
    const colleague = await worker()
    const caseId = await caseIn('KUL', 'closed', owner.id)
    const response = await handOver(client, owner, caseId, {
      owner_id: String(colleague.id),
      current_owner_id: String(owner.id),
    })
    response.assertStatus(302)
    assert.match(flash(response).error ?? '', /^Case .+ is closed; reopen it before changing it\.$/)
    assert.equal(await ownerOf(caseId), owner.id)
  })

  test('a hand-over made meanwhile is not overwritten: whose it is now is said', async ({
    client,
    assert,
  }) => {
    const first = await worker()
    const second = await worker()
    const third = await worker()
    const caseId = await caseIn('KUL', 'active', first.id)
    // The page showed `first`; `second` was given the case since.
    await db.from('cases').where('id', caseId).update({ owner_id: second.id })
    const response = await handOver(client, third, caseId, {
      owner_id: String(third.id),
      current_owner_id: String(first.id),
    })
    assert.match(
      flash(response).error ?? '',
      new RegExp(`is now ${nameOf(second)}’s: it changed hands after you opened it`)
    )
    assert.equal(await ownerOf(caseId), second.id)
  })

  test('another center’s case is a 404, whatever the owner posted', async ({ client, assert }) => {
    const agent = await worker()
    const manilaCase = await caseIn('MNL', 'active')
    const manilaOwner = await ownerOf(manilaCase)
    const response = await client
      .put(`/navigate/cases/${manilaCase}/owner`)
      .loginAs(agent)
      .withCsrfToken()
      .withInertia()
      .form({ owner_id: String(agent.id), current_owner_id: String(manilaOwner) })
      .redirects(0)
    assert.equal(response.status(), 404)
    const choices = await client
      .get(`/navigate/cases/${manilaCase}/owners`)
      .loginAs(agent)
      .withInertia()
    assert.equal(choices.status(), 404)
    assert.equal(await ownerOf(manilaCase), manilaOwner)
  })
})

test.group('My cases', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  type CaseList = {
    rows: { id: number }[]
    query: { filters: Record<string, unknown> }
    list: { filters: Record<string, { value: string }[]> }
  }

  test('the case list’s "mine" filter: the user’s cases of the current center, each sort', async ({
    client,
    assert,
  }) => {
    const me = await worker(['KUL', 'MNL'])
    const colleague = await worker()
    const mineOld = await caseIn('KUL', 'active', me.id)
    const mineNew = await caseIn('KUL', 'billing', me.id)
    const theirs = await caseIn('KUL', 'active', colleague.id)
    const mineElsewhere = await caseIn('MNL', 'active', me.id)
    const list = async (qs: Record<string, unknown>) => {
      const response = await client.get('/navigate/cases').qs(qs).loginAs(me).withInertia()
      response.assertStatus(200)
      return response.body().props as CaseList
    }
    const all = await list({})
    assert.deepEqual(all.list.filters.mine, [{ value: 'yes', label: 'My cases' }])
    assert.includeMembers(
      all.rows.map((row) => row.id),
      [mineOld, mineNew, theirs]
    )
    for (const sort of ['-opened_at', 'opened_at', 'number', '-updated_at']) {
      const mine = await list({ filters: { mine: 'yes' }, sort })
      assert.sameMembers(
        mine.rows.map((row) => row.id),
        [mineOld, mineNew],
        sort
      )
      assert.deepEqual(mine.query.filters.mine, ['yes'])
      assert.notInclude(
        mine.rows.map((row) => row.id),
        mineElsewhere
      )
    }
    // With a status, the user's cases in it.
    const billing = await list({ filters: { mine: 'yes', status: 'billing' } })
    assert.deepEqual(
      billing.rows.map((row) => row.id),
      [mineNew]
    )
    // A value the filter does not offer is dropped, never a 500.
    for (const hostile of [{ mine: 'no' }, { mine: ['yes', 'x'] }, { mine: { a: 1 } }]) {
      const response = await client
        .get('/navigate/cases')
        .qs({ filters: hostile })
        .loginAs(me)
        .withInertia()
      assert.equal(response.status(), 200, JSON.stringify(hostile))
    }
  })

  test('the dashboard’s recent cases: the center’s, or mine, kept for the session', async ({
    client,
    assert,
  }) => {
    const me = await worker()
    const colleague = await worker()
    const mine = await caseIn('KUL', 'active', me.id)
    const theirs = await caseIn('KUL', 'active', colleague.id)
    // The center's two most recent, theirs touched last (ahead of the demo cases' times).
    await db
      .from('cases')
      .where('id', mine)
      .update({ updated_at: new Date(Date.now() + 60_000) })
    await db
      .from('cases')
      .where('id', theirs)
      .update({ updated_at: new Date(Date.now() + 120_000) })
    type Recent = { recentCases: { mine: boolean; rows: { id: number }[] } }
    const dashboard = async (qs: Record<string, string> = {}, kept?: ApiResponse) => {
      const request = client.get('/dashboard').qs(qs).loginAs(me).withInertia()
      // The session as the previous answer left it, as a browser's next visit would bring it.
      if (kept) request.withSession(kept.session())
      const response = await request
      response.assertStatus(200)
      return { response, props: response.body().props as Recent }
    }
    const center = await dashboard()
    assert.isFalse(center.props.recentCases.mine)
    const centerIds = center.props.recentCases.rows.map((row) => row.id)
    assert.isBelow(centerIds.indexOf(theirs), centerIds.indexOf(mine))

    const chosen = await dashboard({ recent_cases: 'mine' })
    assert.isTrue(chosen.props.recentCases.mine)
    assert.equal(chosen.response.session('dashboard.recent_cases'), 'mine')
    assert.deepEqual(
      chosen.props.recentCases.rows.map((row) => row.id),
      [mine]
    )
    // The next visit of the session opens as it was left.
    const again = await dashboard({}, chosen.response)
    assert.isTrue(again.props.recentCases.mine)
    const back = await dashboard({ recent_cases: 'all' }, chosen.response)
    assert.isFalse(back.props.recentCases.mine)
    // Anything else asked is the center's, never an error.
    const odd = await dashboard({ recent_cases: "mine' OR 1=1" })
    assert.isFalse(odd.props.recentCases.mine)
  })
})

/** A task of this case, stored as the app stores one. */
async function insertTask(
  caseId: number,
  fields: Partial<{ title: string; status: TaskStatus; due_at: Date; assignee_id: number }> = {}
) {
  const owner: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
  const status = fields.status ?? 'open'
  const [row] = await db
    .insertQuery()
    .table('tasks')
    .insert({
      case_id: caseId,
      center_id: owner.center_id,
      title: fields.title ?? `Call the hospital ${caseId}`,
      category: 'medical',
      priority: 'normal',
      status,
      closed_at: status === 'closed' ? new Date() : null,
      due_at: fields.due_at ?? new Date(Date.now() + 3 * 86_400_000),
      due_time_zone: 'Asia/Kuala_Lumpur',
      assignee_id: fields.assignee_id ?? null,
      created_at: new Date(),
    })
    .returning('id')
  return row.id as number
}

centerScopeContract({
  title: 'Tasks from the center’s list',
  prefix: '/navigate/tasks',
  table: 'tasks',
  makeRecord: async (code) => insertTask(await caseIn(code)),
  permissions: WORKER,
  params: { transition: 'close' },
  // close or reopen
  minimumRoutes: 1,
})

test.group('Tasks: the list opens on mine, closes and reopens from its rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  type TaskList = {
    rows: { id: number; actions: Record<string, string | null> }[]
    query: { filters: Record<string, unknown> }
    list: { filters: Record<string, unknown> }
  }
  const idsOf = (response: ApiResponse) =>
    (response.body().props as TaskList).rows.map((row) => row.id)

  test('it opens on my open tasks, soonest due first; a reload of the table shows what it asks', async ({
    client,
    assert,
  }) => {
    await db.from('tasks').delete()
    const me = await worker()
    const colleague = await worker()
    const caseId = await caseIn('KUL')
    const hour = 3_600_000
    const later = await insertTask(caseId, {
      assignee_id: me.id,
      due_at: new Date(Date.now() + hour),
    })
    const overdue = await insertTask(caseId, {
      assignee_id: me.id,
      due_at: new Date(Date.now() - hour),
    })
    const theirs = await insertTask(caseId, { assignee_id: colleague.id })
    const done = await insertTask(caseId, { assignee_id: me.id, status: 'closed' })

    const opened = await client.get('/navigate/tasks').loginAs(me).withInertia()
    const props = opened.body().props as TaskList
    assert.deepEqual(idsOf(opened), [overdue, later])
    assert.deepEqual(props.query.filters, { status: ['open'], mine: ['yes'] })
    // Mine and Overdue are offered, as the toggles draw them.
    assert.properties(props.list.filters, ['mine', 'overdue'])

    // The table's own reload with every filter turned off shows every task.
    const everything = await client
      .get('/navigate/tasks')
      .loginAs(me)
      .withInertia()
      .withInertiaPartialReload('navigate/tasks/index', ['rows', 'meta', 'query'])
    assert.sameMembers(idsOf(everything), [overdue, later, theirs, done])

    // Mine off: the center's open tasks; Overdue on: the open ones past due.
    const open = await client
      .get('/navigate/tasks')
      .qs({ filters: { status: ['open'] } })
      .loginAs(me)
      .withInertia()
    assert.sameMembers(idsOf(open), [overdue, later, theirs])
    const late = await client
      .get('/navigate/tasks')
      .qs({ filters: { overdue: ['yes'] } })
      .loginAs(me)
      .withInertia()
    assert.deepEqual(idsOf(late), [overdue])
  })

  test('each row carries its moves: close an open one, reopen a closed one, none on a closed case', async ({
    client,
    assert,
  }) => {
    const me = await worker()
    const caseId = await caseIn('KUL')
    const open = await insertTask(caseId, { assignee_id: me.id })
    const closed = await insertTask(caseId, { assignee_id: me.id, status: 'closed' })
    const closedCase = await caseIn('KUL', 'closed')
    const frozen = await insertTask(closedCase, { assignee_id: me.id })
    const rowsFor = async (user: User) => {
      const response = await client
        .get('/navigate/tasks')
        .qs({ filters: { status: ['open', 'closed'], mine: ['yes'] } })
        .loginAs(user)
        .withInertia()
      return new Map((response.body().props as TaskList).rows.map((row) => [row.id, row.actions]))
    }
    const rows = await rowsFor(me)
    assert.deepEqual(rows.get(open), { close: null })
    assert.deepEqual(rows.get(closed), { reopen: null })
    assert.deepEqual(rows.get(frozen), {})
    // Without update-task nothing is offered.
    const reader = await worker(['KUL'], ['access-cases', 'view-case', 'access-tasks'])
    await db.from('tasks').where('id', open).update({ assignee_id: reader.id })
    const readerRows = await rowsFor(reader)
    assert.deepEqual(readerRows.get(open), {})
  })

  test('close and reopen from the list: the workflow’s own, logged, back where the user was', async ({
    client,
    assert,
  }) => {
    const me = await worker()
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { title: 'Chase the GOP', assignee_id: me.id })
    const from = '/navigate/tasks?filters[status][]=open&sort=-updated_at'
    const close = await client
      .post(`/navigate/tasks/${id}/transitions/close`)
      .loginAs(me)
      .withCsrfToken()
      .header('referer', `http://localhost${from}`)
      .redirects(0)
    close.assertStatus(302)
    assert.equal(close.header('location'), from)
    assert.equal(flash(close).success, 'Task “Chase the GOP” closed.')
    let row = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(row.status, 'closed')
    assert.equal(row.closed_by_id, me.id)

    const reopen = await client
      .post(`/navigate/tasks/${id}/transitions/reopen`)
      .loginAs(me)
      .withCsrfToken()
      .header('referer', 'http://localhost/dashboard')
      .redirects(0)
    assert.equal(reopen.header('location'), '/dashboard')
    row = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(row.status, 'open')
    assert.isNull(row.closed_at)
    const logged = await db
      .from('activity_logs')
      .where({ action: 'transition', subject_type: 'task', subject_id: String(id) })
      .orderBy('id')
    assert.deepEqual(
      logged.map((entry) => entry.properties.transition),
      ['close', 'reopen']
    )
    assert.deepEqual(
      logged.map((entry) => entry.user_id),
      [me.id, me.id]
    )

    // Closing twice: the workflow's own words.
    await client.post(`/navigate/tasks/${id}/transitions/close`).loginAs(me).withCsrfToken()
    const twice = await client
      .post(`/navigate/tasks/${id}/transitions/close`)
      .loginAs(me)
      .withCsrfToken()
      .redirects(0)
    assert.equal(flash(twice).error, 'Task “Chase the GOP” is already closed.')
  })

  test('a closed case refuses, in its own words; without update-task: 403', async ({
    client,
    assert,
  }) => {
    const me = await worker()
    const closedCase = await caseIn('KUL', 'closed')
    const id = await insertTask(closedCase, { assignee_id: me.id })
    const refused = await client
      .post(`/navigate/tasks/${id}/transitions/close`)
      .loginAs(me)
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      flash(refused).error,
      'This case is closed; reopen it before changing what is on it.'
    )
    const reader = await worker(['KUL'], ['access-cases', 'view-case', 'access-tasks'])
    const open = await insertTask(await caseIn('KUL'), { assignee_id: reader.id })
    const denied = await client
      .post(`/navigate/tasks/${open}/transitions/close`)
      .loginAs(reader)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.equal(denied.status(), 403)
    const unknown = await client
      .post(`/navigate/tasks/${open}/transitions/archive`)
      .loginAs(me)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.equal(unknown.status(), 404)
    for (const task of [id, open]) {
      const row = await db.from('tasks').where('id', task).firstOrFail()
      assert.equal(row.status, 'open')
    }
  })

  test('the dashboard’s tasks offer Close; closed there, the panel reads again', async ({
    client,
    assert,
  }) => {
    const me = await worker()
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { assignee_id: me.id })
    type Panel = { tasks: { id: number; actions: Record<string, string | null> }[] }
    const dashboard = await client.get('/dashboard').loginAs(me).withInertia()
    const task = (dashboard.body().props as Panel).tasks.find((row) => row.id === id)
    assert.deepEqual(task?.actions, { close: null })
    const close = await client
      .post(`/navigate/tasks/${id}/transitions/close`)
      .loginAs(me)
      .withCsrfToken()
      .header('referer', 'http://localhost/dashboard')
      .redirects(0)
    assert.equal(close.header('location'), '/dashboard')
    const after = await client.get('/dashboard').loginAs(me).withInertia()
    assert.notInclude(
      (after.body().props as Panel).tasks.map((row) => row.id),
      id
    )
  })
})
