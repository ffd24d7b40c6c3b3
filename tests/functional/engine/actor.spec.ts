import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { actorOf, fixedClock, systemActor } from '#services/actor'
import { createRecord } from '#services/record_store'
import { runTransition, transitionNamed } from '#services/workflow'
import { centeredStore } from '#resources/scope'
import { caseTasksResource } from '#resources/case_tasks'
import { taskWorkflow } from '#workflows/task_workflow'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import User from '#models/user'
import { DateTime } from 'luxon'

/**
 * Issue 28, item 1: the store, the workflow runner and the activity log take an actor, so work
 * that no request started (a webhook, a timer, a worker) changes records the same way and the
 * log says who did it and in which center.
 */
const close = transitionNamed(taskWorkflow, 'close')!

/** A task as a job would write it: every attribute given, nothing read from a request. */
function taskOf(caseId: number, center: number, title: string) {
  return {
    caseId,
    centerId: center,
    title,
    category: 'medical',
    priority: 'normal',
    status: 'open' as const,
    dueAt: DateTime.fromISO('2026-12-01T09:00:00+08:00'),
    dueTimeZone: 'Asia/Kuala_Lumpur',
  }
}

async function logOf(subjectId: number) {
  return db
    .from('activity_logs')
    .where('subject_type', 'task')
    .where('subject_id', String(subjectId))
    .orderBy('id')
    .select('action', 'user_id', 'acted_by', 'center_id', 'ip', 'created_at')
}

test.group('Engine room: who acts is not always a request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the system, acting for an integration, creates and moves a record with no request; the log names it', async ({
    assert,
    client,
  }) => {
    const kul = await centerId('KUL')
    const caseId = await caseIn('KUL')
    const at = new Date('2026-11-28T23:30:00.000Z')
    // Nothing here runs inside an HTTP request: no context to borrow a user or a center from.
    assert.isNull(HttpContext.get())
    const actor = await systemActor('WhatsApp webhook', {
      centerId: kul,
      permissions: ['update-task'],
      clock: fixedClock(at),
    })

    const task = await createRecord(centeredStore(caseTasksResource), {
      actor,
      data: taskOf(caseId, kul, 'Call the member back'),
    })
    const moved = await runTransition(taskWorkflow, close, task.id, {}, actor)

    assert.equal(moved.status, 'closed')
    assert.equal(new Date(String(moved.closed_at)).toISOString(), at.toISOString())
    assert.isNull(moved.closed_by_id)
    const rows = await logOf(task.id)
    assert.deepEqual(
      rows.map((row) => [row.action, row.user_id, row.acted_by, row.center_id, row.ip]),
      [
        ['create', null, 'WhatsApp webhook', kul, null],
        ['transition', null, 'WhatsApp webhook', kul, null],
      ]
    )
    for (const row of rows) assert.equal(new Date(row.created_at).toISOString(), at.toISOString())

    // People read it as the system's: the case's timeline says which integration did it.
    const reader = await makeAdministrator({ centers: ['KUL'] })
    const timeline = await client.get(`/navigate/cases/${caseId}/timeline`).loginAs(reader)
    timeline.assertStatus(200)
    const entries = timeline.body().entries as { by: string | null; sentence: string }[]
    assert.lengthOf(entries, 2)
    for (const entry of entries) assert.equal(entry.by, 'System: WhatsApp webhook')
  })

  test('the log records the center of the record changed, not the one its writer works in now', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const bkk = await centerId('BKK')
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: ['update-task'], centers: ['BKK', 'KUL'] })
    await User.query().where('id', user.id).update({ currentCenterId: bkk })
    // A job acting for this user after they switched to BKK, on a KUL case.
    const actor = await actorOf(user, {
      center: { id: bkk, displayCode: 'BKK', name: 'Bangkok', timeZone: 'Asia/Bangkok' },
    })

    const task = await createRecord(centeredStore(caseTasksResource), {
      actor,
      data: taskOf(caseId, kul, 'Chase the invoice'),
    })
    await runTransition(taskWorkflow, close, task.id, {}, actor)

    const rows = await logOf(task.id)
    assert.deepEqual(
      rows.map((row) => [row.action, row.user_id, row.acted_by, row.center_id]),
      [
        ['create', user.id, null, kul],
        ['transition', user.id, null, kul],
      ]
    )
    const closed = await db.from('tasks').where('id', task.id).first()
    assert.equal(closed.closed_by_id, user.id)
  })

  test('the system holds only the permissions its integration is given', async ({ assert }) => {
    const kul = await centerId('KUL')
    const caseId = await caseIn('KUL')
    const writer = await systemActor('Task importer', { centerId: kul })
    const task = await createRecord(centeredStore(caseTasksResource), {
      actor: writer,
      data: taskOf(caseId, kul, 'Imported'),
    })
    await assert.rejects(
      () => runTransition(taskWorkflow, close, task.id, {}, writer),
      bouncerErrors.E_AUTHORIZATION_FAILURE
    )
    const row = await db.from('tasks').where('id', task.id).first()
    assert.equal(row.status, 'open')
  })

  test('a transition of a row moved to the trash after it was found is refused in words', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const caseId = await caseIn('KUL')
    const actor = await systemActor('Reminder timer', {
      centerId: kul,
      permissions: ['update-task'],
    })
    const task = await createRecord(centeredStore(caseTasksResource), {
      actor,
      data: taskOf(caseId, kul, 'Trashed meanwhile'),
    })
    await db.from('tasks').where('id', task.id).update({ deleted_at: new Date() })
    await assert.rejects(
      () => runTransition(taskWorkflow, close, task.id, {}, actor),
      /Task “Trashed meanwhile” was moved to the trash meanwhile; it cannot be closed\./
    )
    const row = await db.from('tasks').where('id', task.id).first()
    assert.equal(row.status, 'open')
  })

  test('a log row names a user or an integration, never both', async ({ assert }) => {
    const user = await makeUser()
    await assert.rejects(() =>
      db.table('activity_logs').insert({
        user_id: user.id,
        acted_by: 'WhatsApp webhook',
        action: 'update',
        created_at: new Date(),
      })
    )
  })
})
