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
    assert.deepEqual(await notifyOverdueTasks({ clock: minutesAfter(DUE, -1) }), {
      claimed: 0,
      told: 0,
    })
    assert.lengthOf(await overdueNotices(agent), 0)

    assert.deepEqual(await notifyOverdueTasks({ clock: minutesAfter(DUE, 1) }), {
      claimed: 1,
      told: 1,
    })
    const notices = await overdueNotices(agent)
    assert.lengthOf(notices, 1)
    assert.equal(notices[0].title, `Task overdue on ${number.number}`)
    assert.equal(
      notices[0].body,
      `“Call the ward for the discharge date” on case ${number.number} was due 01 Mar 2001, 14:00 GMT+8 (Asia/Kuala Lumpur) and is still open.`
    )
    assert.equal(notices[0].link, `/navigate/cases/${caseId}?tab=tasks`)
    const task: { overdue_notified_for: Date } = await db
      .from('tasks')
      .where('id', id)
      .firstOrFail()
    assert.equal(task.overdue_notified_for.toISOString(), DUE.toISOString())

    // Nothing left to claim: the notice's subject is a second line, not what holds it to one.
    for (const minutes of [2, 60 * 24]) {
      const again = await notifyOverdueTasks({ clock: minutesAfter(DUE, minutes) })
      assert.deepEqual(again, { claimed: 0, told: 0 })
    }
    assert.lengthOf(await overdueNotices(agent), 1)
  })

  test('a task moved to a later due time is reported again when that one passes', async ({
    client,
    assert,
  }) => {
    // Near today: the form refuses a due day more than ten years ago.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const first = new Date(`${day(2)}T14:00:00.000Z`)
    const later = new Date(`${day(3)}T14:00:00.000Z`)
    const agent = await makeUser({ permissions: WORKER })
    const editor = await makeUser({ permissions: [...WORKER, 'update-case'] })
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { assigneeId: agent.id, dueAt: first })
    await notifyOverdueTasks({ clock: minutesAfter(first, 1) })
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
        due_date: day(3),
        due_hour: '14',
        due_minute: '0',
        due_time_zone: 'UTC',
        assignee_id: String(agent.id),
      })
      .redirects(0)
    assert.isString((edited.flashMessages() as { success?: string }).success)
    const moved: { due_at: Date } = await db.from('tasks').where('id', id).firstOrFail()
    assert.equal(moved.due_at.toISOString(), later.toISOString())

    // Near today the demo's tasks fall due too: this task is read through its assignee's notices.
    await notifyOverdueTasks({ clock: minutesAfter(later, -1) })
    assert.lengthOf(await overdueNotices(agent), 1)
    await notifyOverdueTasks({ clock: minutesAfter(later, 1) })
    await notifyOverdueTasks({ clock: minutesAfter(later, 2) })
    const notices = await overdueNotices(agent)
    assert.lengthOf(notices, 2)
    assert.include(notices[1].body, `14:00 UTC (UTC)`)
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

    // Only the task on the closed case is claimed (so no tick reads it again); nobody is told.
    assert.deepEqual(await notifyOverdueTasks({ clock: minutesAfter(DUE, 5) }), {
      claimed: 1,
      told: 0,
    })
    assert.lengthOf(await overdueNotices(agent), 0)
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
    assert.deepEqual(await notifyOverdueTasks({ clock: minutesAfter(DUE, 1) }), {
      claimed: 2,
      told: 1,
    })
    assert.lengthOf(await overdueNotices(quiet), 0)
    assert.lengthOf(await overdueNotices(listening), 1)
  })

  test('a tick that fails half-way reports and claims nothing; the next one reports all', async ({
    assert,
  }) => {
    const first = await makeUser({ permissions: WORKER })
    const second = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    const ids = [
      await insertTask(caseId, { assigneeId: first.id }),
      await insertTask(caseId, { assigneeId: second.id }),
    ]
    // The second notice of the batch cannot be written (a trigger of the test's transaction).
    await db.rawQuery(`
      CREATE FUNCTION pg_temp.refuse_notice() RETURNS trigger AS $$
      BEGIN
        IF NEW.user_id = ${second.id} THEN RAISE EXCEPTION 'the tick fails half-way'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`)
    await db.rawQuery(`
      CREATE TRIGGER test_refuse_notice BEFORE INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION pg_temp.refuse_notice()`)
    await assert.rejects(() => notifyOverdueTasks({ clock: minutesAfter(DUE, 1) }))
    assert.lengthOf(await overdueNotices(first), 0)
    const unclaimed: { overdue_notified_for: Date | null }[] = await db
      .from('tasks')
      .whereIn('id', ids)
    assert.deepEqual(
      unclaimed.map((row) => row.overdue_notified_for),
      [null, null]
    )

    await db.rawQuery('DROP TRIGGER test_refuse_notice ON notifications')
    assert.deepEqual(await notifyOverdueTasks({ clock: minutesAfter(DUE, 2) }), {
      claimed: 2,
      told: 2,
    })
    assert.lengthOf(await overdueNotices(first), 1)
    assert.lengthOf(await overdueNotices(second), 1)
  })

  test('a full batch is followed by the next until every due task is reported', async ({
    assert,
  }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    for (let index = 0; index < 7; index += 1) {
      await insertTask(caseId, { assigneeId: agent.id, title: `Task ${index}` })
    }
    assert.deepEqual(await notifyOverdueTasks({ clock: minutesAfter(DUE, 1), batch: 3 }), {
      claimed: 7,
      told: 7,
    })
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
    const ticks = await Promise.all([
      notifyOverdueTasks({ clock, batch: 4 }),
      notifyOverdueTasks({ clock, batch: 4 }),
    ])
    // Each task claimed by one of them only, not found twice and stopped by the subject.
    assert.equal(ticks[0].claimed + ticks[1].claimed, 24)
    assert.equal(ticks[0].told + ticks[1].told, 24)
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
    const whileHeld = await notifyOverdueTasks({ clock })
    assert.equal(whileHeld.claimed, 0)
    await closing.commit()

    const afterClose = await notifyOverdueTasks({ clock: minutesAfter(DUE, 2) })
    assert.equal(afterClose.claimed, 0)
    assert.lengthOf(await overdueNotices(agent), 0)
  })

  test('a re-dating committed before the tick is what the tick reads', async ({ assert }) => {
    const agent = await makeUser({ permissions: WORKER })
    const caseId = await caseIn('KUL')
    const id = await insertTask(caseId, { assigneeId: agent.id })
    // A re-dating to a later time commits first: the tick at the old time reports nothing.
    await db
      .from('tasks')
      .where('id', id)
      .update({ due_at: new Date(DUE.getTime() + 3_600_000) })
    const atTheOldTime = await notifyOverdueTasks({ clock: minutesAfter(DUE, 1) })
    assert.equal(atTheOldTime.claimed, 0)
    const atTheNewTime = await notifyOverdueTasks({ clock: minutesAfter(DUE, 61) })
    assert.equal(atTheNewTime.told, 1)
    assert.lengthOf(await overdueNotices(agent), 1)
  })
})
