import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import { CaseFactory } from '#factories/case_factory'
import { CenterFactory } from '#factories/center_factory'
import type { Permission } from '#permissions/catalogue'
import type { NotificationKind } from '#contracts/notification_kinds'
import { writeSettings } from '#services/settings'
import { findTransmission, markFailed } from '#services/transmissions'
import { makeUser } from '#tests/helpers/users'
import { CASE_CHILD_KINDS } from '#tests/helpers/case_children'
import { caseIn, centerId, insertGop, providerReachable } from '#tests/helpers/gop_fixtures'
import { FakeSmtpServer, closedPort } from '#tests/helpers/fake_smtp_server'

/**
 * Issue 30, the case events worth a notification: a task given to someone, a GOP or a charge
 * slip waiting for approval, a letter that failed for good, a case handed over. Each is asked
 * for through the app as a person does it, and read back from the notifications table: the
 * right person gets exactly one, in plain words with the case's number and who did it, linked
 * to where they act; the one who did it, other centers and people who turned the kind off get
 * none. The overdue timer is case_events_overdue.spec.ts.
 */

type Notice = {
  id: string | number
  user_id: number
  center_id: number | null
  kind: string
  title: string
  body: string
  link: string | null
  subject: string | null
}

const noticesOf = (user: { id: number }, kind?: NotificationKind): Promise<Notice[]> => {
  const query = db.from('notifications').where('user_id', user.id).orderBy('id')
  if (kind) query.where('kind', kind)
  return query
}

/** The person turned this kind off (My account › Notifications keeps it as a row). */
const turnOff = (user: { id: number }, kind: NotificationKind) =>
  db.table('notification_settings').insert({ user_id: user.id, kind, enabled: false })

const nameOf = (user: User) => `${user.firstName} ${user.lastName}`

const caseNumber = async (caseId: number) => {
  const row: { number: string } = await db.from('cases').where('id', caseId).firstOrFail()
  return row.number
}

/** The write was done (its success flashed), else the test stops with what was said instead. */
function assert302Success(flash: unknown) {
  const { success, error } = (flash ?? {}) as { success?: string; error?: string }
  if (!success) throw new Error(`the write was not done: ${error ?? JSON.stringify(flash)}`)
}

/** A request whose write was done: its answer is a redirect with its success flashed. */
async function done(request: PromiseLike<ApiResponse>) {
  const response = await request
  assert302Success(response.flashMessages())
  return response
}

const TASK_WORKER: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
]

function taskForm(extra: Record<string, string> = {}) {
  return {
    title: 'Get the discharge summary',
    category: 'medical',
    priority: 'high',
    due_date: '2026-12-01',
    due_hour: '14',
    due_minute: '30',
    due_time_zone: 'Asia/Tokyo',
    ...extra,
  }
}

