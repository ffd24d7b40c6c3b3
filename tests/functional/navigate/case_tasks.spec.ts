import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { CaseFactory } from '#factories/case_factory'
import type { CaseStatus } from '#contracts/case_options'
import type { TaskStatus } from '#contracts/task_options'
import { taskWorkflow } from '#workflows/task_workflow'
import { caseWorkflow } from '#workflows/case_workflow'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { workflowContract } from '#tests/helpers/workflow_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'

const TASK_PERMISSIONS: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
  'delete-task',
  'restore-task',
]

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

async function caseIn(code: string, status: CaseStatus = 'active') {
  const record = await CaseFactory.merge({ centerId: await centerId(code) })
    .apply(status)
    .create()
  return record.id
}

/** A task stored as the app stores one (its case's center copied), in this state. */
async function insertTask(
  caseId: number,
  fields: Partial<{
    title: string
    status: TaskStatus
    due_at: Date
    assignee_id: number | null
    category: string
  }> = {}
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
      category: fields.category ?? 'medical',
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

async function taskIn(code: string, status: TaskStatus = 'open') {
  const caseId = await caseIn(code, 'active')
  return { id: await insertTask(caseId, { status }), params: { caseId } }
}

const agent = (permissions: Permission[] = TASK_PERMISSIONS, centers = ['KUL']) =>
  makeUser({ permissions, centers })

function validTask(extra: Record<string, unknown> = {}) {
  return {
    title: 'Get the discharge summary',
    category: 'medical',
    priority: 'high',
    due_date: '2026-12-01',
    due_hour: '14',
    due_minute: '30',
    due_time_zone: 'Asia/Tokyo',
    description: 'Ask the ward clerk',
    ...extra,
  }
}

centerScopeContract({
  title: 'Case tasks',
  prefix: '/navigate/cases/:caseId/tasks',
  parentParams: ['caseId'],
  table: 'tasks',
  makeRecord: (code) => taskIn(code),
  permissions: TASK_PERMISSIONS,
  params: { transition: 'close' },
  // update, destroy, usage, restore, transition
  minimumRoutes: 5,
})

/** The case of each task the workflow contract makes: its transition URL is under the case. */
const caseOfTask = new Map<number, number>()

workflowContract({
  title: 'Task status',
  workflow: taskWorkflow as never,
  table: 'tasks',
  path: (id, transition) =>
    `/navigate/cases/${caseOfTask.get(id)}/tasks/${id}/transitions/${transition}`,
  makeInState: async (state) => {
    const made = await taskIn('KUL', state as TaskStatus)
    caseOfTask.set(made.id, made.params.caseId)
    return made.id
  },
  permissions: ['access-cases', 'view-case', 'access-tasks'],
  input: {},
  // A task has no policy: it is edited, deleted and restored open or closed.
  row: {
    permissions: ['update-case', 'update-task', 'delete-task', 'restore-task'],
    update: {
      path: (id) => `/navigate/cases/${caseOfTask.get(id)}/tasks/${id}`,
      input: () => validTask({ title: 'Chase the discharge summary' }),
      allowedIn: ['open', 'closed'],
    },
    destroy: {
      path: (id) => `/navigate/cases/${caseOfTask.get(id)}/tasks/${id}`,
      allowedIn: ['open', 'closed'],
    },
    restore: (id) => `/navigate/cases/${caseOfTask.get(id)}/tasks/${id}/restore`,
    // Who closed it and when are written and cleared with the status, never apart from it.
    consistent: async (id, assert) => {
      const task = await db.from('tasks').where('id', id).firstOrFail()
      const closed = task.status === 'closed'
      assert.equal(task.closed_at !== null, closed, `task ${id} ${task.status}: closed_at`)
    },
  },
})

test.group('Tasks: on a case', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a task is created with its due time read on the chosen zone’s clock, logged', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await agent()
    const response = await client
      .post(`/navigate/cases/${caseId}/tasks`)
      .loginAs(user)
      .withCsrfToken()
      .form(validTask({ assignee_id: String(user.id) }))
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/navigate/cases/${caseId}?tab=tasks`)
    const row = await db.from('tasks').where('case_id', caseId).firstOrFail()
    assert.equal(row.title, 'Get the discharge summary')
    assert.equal(row.status, 'open')
    assert.equal(row.assignee_id, user.id)
    assert.equal(row.created_by_id, user.id)
    assert.equal(row.center_id, await centerId('KUL'))
    // 14:30 in Tokyo (UTC+9) is 05:30 UTC.
    assert.equal((row.due_at as Date).toISOString(), '2026-12-01T05:30:00.000Z')
    assert.equal(row.due_time_zone, 'Asia/Tokyo')
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'task', subject_id: String(row.id) })
    assert.lengthOf(logged, 1)

    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'tasks' })
      .loginAs(user)
      .withInertia()
    const props = page.body().props as {
      tasks: { rows: { id: number; due_at: string; due_time_zone: string }[] }
      taskOptions: { assignees: { value: string }[]; timeZones: string[] }
    }
    assert.deepEqual(
      props.tasks.rows.map((listed) => listed.id),
      [row.id]
    )
    assert.equal(new Date(props.tasks.rows[0].due_at).toISOString(), '2026-12-01T05:30:00.000Z')
    assert.include(
      props.taskOptions.assignees.map((option) => option.value),
      String(user.id)
    )
    assert.include(props.taskOptions.timeZones, 'UTC')
  })

  test('a task is edited, logged with its changes', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId)
    const user = await agent()
    const response = await client
      .put(`/navigate/cases/${caseId}/tasks/${id}`)
      .loginAs(user)
      .withCsrfToken()
      .form(validTask({ title: 'Chase the GOP', due_time_zone: 'UTC', due_hour: '0' }))
      .redirects(0)
    response.assertStatus(302)
    const row = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(row.title, 'Chase the GOP')
    assert.equal((row.due_at as Date).toISOString(), '2026-12-01T00:30:00.000Z')
    const logged = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'task', subject_id: String(id) })
    assert.lengthOf(logged, 1)
  })

  test('close and reopen: who and when are written and cleared, each logged', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId)
    const user = await agent()
    const close = await client
      .post(`/navigate/cases/${caseId}/tasks/${id}/transitions/close`)
      .loginAs(user)
      .withCsrfToken()
      .header('referer', `http://localhost/navigate/cases/${caseId}?tab=tasks`)
      .redirects(0)
    close.assertStatus(302)
    let row = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(row.status, 'closed')
    assert.equal(row.closed_by_id, user.id)
    assert.isNotNull(row.closed_at)

    const closedTab = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'closed-tasks' })
      .loginAs(user)
      .withInertia()
    const closedRows = (closedTab.body().props as { closedTasks: { rows: { id: number }[] } })
      .closedTasks.rows
    assert.deepEqual(
      closedRows.map((listed) => listed.id),
      [id]
    )

    await client
      .post(`/navigate/cases/${caseId}/tasks/${id}/transitions/reopen`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    row = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(row.status, 'open')
    assert.isNull(row.closed_by_id)
    assert.isNull(row.closed_at)
    const logged = await db
      .from('activity_logs')
      .where({ action: 'transition', subject_type: 'task', subject_id: String(id) })
    assert.lengthOf(logged, 2)
  })

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no title', { title: '' }, 'title'],
    ['a blank title', { title: '    ' }, 'title'],
    ['a title too long', { title: 'x'.repeat(201) }, 'title'],
    ['a NUL in the title', { title: `a${String.fromCharCode(0)}b` }, 'title'],
    ['no category', { category: '' }, 'category'],
    ['an unknown category', { category: 'travel' }, 'category'],
    ['an unknown priority', { priority: 'whenever' }, 'priority'],
    ['no due date', { due_date: '' }, 'due_date'],
    ['a day that does not exist', { due_date: '2026-02-30' }, 'due_date'],
    ['a year nobody means', { due_date: '0001-01-01' }, 'due_date'],
    ['an hour of 24', { due_hour: '24' }, 'due_hour'],
    ['a negative hour', { due_hour: '-1' }, 'due_hour'],
    ['a minute of 60', { due_minute: '60' }, 'due_minute'],
    ['a fractional minute', { due_minute: '1.5' }, 'due_minute'],
    ['an unknown zone', { due_time_zone: 'Mars/Olympus' }, 'due_time_zone'],
    [
      'a time the clocks skip',
      { due_date: '2026-03-08', due_hour: '2', due_time_zone: 'America/New_York' },
      'due_hour',
    ],
    ['an assignee id no record can have', { assignee_id: '99999999999999999999' }, 'assignee_id'],
    ['an assignee that is text', { assignee_id: "1' OR 1=1" }, 'assignee_id'],
  ]
  for (const [what, fields, field] of refusals) {
    test(`${what} is refused beside ${field}`, async ({ client, assert }) => {
      const [sent, where] = [fields, field]
      const caseId = await caseIn('KUL')
      const user = await agent()
      const response = await client
        .post(`/navigate/cases/${caseId}/tasks`)
        .loginAs(user)
        .withCsrfToken()
        .form(validTask(sent))
        .redirects(0)
      response.assertStatus(302)
      const errors = (response.flashMessages() as { inputErrorsBag?: Record<string, unknown> })
        .inputErrorsBag
      assert.property(errors ?? {}, where)
      assert.lengthOf(await db.from('tasks').where('case_id', caseId), 0)
    })
  }

  test('an assignee from another center is refused beside the field', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await agent()
    const elsewhere = await makeUser({ permissions: [], centers: ['MNL'] })
    const response = await client
      .post(`/navigate/cases/${caseId}/tasks`)
      .loginAs(user)
      .withCsrfToken()
      .form(validTask({ assignee_id: String(elsewhere.id) }))
      .redirects(0)
    response.assertStatus(302)
    const errors = (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> })
      .inputErrorsBag
    assert.match(String(errors?.assignee_id), /works in this case's center/)
    assert.lengthOf(await db.from('tasks').where('case_id', caseId), 0)
  })

  test('without the task permissions: 403 for each write', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId)
    const reader = await agent(['access-cases', 'view-case', 'access-tasks'])
    for (const [method, url] of [
      ['POST', `/navigate/cases/${caseId}/tasks`],
      ['PUT', `/navigate/cases/${caseId}/tasks/${id}`],
      ['DELETE', `/navigate/cases/${caseId}/tasks/${id}`],
      ['POST', `/navigate/cases/${caseId}/tasks/${id}/transitions/close`],
    ] as const) {
      const response = await client
        .request(url, method)
        .loginAs(reader)
        .withCsrfToken()
        .withInertia()
        .form(validTask())
        .redirects(0)
      assert.equal(response.status(), 403, `${method} ${url}`)
    }
    const noAccess = await agent(['access-cases', 'view-case', 'create-task', 'update-task'])
    const list = await client.get('/navigate/tasks').loginAs(noAccess).withInertia()
    assert.equal(list.status(), 403)
    const tab = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'tasks' })
      .loginAs(noAccess)
      .withInertia()
    assert.isNull((tab.body().props as { tasks: unknown }).tasks)
    const row = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(row.status, 'open')
  })

  test('a closed case refuses new tasks, changes, closing and reopening', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'closed')
    const open = await insertTask(caseId)
    const closed = await insertTask(caseId, { status: 'closed' })
    const user = await agent()
    const sends = [
      client.post(`/navigate/cases/${caseId}/tasks`).form(validTask()),
      client.put(`/navigate/cases/${caseId}/tasks/${open}`).form(validTask({ title: 'Changed' })),
      client.post(`/navigate/cases/${caseId}/tasks/${open}/transitions/close`),
      client.post(`/navigate/cases/${caseId}/tasks/${closed}/transitions/reopen`),
    ]
    for (const send of sends) {
      const response = await send.loginAs(user).withCsrfToken().redirects(0)
      response.assertStatus(302)
      assert.match(
        (response.flashMessages() as { error?: string }).error ?? '',
        /This case is closed; reopen it/
      )
    }
    const rows = await db.from('tasks').where('case_id', caseId).orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.title, row.status]),
      [
        [`Call the hospital ${caseId}`, 'open'],
        [`Call the hospital ${caseId}`, 'closed'],
      ]
    )
  })

  test('another case’s task id under this case is a 404', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const other = await insertTask(await caseIn('KUL'))
    const user = await agent()
    const response = await client
      .put(`/navigate/cases/${caseId}/tasks/${other}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .form(validTask())
      .redirects(0)
    assert.equal(response.status(), 404)
  })
})

test.group('Tasks: the case cannot close while tasks are open', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('close is refused naming how many; force close still closes', async ({ client, assert }) => {
    const caseId = await caseIn('KUL', 'billing')
    await insertTask(caseId)
    await insertTask(caseId)
    await insertTask(caseId, { status: 'closed' })
    const user = await agent([...TASK_PERMISSIONS, 'force-close-case'])
    const closing = await client
      .post(`/navigate/cases/${caseId}/transitions/close`)
      .loginAs(user)
      .withCsrfToken()
      .form({ outcome: 'successful' })
      .redirects(0)
    assert.match(
      (closing.flashMessages() as { error?: string }).error ?? '',
      /still has 2 open tasks; close them first, or force close/
    )
    const still: { status: string } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(still.status, 'billing')

    // The page says so before the button is pressed.
    const page = await client.get(`/navigate/cases/${caseId}`).loginAs(user).withInertia()
    const transitions = (
      page.body().props as { transitions: { name: string; refusal: string | null }[] }
    ).transitions
    assert.match(transitions.find((t) => t.name === 'close')?.refusal ?? '', /2 open tasks/)

    const forced = await client
      .post(`/navigate/cases/${caseId}/transitions/force-close`)
      .loginAs(user)
      .withCsrfToken()
      .form({ outcome: 'successful', reason: 'Member went home; tasks moot' })
      .redirects(0)
    forced.assertStatus(302)
    const closed: { status: string } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(closed.status, 'closed')
  })

  test('with every task closed the case closes', async ({ client, assert }) => {
    const caseId = await caseIn('KUL', 'billing')
    await insertTask(caseId, { status: 'closed' })
    const user = await agent()
    await client
      .post(`/navigate/cases/${caseId}/transitions/close`)
      .loginAs(user)
      .withCsrfToken()
      .form({ outcome: 'successful' })
      .redirects(0)
    const row: { status: string } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(row.status, 'closed')
    assert.isDefined(caseWorkflow)
  })
})

test.group('Tasks: the center’s list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  type ListProps = { rows: { id: number; case_number: string }[]; query: { filters: object } }
  const ids = (response: { body(): unknown }) =>
    ((response.body() as { props: ListProps }).props.rows ?? []).map((row) => row.id)

  test('filters: status, category, assignee, mine, overdue, due range; search', async ({
    client,
    assert,
  }) => {
    // The demo tasks would match these filters too: each list here holds this test's tasks only.
    await db.from('tasks').delete()
    const user = await agent()
    const colleague = await agent()
    const caseId = await caseIn('KUL')
    const hour = 3_600_000
    const mineOverdue = await insertTask(caseId, {
      title: 'Overdue call',
      assignee_id: user.id,
      due_at: new Date(Date.now() - 2 * hour),
    })
    const mineLater = await insertTask(caseId, {
      title: 'Later visit',
      assignee_id: user.id,
      due_at: new Date('2031-06-15T04:00:00Z'),
      category: 'billing',
    })
    const theirsOverdue = await insertTask(caseId, {
      title: 'Their overdue',
      assignee_id: colleague.id,
      due_at: new Date(Date.now() - 5 * hour),
    })
    const mineClosedPast = await insertTask(caseId, {
      title: 'Done long ago',
      assignee_id: user.id,
      status: 'closed',
      due_at: new Date(Date.now() - 50 * hour),
    })
    const otherCenter = await insertTask(await caseIn('MNL'), { assignee_id: user.id })

    const list = (qs: Record<string, unknown>) =>
      client.get('/navigate/tasks').qs(qs).loginAs(user).withInertia()

    // Every task: both statuses asked for (the bare list opens on the user's open tasks).
    const all = ids(await list({ filters: { status: ['open', 'closed'] } }))
    assert.includeMembers(all, [mineOverdue, mineLater, theirsOverdue, mineClosedPast])
    assert.notInclude(all, otherCenter)
    // Soonest due first.
    assert.isBelow(all.indexOf(mineClosedPast), all.indexOf(mineOverdue))

    assert.sameMembers(ids(await list({ filters: { mine: 'yes', overdue: 'yes' } })), [mineOverdue])
    assert.sameMembers(ids(await list({ filters: { overdue: 'yes' } })), [
      mineOverdue,
      theirsOverdue,
    ])
    assert.sameMembers(ids(await list({ filters: { status: 'closed' } })), [mineClosedPast])
    assert.sameMembers(ids(await list({ filters: { category: ['billing'] } })), [mineLater])
    assert.sameMembers(ids(await list({ filters: { assignee: [String(colleague.id)] } })), [
      theirsOverdue,
    ])
    // 2031-06-15 04:00 UTC is 12:00 on KUL's clock, that day.
    assert.sameMembers(ids(await list({ filters: { due_at: '2031-06-15..2031-06-15' } })), [
      mineLater,
    ])
    assert.sameMembers(ids(await list({ q: 'later vis' })), [mineLater])
    const number: { number: string } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.includeMembers(ids(await list({ q: number.number.toLowerCase() })), [
      mineOverdue,
      mineLater,
    ])
    // Hostile values are dropped, never a 500.
    for (const hostile of [
      { filters: { assignee: ["1' OR 1=1"] } },
      { filters: { due_at: '2026-02-30..x' } },
      { sort: 'constructor' },
      { q: `x${String.fromCharCode(0)}` },
      { filters: { mine: ['yes', 'no'], overdue: { a: 1 } } },
    ]) {
      const response = await list(hostile)
      assert.equal(response.status(), 200, JSON.stringify(hostile))
    }
  })

  test('the dashboard lists my open tasks of this center, overdue first', async ({
    client,
    assert,
  }) => {
    const user = await agent()
    const caseId = await caseIn('KUL')
    const later = await insertTask(caseId, {
      assignee_id: user.id,
      due_at: new Date(Date.now() + 86_400_000),
    })
    const overdue = await insertTask(caseId, {
      assignee_id: user.id,
      due_at: new Date(Date.now() - 86_400_000),
    })
    await insertTask(caseId, { assignee_id: user.id, status: 'closed' })
    await insertTask(await caseIn('MNL'), { assignee_id: user.id })
    const response = await client.get('/dashboard').loginAs(user).withInertia()
    const tasks = (response.body().props as { tasks: { id: number }[] }).tasks
    assert.deepEqual(
      tasks.map((task) => task.id),
      [overdue, later]
    )
  })
})
