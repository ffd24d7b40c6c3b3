import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Permission } from '#permissions/catalogue'
import { fixedClock } from '#services/actor'
import { DUE_UNREPORTED_TASKS, notifyOverdueTasks } from '#services/overdue_tasks'
import { makeUser } from '#tests/helpers/users'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { markCommittedRows } from '#tests/helpers/races'

/**
 * Issue 30's overdue timer (app/services/overdue_tasks.ts, run by the queue worker every minute):
 * an open task whose due time passed tells its assignee once per due time. Its ticks run on a
 * fixed clock, never a sleep. The tasks are due in 2001, so the clock reaches only them (the
 * demo's tasks, due around today, are not yet due then).
 */

const WORKER: Permission[] = ['access-cases', 'view-case', 'access-tasks', 'update-task']

const DUE = new Date('2001-03-01T06:00:00.000Z')
const minutesAfter = (instant: Date, minutes: number) =>
  fixedClock(new Date(instant.getTime() + minutes * 60_000))

/** A task stored as the app stores one, open and assigned unless told otherwise. */
async function insertTask(
  caseId: number,
  fields: {
    assigneeId: number | null
    dueAt?: Date
    status?: 'open' | 'closed'
    title?: string
  }
) {
  const owner: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
  const status = fields.status ?? 'open'
  const [row] = await db
    .insertQuery()
    .table('tasks')
    .insert({
      case_id: caseId,
      center_id: owner.center_id,
      title: fields.title ?? 'Call the ward for the discharge date',
      category: 'medical',
      priority: 'normal',
      status,
      closed_at: status === 'closed' ? new Date() : null,
      due_at: fields.dueAt ?? DUE,
      due_time_zone: 'Asia/Kuala_Lumpur',
      assignee_id: fields.assigneeId,
      created_at: new Date(),
    })
    .returning('id')
  return row.id as number
}

type Notice = { user_id: number; kind: string; title: string; body: string; link: string | null }

const overdueNotices = (user: { id: number }): Promise<Notice[]> =>
  db.from('notifications').where({ user_id: user.id, kind: 'task.overdue' }).orderBy('id')

test.group('Notifications: overdue tasks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a task whose due time passed tells its assignee once, however many ticks follow', async ({
    assert,
  }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { assigneeId: agent.id })
    const number: { number: string } = await db.from('cases').where('id', caseId).firstOrFail()

    // Not before its due time.
    await notifyOverdueTasks({ clock: minutesAfter(DUE, -1) })
    assert.lengthOf(await overdueNotices(agent), 0)

    await notifyOverdueTasks({ clock: minutesAfter(DUE, 1) })
    const notices = await overdueNotices(agent)
    assert.lengthOf(notices, 1)
    assert.equal(notices[0].title, `Task overdue on ${number.number}`)
    assert.equal(
      notices[0].body,
      `“Call the ward for the discharge date” on case ${number.number} was due 01 Mar 2001, 14:00 GMT+8 (Asia/Kuala Lumpur) and is still open.`
    )
    assert.equal(notices[0].link, `/navigate/cases/${caseId}?tab=tasks`)
    const task: { overdue_notified_for: Date } = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(task.overdue_notified_for.toISOString(), DUE.toISOString())

    await notifyOverdueTasks({ clock: minutesAfter(DUE, 2) })
    await notifyOverdueTasks({ clock: minutesAfter(DUE, 60 * 24) })
    assert.lengthOf(await overdueNotices(agent), 1)
  })

  test('a task moved to a later due time is reported again when that one passes', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: WORKER })
    const editor = await makeUser({ permissions: [...WORKER, 'update-case'] })
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { assigneeId: agent.id })
    await notifyOverdueTasks({ clock: minutesAfter(DUE, 1) })
    assert.lengthOf(await overdueNotices(agent), 1)

    // Moved a day later through the task's form, its assignee kept.
    const edited = await client
      .put(`/navigate/cases/${caseId}/tasks/${id}`)
      .loginAs(editor)
      .withCsrfToken()
      .form({
        title: 'Call the ward for the discharge date',
        category: 'medical',
        priority: 'normal',
        due_date: '2001-03-02',
        due_hour: '14',
        due_minute: '0',
        due_time_zone: 'Asia/Kuala_Lumpur',
        assignee_id: String(agent.id),
      })
      .redirects(0)
    edited.assertStatus(302)
    const later = new Date('2001-03-02T06:00:00.000Z')
    const moved: { due_at: Date } = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(moved.due_at.toISOString(), later.toISOString())

    await notifyOverdueTasks({ clock: minutesAfter(later, -1) })
    assert.lengthOf(await overdueNotices(agent), 1)
    await notifyOverdueTasks({ clock: minutesAfter(later, 1) })
    await notifyOverdueTasks({ clock: minutesAfter(later, 2) })
    const notices = await overdueNotices(agent)
    assert.lengthOf(notices, 2)
    assert.include(notices[1].body, 'was due 02 Mar 2001, 14:00')
  })

  test('a task closed before the tick, unassigned, in the trash or on a closed case tells nobody', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    const closing = await insertTask(caseId, { assigneeId: agent.id })
    const closed = await client
      .post(`/navigate/cases/${caseId}/tasks/${closing}/transitions/close`)
      .loginAs(agent)
      .withCsrfToken()
      .redirects(0)
    closed.assertStatus(302)
    const unassigned = await insertTask(caseId, { assigneeId: null })
    const trashed = await insertTask(caseId, { assigneeId: agent.id })
    await db.from('tasks').where('id', trashed).update({ deleted_at: new Date() })
    const closedCase = await caseIn('KUL', 'closed')
    const onClosedCase = await insertTask(closedCase, { assigneeId: agent.id })

    const told = await notifyOverdueTasks({ clock: minutesAfter(DUE, 5) })
    assert.equal(told, 0)
    assert.lengthOf(await overdueNotices(agent), 0)
    // Nothing to do on a closed case: claimed, so no tick reads it again.
    const kept: { id: number; overdue_notified_for: Date | null }[] = await db
      .from('tasks')
      .whereIn('id', [closing, unassigned, trashed, onClosedCase])
      .orderBy('id')
    assert.deepEqual(
      kept.map((row) => row.overdue_notified_for?.toISOString() ?? null),
      [null, null, null, DUE.toISOString()]
    )
  })

  test('an assignee who turned “my task is overdue” off is not told', async ({ assert }) => {
    const quiet = await makeUser({ permissions: WORKER })
    const listening = await makeUser({ permissions: WORKER })
    await db
      .table('notification_settings')
      .insert({ user_id: quiet.id, kind: 'task.overdue', enabled: false })
    const caseId = await caseIn('KUL')
    await insertTask(caseId, { assigneeId: quiet.id })
    await insertTask(caseId, { assigneeId: listening.id })
    assert.equal(await notifyOverdueTasks({ clock: minutesAfter(DUE, 1) }), 1)
    assert.lengthOf(await overdueNotices(quiet), 0)
    assert.lengthOf(await overdueNotices(listening), 1)
  })

  test('a full batch is followed by the next until every due task is reported', async ({
    assert,
  }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    for (let index = 0; index < 7; index += 1) {
      await insertTask(caseId, { assigneeId: agent.id, title: `Task ${index}` })
    }
    assert.equal(await notifyOverdueTasks({ clock: minutesAfter(DUE, 1), batch: 3 }), 7)
    assert.lengthOf(await overdueNotices(agent), 7)
  })

  test('the tick reads the partial index, not the table', async ({ assert }) => {
    await db.rawQuery('SET LOCAL enable_seqscan = off')
    const plan: { rows: { 'QUERY PLAN': string }[] } = await db.rawQuery(
      `EXPLAIN ${DUE_UNREPORTED_TASKS}`,
      [minutesAfter(DUE, 1).now(), 200]
    )
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    assert.include(text, 'tasks_overdue_unreported_index')
    await db.rawQuery('SET LOCAL enable_seqscan = on')
  })
})