test.group('Notifications: a task given to someone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const createTask = (
    client: ApiClient,
    user: User,
    caseId: number,
    form: Record<string, string>
  ) =>
    client
      .post(`/navigate/cases/${caseId}/tasks`)
      .loginAs(user)
      .withCsrfToken()
      .form(taskForm(form))
      .redirects(0)

  test('a task created for a colleague tells them once, naming the case and who gave it', async ({
    client,
    assert,
  }) => {
    const author = await makeUser({ permissions: TASK_WORKER })
    const colleague = await makeUser({ permissions: TASK_WORKER })
    const caseId = await caseIn('KUL')
    const response = await createTask(client, author, caseId, {
      assignee_id: String(colleague.id),
    })
    response.assertStatus(302)
    const number = await caseNumber(caseId)

    const notices = await noticesOf(colleague)
    assert.lengthOf(notices, 1)
    const [notice] = notices
    assert.equal(notice.kind, 'task.assigned')
    assert.equal(notice.center_id, await centerId('KUL'))
    assert.equal(notice.link, `/navigate/cases/${caseId}?tab=tasks`)
    assert.include(notice.title, number)
    assert.equal(
      notice.body,
      `${nameOf(author)} gave you the task “Get the discharge summary” on case ${number}, due 01 Dec 2026, 14:30 GMT+9 (Asia/Tokyo).`
    )
    // The one who gave it is not told about their own act.
    assert.lengthOf(await noticesOf(author), 0)
  })

  test('a task one gives oneself tells nobody', async ({ client, assert }) => {
    const author = await makeUser({ permissions: TASK_WORKER })
    const caseId = await caseIn('KUL')
    await done(createTask(client, author, caseId, { assignee_id: String(author.id) }))
    assert.lengthOf(await db.from('tasks').where('case_id', caseId), 1)
    assert.lengthOf(await noticesOf(author), 0)
  })

  test('an edit that gives the task to someone else tells them; other edits tell nobody', async ({
    client,
    assert,
  }) => {
    const author = await makeUser({ permissions: TASK_WORKER })
    const first = await makeUser({ permissions: TASK_WORKER })
    const second = await makeUser({ permissions: TASK_WORKER })
    const caseId = await caseIn('KUL')
    await createTask(client, author, caseId, { assignee_id: String(first.id) })
    const task: { id: number } = await db.from('tasks').where('case_id', caseId).firstOrFail()
    const edit = (form: Record<string, string>) =>
      client
        .put(`/navigate/cases/${caseId}/tasks/${task.id}`)
        .loginAs(author)
        .withCsrfToken()
        .form(taskForm(form))
        .redirects(0)

    // The title changes, the assignee does not: nothing new for anyone.
    await done(edit({ assignee_id: String(first.id), title: 'Chase the summary' }))
    assert.lengthOf(await noticesOf(first), 1)

    await done(edit({ assignee_id: String(second.id), title: 'Chase the summary' }))
    assert.lengthOf(await noticesOf(first), 1)
    const [given] = await noticesOf(second)
    assert.equal(given.kind, 'task.assigned')
    assert.include(given.body, '“Chase the summary”')
    assert.lengthOf(await noticesOf(second), 1)
    assert.lengthOf(await noticesOf(author), 0)
  })

  test('someone who turned “a task assigned to me” off is not told', async ({ client, assert }) => {
    const author = await makeUser({ permissions: TASK_WORKER })
    const colleague = await makeUser({ permissions: TASK_WORKER })
    await turnOff(colleague, 'task.assigned')
    const caseId = await caseIn('KUL')
    await done(createTask(client, author, caseId, { assignee_id: String(colleague.id) }))
    assert.lengthOf(await db.from('tasks').where('case_id', caseId), 1)
    assert.lengthOf(await noticesOf(colleague), 0)
  })

  test('a task refused (its case closed) tells nobody', async ({ client, assert }) => {
    const author = await makeUser({ permissions: TASK_WORKER })
    const colleague = await makeUser({ permissions: TASK_WORKER })
    const caseId = await caseIn('KUL', 'closed')
    await createTask(client, author, caseId, { assignee_id: String(colleague.id) })
    assert.lengthOf(await db.from('tasks').where('case_id', caseId), 0)
    assert.lengthOf(await noticesOf(colleague), 0)
  })
})

test.group('Notifications: a change rolled back tells nobody', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a task whose write fails after its notice was written leaves no notice', async ({
    client,
    assert,
  }) => {
    // The write's own log row refuses to be written: the last statement of its transaction,
    // after the notice (a trigger of the test's transaction, gone with it).
    await db.rawQuery(`
      CREATE FUNCTION pg_temp.refuse_task_log() RETURNS trigger AS $$
      BEGIN
        IF NEW.subject_type = 'task' AND NEW.properties->'after'->>'title' = 'Refused by its log' THEN
          RAISE EXCEPTION 'the write fails after its notice';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`)
    await db.rawQuery(`
      CREATE TRIGGER test_refuse_task_log BEFORE INSERT ON activity_logs
      FOR EACH ROW EXECUTE FUNCTION pg_temp.refuse_task_log()`)
    const author = await makeUser({ permissions: TASK_WORKER })
    const colleague = await makeUser({ permissions: TASK_WORKER })
    const caseId = await caseIn('KUL')
    const post = (title: string) =>
      client
        .post(`/navigate/cases/${caseId}/tasks`)
        .loginAs(author)
        .withCsrfToken()
        .form(taskForm({ assignee_id: String(colleague.id), title }))
        .redirects(0)

    const failed = await post('Refused by its log')
    assert.equal(failed.status(), 500)
    assert.lengthOf(await db.from('tasks').where('case_id', caseId), 0)
    assert.lengthOf(await noticesOf(colleague), 0)

    // The same write that commits does tell them: the notice was there to be rolled back.
    await done(post('Get the discharge summary'))
    assert.lengthOf(await noticesOf(colleague, 'task.assigned'), 1)
  })
})

