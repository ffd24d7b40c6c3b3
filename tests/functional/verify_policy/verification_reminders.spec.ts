import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { fixedClock } from '#services/actor'
import { writeSettings } from '#services/settings'
import { remindUnansweredVerifications } from '#services/verification_reminders'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { insertVerification } from '#tests/helpers/verification_fixtures'
import { makeUser } from '#tests/helpers/users'

const HOUR = 60 * 60 * 1000

/** The clock `hours` after now. */
const later = (hours: number) => fixedClock(new Date(Date.now() + hours * HOUR))

async function tasksOf(caseId: number) {
  return db.from('tasks').where('case_id', caseId).orderBy('id')
}

async function remindedAt(id: number) {
  const row: { reminded_at: Date | null } = await db
    .from('policy_verifications')
    .where('id', id)
    .firstOrFail()
  return row.reminded_at
}

test.group('Verify Policy: the reminder of an unanswered request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // The demo's waiting requests were reminded when seeded; only the test's own are due.
  group.each.setup(() => void writeSettings({ verification_reminder_hours: 4 }))

  test('after the setting’s hours the case’s owner gets one task, due now and high, with its notice', async ({
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const owner: { owner_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
    const request = await insertVerification('KUL', { caseId, slug: 'zurich' })

    // Not yet: three hours on, the insurer still has time.
    const early = await remindUnansweredVerifications({ clock: later(3) })
    assert.equal(early.claimed, 0)
    assert.isNull(await remindedAt(request.id))

    const clock = later(5)
    const due = await remindUnansweredVerifications({ clock })
    assert.isAtLeast(due.claimed, 1)
    const [task] = await tasksOf(caseId)
    assert.exists(task)
    assert.equal(task.assignee_id, owner.owner_id)
    assert.equal(task.priority, 'high')
    assert.equal(task.status, 'open')
    assert.match(task.title, /^Chase Zurich for the answer to VER-/)
    assert.equal(new Date(task.due_at).getTime(), clock.now().getTime())
    assert.isNotNull(await remindedAt(request.id))
    const notices = await db
      .from('notifications')
      .where({ user_id: owner.owner_id, kind: 'task.assigned' })
    assert.lengthOf(notices, 1)
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'policy_verification', subject_id: String(request.id) })
      .where('description', 'like', '%a task was given to chase it')
    assert.lengthOf(logged, 1)

    // Once: the next tick, or another worker, finds it claimed.
    const again = await remindUnansweredVerifications({ clock: later(50) })
    assert.equal(again.claimed, 0)
    assert.lengthOf(await tasksOf(caseId), 1)
  })

  test('the hours are General settings’; an answered request is never reminded', async ({
    assert,
  }) => {
    await writeSettings({ verification_reminder_hours: 1 })
    const pending = await insertVerification('KUL')
    const answered = await insertVerification('KUL', { status: 'verified' })
    await remindUnansweredVerifications({ clock: later(2) })
    assert.isNotNull(await remindedAt(pending.id))
    assert.isNull(await remindedAt(answered.id))
    assert.lengthOf(await tasksOf(pending.caseId), 1)
    assert.lengthOf(await tasksOf(answered.caseId), 0)
  })

  test('a request on no case tells whoever asked; one on a closed case is left alone', async ({
    assert,
  }) => {
    const agent = await makeUser({ permissions: ['verify-zurich'], centers: ['KUL'] })
    const alone = await insertVerification('KUL', {
      slug: 'zurich',
      onCase: false,
      createdById: agent.id,
    })
    const closedCase = await caseIn('KUL', 'closed')
    const onClosed = await insertVerification('KUL', { caseId: closedCase })
    await remindUnansweredVerifications({ clock: later(5) })
    const notices = await db
      .from('notifications')
      .where({ user_id: agent.id, kind: 'verification.unanswered' })
    assert.lengthOf(notices, 1)
    assert.equal(notices[0].link, `/verify-policy/requests/${alone.id}`)
    assert.include(notices[0].title, 'Zurich')
    assert.isNotNull(await remindedAt(onClosed.id))
    assert.lengthOf(await tasksOf(closedCase), 0)
  })
})
