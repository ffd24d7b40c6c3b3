import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import Case from '#models/case'
import type { RecordChanged } from '#contracts/live_events'
import type { Permission } from '#permissions/catalogue'
import { casesResource } from '#resources/cases'
import { centeredStore } from '#resources/scope'
import { actorOf, systemActor } from '#services/actor'
import { recordActivity } from '#services/activity_log'
import { updateRecord } from '#services/record_store'
import { caseIn, centerId, insertGop } from '#tests/helpers/gop_fixtures'
import { makeUser } from '#tests/helpers/users'

/**
 * Issue 30: every change of a center's record, whichever writer made it (the record store, the
 * workflow runner, the file upload), adds exactly one `record.changed` broadcast for its center
 * in its own transaction, and the case's owner hears of other people's changes once.
 */

type Client = ApiClient

const SUPERVISOR: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
  'delete-task',
  'restore-task',
  'access-guarantee-of-payments',
  'approve-guarantee-of-payments',
]

type BroadcastRow = { room: string; data: RecordChanged }

/** The record.changed rows written after `after` (an outbox id), oldest first. */
async function broadcastsAfter(after: number): Promise<BroadcastRow[]> {
  const rows: { payload: BroadcastRow }[] = await db
    .from('outbox_messages')
    .where('kind', 'broadcast')
    .where('name', 'record.changed')
    .where('id', '>', after)
    .orderBy('id')
  return rows.map((row) => row.payload)
}

async function lastOutboxId(): Promise<number> {
  const row: { id: number | null } = await db.from('outbox_messages').max('id as id').firstOrFail()
  return Number(row.id ?? 0)
}

/** The one broadcast the change wrote (failing when it wrote none or several). */
async function onlyBroadcast(after: number, assert: Assert) {
  const rows = await broadcastsAfter(after)
  assert.lengthOf(rows, 1)
  return rows[0]
}