const GOP_ISSUER: Permission[] = [
  'access-cases',
  'view-case',
  'access-guarantee-of-payments',
  'create-guarantee-of-payment',
  'delete-guarantee-of-payment',
  'restore-guarantee-of-payment',
]
const GOP_APPROVER: Permission[] = [
  'access-cases',
  'view-case',
  'access-guarantee-of-payments',
  'approve-guarantee-of-payments',
]
const SLIP_RECORDER: Permission[] = [
  'access-cases',
  'view-case',
  'access-charge-slips',
  'create-charge-slip',
]
const SLIP_APPROVER: Permission[] = [
  'access-cases',
  'view-case',
  'access-charge-slips',
  'approve-charge-slips',
]

test.group('Notifications: a document waiting for approval', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A center of the test's own, so its approvers are exactly the people made here. */
  async function ownCenter() {
    const center = await CenterFactory.create()
    const other = await CenterFactory.create()
    const record = await CaseFactory.merge({ centerId: center.id }).apply('active').create()
    return { code: center.code, otherCode: other.code, caseId: record.id, centerId: center.id }
  }

  const newChild = async (
    client: ApiClient,
    user: User,
    caseId: number,
    routes: 'navigate.cases.gops' | 'navigate.cases.charge_slips'
  ) => {
    const body = await CASE_CHILD_KINDS[routes].body(caseId)
    if (!('form' in body)) throw new Error(`${routes} is posted as a form`)
    const path = routes === 'navigate.cases.gops' ? 'guarantee-of-payments' : 'charge-slips'
    const response = await client
      .post(`/navigate/cases/${caseId}/${path}`)
      .loginAs(user)
      .withCsrfToken()
      .form(body.form)
      .redirects(0)
    response.assertStatus(302)
    assert302Success(response.flashMessages())
  }

  test('a new GOP tells exactly the approvers of its center, once each, not its issuer', async ({
    client,
    assert,
  }) => {
    const { code, otherCode, caseId, centerId: center } = await ownCenter()
    const issuer = await makeUser({ permissions: GOP_ISSUER, centers: [code] })
    const approvers = [
      await makeUser({ permissions: GOP_APPROVER, centers: [code] }),
      await makeUser({ permissions: GOP_APPROVER, centers: [code, otherCode] }),
    ]
    const elsewhere = await makeUser({ permissions: GOP_APPROVER, centers: [otherCode] })
    const disabled = await makeUser({
      permissions: GOP_APPROVER,
      centers: [code],
      status: 'disabled',
    })
    const trashed = await makeUser({ permissions: GOP_APPROVER, centers: [code] })
    await db.from('users').where('id', trashed.id).update({ deleted_at: new Date() })
    // Sees the tab but may not approve; may approve slips, not GOPs.
    const reader = await makeUser({ permissions: GOP_ISSUER, centers: [code] })
    const slipApprover = await makeUser({ permissions: SLIP_APPROVER, centers: [code] })

    await newChild(client, issuer, caseId, 'navigate.cases.gops')
    const gop: { id: number; number: string } = await db
      .from('gops')
      .where('case_id', caseId)
      .firstOrFail()
    const number = await caseNumber(caseId)

    const told: Notice[] = await db
      .from('notifications')
      .where('kind', 'approval.waiting')
      .where('link', `/navigate/cases/${caseId}?tab=guarantee-of-payments`)
      .orderBy('user_id')
    assert.deepEqual(
      told.map((notice) => notice.user_id),
      approvers.map((approver) => approver.id).sort((a, b) => a - b)
    )
    for (const notice of told) {
      assert.equal(notice.center_id, center)
      assert.equal(notice.title, `GOP to approve on ${number}`)
      assert.match(
        notice.body,
        new RegExp(
          `^${nameOf(issuer)} issued ${gop.number}, MYR 500\\.00 to .+ on case ${number}; it waits for your approval\\.$`
        )
      )
    }
    for (const nobody of [issuer, elsewhere, disabled, trashed, reader, slipApprover]) {
      assert.lengthOf(await noticesOf(nobody), 0)
    }
  })

  test('a new charge slip tells the charge slip approvers of its center, not the GOP ones', async ({
    client,
    assert,
  }) => {
    const { code, caseId } = await ownCenter()
    const recorder = await makeUser({ permissions: SLIP_RECORDER, centers: [code] })
    const approver = await makeUser({ permissions: SLIP_APPROVER, centers: [code] })
    const gopApprover = await makeUser({ permissions: GOP_APPROVER, centers: [code] })
    await newChild(client, recorder, caseId, 'navigate.cases.charge_slips')
    const slip: { invoice_number: string } = await db
      .from('charge_slips')
      .where('case_id', caseId)
      .firstOrFail()

    const [notice, ...more] = await noticesOf(approver)
    assert.lengthOf(more, 0)
    assert.equal(notice.kind, 'approval.waiting')
    assert.equal(notice.link, `/navigate/cases/${caseId}?tab=charge-slips`)
    assert.include(notice.body, `${nameOf(recorder)} recorded invoice ${slip.invoice_number} from`)
    assert.include(notice.body, 'MYR 500.00 billed')
    assert.lengthOf(await noticesOf(gopApprover), 0)
    assert.lengthOf(await noticesOf(recorder), 0)
  })

  test('an approver who issues a GOP is not told about it; the other approvers are', async ({
    client,
    assert,
  }) => {
    const { code, caseId } = await ownCenter()
    const both = await makeUser({ permissions: [...GOP_ISSUER, ...GOP_APPROVER], centers: [code] })
    const other = await makeUser({ permissions: GOP_APPROVER, centers: [code] })
    await newChild(client, both, caseId, 'navigate.cases.gops')
    assert.lengthOf(await noticesOf(both), 0)
    assert.lengthOf(await noticesOf(other, 'approval.waiting'), 1)
  })

  test('an approver who turned “waits for my approval” off is not told', async ({
    client,
    assert,
  }) => {
    const { code, caseId } = await ownCenter()
    const issuer = await makeUser({ permissions: GOP_ISSUER, centers: [code] })
    const quiet = await makeUser({ permissions: GOP_APPROVER, centers: [code] })
    const listening = await makeUser({ permissions: GOP_APPROVER, centers: [code] })
    await turnOff(quiet, 'approval.waiting')
    await newChild(client, issuer, caseId, 'navigate.cases.gops')
    assert.lengthOf(await noticesOf(quiet), 0)
    assert.lengthOf(await noticesOf(listening), 1)
  })

  test('a pending GOP restored from the trash waits again: its approvers are told, not its maker', async ({
    client,
    assert,
  }) => {
    const { code, caseId } = await ownCenter()
    const issuer = await makeUser({ permissions: GOP_ISSUER, centers: [code] })
    const colleague = await makeUser({ permissions: GOP_ISSUER, centers: [code] })
    // The maker may approve in general, but four eyes keeps them from approving their own.
    const makerApprover = await makeUser({
      permissions: [...GOP_ISSUER, ...GOP_APPROVER],
      centers: [code],
    })
    const approver = await makeUser({ permissions: GOP_APPROVER, centers: [code] })
    await newChild(client, makerApprover, caseId, 'navigate.cases.gops')
    const gop: { id: number } = await db.from('gops').where('case_id', caseId).firstOrFail()
    assert.lengthOf(await noticesOf(approver), 1)

    const base = `/navigate/cases/${caseId}/guarantee-of-payments/${gop.id}`
    const trashed = await client.delete(base).loginAs(issuer).withCsrfToken().redirects(0)
    assert302Success(trashed.flashMessages())
    const restored = await client
      .post(`${base}/restore`)
      .loginAs(colleague)
      .withCsrfToken()
      .redirects(0)
    assert302Success(restored.flashMessages())

    const notices = await noticesOf(approver, 'approval.waiting')
    assert.lengthOf(notices, 2)
    assert.include(notices[1].body, `${nameOf(colleague)} restored from the trash`)
    assert.lengthOf(await noticesOf(makerApprover), 0)
    assert.lengthOf(await noticesOf(colleague), 0)
    assert.lengthOf(await noticesOf(issuer), 0)

    // Where Settings › Security lets makers approve, the maker is an approver like the others.
    await writeSettings({ self_approval_center_ids: [await centerId(code)] })
    await client.delete(base).loginAs(issuer).withCsrfToken().redirects(0)
    await client.post(`${base}/restore`).loginAs(colleague).withCsrfToken().redirects(0)
    assert.lengthOf(await noticesOf(makerApprover, 'approval.waiting'), 1)
  })
})