test.group('Notifications: overdue ticks racing', (group) => {
  // Real commits on separate connections, as two workers' (or a worker and a person's).
  let cleanUp: () => Promise<void>
  group.each.setup(async () => {
    cleanUp = await markCommittedRows()
    return () => cleanUp()
  })

  test('two workers ticking at once report each task once', async ({ assert }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    const ids: number[] = []
    for (let index = 0; index < 24; index += 1) {
      ids.push(await insertTask(caseId, { assigneeId: agent.id, title: `Task ${index}` }))
    }
    const clock = minutesAfter(DUE, 1)
    const told = await Promise.all([
      notifyOverdueTasks({ clock, batch: 4 }),
      notifyOverdueTasks({ clock, batch: 4 }),
    ])
    assert.equal(told[0] + told[1], 24)
    const notices: { subject: string }[] = await db
      .from('notifications')
      .where({ user_id: agent.id, kind: 'task.overdue' })
    assert.lengthOf(notices, 24)
    assert.sameMembers(
      notices.map((notice) => notice.subject),
      ids.map((id) => `task:${id}:due:${DUE.toISOString()}`)
    )
  })

  test('a close holding the task while the tick runs: skipped, and never reported after it commits', async ({
    assert,
  }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { assigneeId: agent.id })
    const clock = minutesAfter(DUE, 1)

    // The close's transaction as the task workflow runs it: the row locked, the status moved.
    const closing = await db.transaction()
    await closing.from('tasks').where('id', id).forUpdate().first()
    await closing
      .from('tasks')
      .where('id', id)
      .update({ status: 'closed', closed_at: clock.now(), closed_by_id: agent.id })
    // The tick does not wait for it: the held row is skipped.
    assert.equal(await notifyOverdueTasks({ clock }), 0)
    await closing.commit()

    assert.equal(await notifyOverdueTasks({ clock: minutesAfter(DUE, 2) }), 0)
    assert.lengthOf(await overdueNotices(agent), 0)
  })

  test('a re-dating committed before the tick is what the tick reads', async ({
    assert,
  }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { assigneeId: agent.id })
    // A re-dating to a later time commits first: the tick at the old time reports nothing.
    await db
      .from('tasks')
      .where('id', id)
      .update({ due_at: new Date(DUE.getTime() + 3_600_000) })
    assert.equal(await notifyOverdueTasks({ clock: minutesAfter(DUE, 1) }), 0)
    assert.equal(await notifyOverdueTasks({ clock: minutesAfter(DUE, 61) }), 1)
    assert.lengthOf(await overdueNotices(agent), 1)
  })
})