function validTask(extra: Record<string, string> = {}) {
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

function addTask(client: Client, user: User, caseId: number, title = 'Get the discharge summary') {
  return client
    .post(`/navigate/cases/${caseId}/tasks`)
    .loginAs(user)
    .withCsrfToken()
    .form(validTask({ title }))
    .redirects(0)
}

/** A task added through the page's form, the request answered with its redirect. */
async function added(client: Client, user: User, caseId: number, title?: string) {
  const response = await addTask(client, user, caseId, title)
  response.assertStatus(302)
}

/** The payload of the one broadcast a change wrote. */
async function changeAfter(after: number, assert: Assert): Promise<RecordChanged> {
  const row = await onlyBroadcast(after, assert)
  return row.data
}

async function caseOwnedBy(owner: User, code = 'KUL') {
  const caseId = await caseIn(code)
  await db.from('cases').where('id', caseId).update({ owner_id: owner.id })
  return caseId
}

async function caseChangedOf(userId: number) {
  return db.from('notifications').where({ user_id: userId, kind: 'case.changed' }).orderBy('id')
}

/** Blobs go to a throw-away disk (the rows roll back with the test's transaction). */
function fakeDisk() {
  if (env.get('DRIVE_DISK', 'fs') !== 'fs') return
  drive.fake('fs')
  return () => drive.restore('fs')
}

test.group('Live: record.changed for every change of a center record', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(fakeDisk)

  test('a case updated through the record store', async ({ assert }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: SUPERVISOR })
    const before = await lastOutboxId()
    const record = await Case.findOrFail(caseId)
    await updateRecord(centeredStore(casesResource), record, {
      actor: await actorOf(user),
      data: { description: 'Transferred to the cardiac ward' },
    })
    const row = await onlyBroadcast(before, assert)
    const kul = await centerId('KUL')
    assert.equal(row.room, `center:${kul}`)
    assert.containsSubset(row.data, {
      centerId: kul,
      resource: 'cases',
      recordId: caseId,
      caseId,
      action: 'updated',
      by: { id: user.id, name: user.fullName },
    })
    assert.isUndefined(row.data.also)
    assert.isFalse(Number.isNaN(Date.parse(row.data.at)))
  })

  test('a task created on a case, then deleted and restored: one each', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: SUPERVISOR })
    let before = await lastOutboxId()
    await added(client, user, caseId)
    const task: { id: number } = await db.from('tasks').where('case_id', caseId).firstOrFail()
    const created = await onlyBroadcast(before, assert)
    assert.containsSubset(created.data, {
      resource: 'tasks',
      recordId: task.id,
      caseId,
      action: 'created',
    })

    before = await lastOutboxId()
    const deleted = await client
      .delete(`/navigate/cases/${caseId}/tasks/${task.id}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    deleted.assertStatus(302)
    assert.containsSubset(await changeAfter(before, assert), {
      resource: 'tasks',
      recordId: task.id,
      action: 'deleted',
    })

    before = await lastOutboxId()
    const restored = await client
      .post(`/navigate/cases/${caseId}/tasks/${task.id}/restore`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    restored.assertStatus(302)
    assert.containsSubset(await changeAfter(before, assert), {
      resource: 'tasks',
      recordId: task.id,
      action: 'restored',
    })
  })

  test('a GOP approved by the workflow says "approved"', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const gopId = await insertGop(caseId, 'pending')
    const user = await makeUser({ permissions: SUPERVISOR })
    const before = await lastOutboxId()
    const response = await client
      .post(`/navigate/cases/${caseId}/guarantee-of-payments/${gopId}/transitions/approve`)
      .loginAs(user)
      .withCsrfToken()
      .form({})
      .redirects(0)
    response.assertStatus(302)
    const gop: { status: string } = await db.from('gops').where('id', gopId).firstOrFail()
    assert.equal(gop.status, 'approved')
    assert.containsSubset(await changeAfter(before, assert), {
      resource: 'gops',
      recordId: gopId,
      caseId,
      action: 'approved',
      by: { id: user.id },
    })
  })

  test('an upload of two files is one change: one broadcast naming both', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: SUPERVISOR })
    const before = await lastOutboxId()
    const response = await client
      .post(`/navigate/cases/${caseId}/files`)
      .header('referer', `/navigate/cases/${caseId}?tab=files`)
      .loginAs(user)
      .withCsrfToken()
      .file('files[0]', Buffer.from('Discharged at 14:00.\n'), { filename: 'discharge.txt' })
      .file('files[1]', Buffer.from('Flight booked for Friday.\n'), { filename: 'flight.txt' })
      .redirects(0)
    response.assertStatus(302)
    const files: { id: number }[] = await db
      .from('case_files')
      .where('case_id', caseId)
      .orderBy('id')
    assert.lengthOf(files, 2)
    const row = await onlyBroadcast(before, assert)
    assert.containsSubset(row.data, {
      resource: 'case_files',
      recordId: files[1].id,
      caseId,
      action: 'created',
    })
    assert.deepEqual(row.data.also, [
      { resource: 'case_files', recordId: files[0].id, caseId, action: 'created' },
    ])
  })

  test('a change that rolls back writes none', async ({ assert }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: SUPERVISOR })
    const actor = await actorOf(user)
    const before = await lastOutboxId()
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await trx.from('cases').where('id', caseId).update({ description: 'Never kept' })
        await recordActivity(
          {
            actor,
            centerId: await centerId('KUL'),
            action: 'update',
            subjectType: 'case',
            subjectId: caseId,
          },
          trx
        )
        throw new Error('the change fails after its log row')
      })
    )
    assert.lengthOf(await broadcastsAfter(before), 0)
  })

  test('records of no center (reference data, accounts) are not broadcast', async ({ assert }) => {
    const admin = await makeUser({
      permissions: ['access-countries', 'create-country', 'update-country'],
    })
    const country: { id: number } = await db.from('countries').orderBy('id').firstOrFail()
    const actor = await actorOf(admin)
    const before = await lastOutboxId()
    await db.transaction(async (trx) => {
      await recordActivity(
        {
          actor,
          action: 'update',
          subjectType: 'country',
          subjectId: country.id,
        },
        trx
      )
    })
    assert.lengthOf(await broadcastsAfter(before), 0)
  })
})

test.group('Live: case.changed for the case’s owner', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('another user’s change reaches the owner once, while it is unread', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser({ permissions: SUPERVISOR })
    const other = await makeUser({ permissions: SUPERVISOR })
    other.firstName = 'Sam'
    other.lastName = 'Supervisor'
    await other.save()
    const caseId = await caseOwnedBy(owner)
    const kase: { number: string } = await db.from('cases').where('id', caseId).firstOrFail()

    await added(client, other, caseId)
    let rows = await caseChangedOf(owner.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].title, `Case ${kase.number} changed`)
    assert.equal(rows[0].body, `Sam Supervisor added a task on case ${kase.number}.`)
    assert.equal(rows[0].link, `/navigate/cases/${caseId}`)
    assert.isNull(rows[0].read_at)

    // A second change while the first is unread adds nothing.
    await added(client, other, caseId, 'Book the flight')
    assert.lengthOf(await caseChangedOf(owner.id), 1)

    // Read: the next change is news again.
    await db.from('notifications').where('id', rows[0].id).update({ read_at: new Date() })
    await added(client, other, caseId, 'Call the family')
    rows = await caseChangedOf(owner.id)
    assert.lengthOf(rows, 2)
    assert.isNull(rows[1].read_at)
  })

  test('never for the owner’s own change, nor for the system’s', async ({ client, assert }) => {
    const owner = await makeUser({ permissions: SUPERVISOR })
    const caseId = await caseOwnedBy(owner)
    await added(client, owner, caseId)
    assert.lengthOf(await caseChangedOf(owner.id), 0)

    const system = await systemActor('Letter sweeper', { centerId: await centerId('KUL') })
    const record = await Case.findOrFail(caseId)
    await updateRecord(centeredStore(casesResource), record, {
      actor: system,
      data: { description: 'Touched by a chore' },
    })
    assert.lengthOf(await caseChangedOf(owner.id), 0)
  })

  test('a case handed over tells the new owner by its own alert, not as a change', async ({
    assert,
  }) => {
    const owner = await makeUser({ permissions: SUPERVISOR })
    const next = await makeUser({ permissions: SUPERVISOR })
    const caseId = await caseOwnedBy(owner)
    const record = await Case.findOrFail(caseId)
    await updateRecord(centeredStore(casesResource), record, {
      actor: await actorOf(owner),
      data: { ownerId: next.id },
    })
    assert.lengthOf(await caseChangedOf(next.id), 0)
  })
})