const HANDOVER_WORKER: Permission[] = ['access-cases', 'view-case', 'update-case']

test.group('Notifications: a case handed over', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const handOver = (client: ApiClient, user: User, caseId: number, form: Record<string, string>) =>
    client
      .put(`/navigate/cases/${caseId}/owner`)
      .loginAs(user)
      .withCsrfToken()
      .form(form)
      .redirects(0)

  const ownedCase = async (ownerId: number) => {
    const record = await CaseFactory.merge({ centerId: await centerId('KUL'), ownerId })
      .apply('active')
      .create()
    return record.id
  }

  test('the new owner is told once, with who handed it over and whose it was', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser({ permissions: HANDOVER_WORKER })
    const colleague = await makeUser({ permissions: HANDOVER_WORKER })
    const supervisor = await makeUser({ permissions: HANDOVER_WORKER })
    const caseId = await ownedCase(owner.id)
    const number = await caseNumber(caseId)
    const response = await handOver(client, supervisor, caseId, {
      owner_id: String(colleague.id),
      current_owner_id: String(owner.id),
    })
    assert.isString((response.flashMessages() as { success?: string }).success)

    const notices = await noticesOf(colleague)
    assert.lengthOf(notices, 1)
    assert.equal(notices[0].kind, 'case.handed_over')
    assert.equal(notices[0].title, `Case ${number} is yours`)
    assert.equal(
      notices[0].body,
      `${nameOf(supervisor)} handed case ${number} over to you. It was ${nameOf(owner)}’s.`
    )
    assert.equal(notices[0].link, `/navigate/cases/${caseId}`)
    assert.equal(notices[0].center_id, await centerId('KUL'))
    assert.lengthOf(await noticesOf(supervisor), 0)
    assert.lengthOf(await noticesOf(owner), 0)
  })

  test('taking a case oneself tells nobody; a refused hand-over tells nobody', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser({ permissions: HANDOVER_WORKER })
    const taker = await makeUser({ permissions: HANDOVER_WORKER })
    const late = await makeUser({ permissions: HANDOVER_WORKER })
    const caseId = await ownedCase(owner.id)
    await handOver(client, taker, caseId, {
      owner_id: String(taker.id),
      current_owner_id: String(owner.id),
    })
    const row: { owner_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(row.owner_id, taker.id)
    assert.lengthOf(await noticesOf(taker), 0)

    // Opened while the owner was still `owner`: refused as changed hands, nobody told.
    const refused = await handOver(client, owner, caseId, {
      owner_id: String(late.id),
      current_owner_id: String(owner.id),
    })
    assert.match((refused.flashMessages() as { error?: string }).error ?? '', /changed hands/)
    assert.lengthOf(await noticesOf(late), 0)
  })

  test('a new owner who turned “handed over to me” off is not told', async ({ client, assert }) => {
    const owner = await makeUser({ permissions: HANDOVER_WORKER })
    const colleague = await makeUser({ permissions: HANDOVER_WORKER })
    await turnOff(colleague, 'case.handed_over')
    const caseId = await ownedCase(owner.id)
    await handOver(client, owner, caseId, {
      owner_id: String(colleague.id),
      current_owner_id: String(owner.id),
    })
    const row: { owner_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(row.owner_id, colleague.id)
    assert.lengthOf(await noticesOf(colleague), 0)
  })
})

const GOP_SENDER: Permission[] = [
  'access-cases',
  'view-case',
  'access-guarantee-of-payments',
  'approve-guarantee-of-payments',
  'send-guarantee-of-payments',
]

test.group('Notifications: a letter not delivered', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  /** An approved GOP on a KUL case, sent by `sender` through mail that goes to `port`. */
  async function sendGop(client: ApiClient, sender: User, port: number) {
    await providerReachable()
    await writeSettings({ smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none' })
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId)
    const transition = (name: string) =>
      client
        .post(`/navigate/cases/${caseId}/guarantee-of-payments/${id}/transitions/${name}`)
        .loginAs(sender)
        .withCsrfToken()
        .redirects(0)
    // Approved through the app, so its revision's letter is kept; then sent.
    await done(transition('approve'))
    await done(transition('send'))
    const transmission: { id: number; status: string } = await db
      .from('transmissions')
      .where({ document_type: 'gop', document_id: id })
      .firstOrFail()
    return { caseId, id, transmission }
  }

  test('a letter that fails after its retries tells its sender once, with the server’s words', async ({
    client,
    assert,
  }) => {
    const sender = await makeUser({ permissions: GOP_SENDER })
    const colleague = await makeUser({ permissions: GOP_SENDER })
    const { caseId, id, transmission } = await sendGop(client, sender, await closedPort())
    assert.equal(transmission.status, 'failed')
    const gop: { number: string } = await db.from('gops').where('id', id).firstOrFail()
    const number = await caseNumber(caseId)

    const notices = await noticesOf(sender)
    assert.lengthOf(notices, 1)
    const [notice] = notices
    assert.equal(notice.kind, 'letter.undelivered')
    assert.equal(notice.subject, `transmission:${transmission.id}`)
    assert.equal(notice.link, `/navigate/cases/${caseId}?tab=guarantee-of-payments`)
    assert.equal(notice.title, `Letter not delivered: ${gop.number} (revision 1)`)
    assert.equal(
      notice.body,
      `The letter of ${gop.number} (revision 1) on case ${number} that you sent to gop@provider.test was not delivered: The mail server could not be reached. Open the case to send it again.`
    )
    assert.lengthOf(await noticesOf(colleague), 0)

    // Failing it again (a second copy of the job, the sweeper) changes nothing and tells nobody.
    const row = await findTransmission(transmission.id)
    assert.isFalse(await markFailed({ ...row!, status: 'queued' }, 'Again'))
    assert.lengthOf(await noticesOf(sender), 1)
  })

  test('a letter delivered tells nobody; a sender who turned the kind off is not told', async ({
    client,
    assert,
  }) => {
    const sender = await makeUser({ permissions: GOP_SENDER })
    const delivered = await sendGop(client, sender, smtp.port)
    assert.equal(delivered.transmission.status, 'sent')
    assert.lengthOf(smtp.messages, 1)
    assert.lengthOf(await noticesOf(sender), 0)

    const quiet = await makeUser({ permissions: GOP_SENDER })
    await turnOff(quiet, 'letter.undelivered')
    const failed = await sendGop(client, quiet, await closedPort())
    assert.equal(failed.transmission.status, 'failed')
    assert.lengthOf(await noticesOf(quiet), 0)
  })
})
