import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'
import type User from '#models/user'
import type Case from '#models/case'
import { CaseFactory } from '#factories/case_factory'
import {
  caseIn,
  centerId,
  fakeMail,
  insertGop,
  parties,
  providerReachable,
} from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import {
  answerOf,
  assertAnswered,
  markCommittedRows,
  race,
  type RaceAnswer,
} from '#tests/helpers/races'
import { CASE_CHILD_KINDS, type ChildBody } from '#tests/helpers/case_children'
import { fuzzRoutes } from '#tests/helpers/route_fuzz'
import { usageSubjects } from '#resources/registry'
import { CLOSED_CASE_REFUSAL } from '#resources/case_parent'
import type { Permission } from '#permissions/catalogue'
import type { CaseStatus } from '#contracts/case_options'

/**
 * Issue 28, item 2: writes that cannot race. Two people (or a person and a worker) acting on one
 * record at once end in one success and one refusal in plain words, never a 500 and never
 * inconsistent data. These requests really run at once: no global transaction (each request
 * commits through its own pooled connection), so each group removes what was committed
 * (tests/helpers/races.ts). Trials alternate between sending both at once and queuing them in
 * each order at the row's lock, past every check they make before their transaction.
 */
const TRIALS = 4

async function raceCase(status: CaseStatus = 'active') {
  return caseIn('KUL', status)
}

const gops = (caseId: number) => `/navigate/cases/${caseId}/guarantee-of-payments`
const slips = (caseId: number) => `/navigate/cases/${caseId}/charge-slips`
const rfps = (caseId: number) => `/navigate/cases/${caseId}/request-for-payments`

/** The words a racer was refused in, or null when it was done. */
const refusal = (answer: ApiResponse) => {
  const read = answerOf(answer)
  return read.kind === 'refused'
    ? read.words
    : read.kind === 'done'
      ? null
      : `broken ${read.status}`
}

function write(client: ApiClient, user: User, method: 'post' | 'put' | 'delete', url: string) {
  return (form: Record<string, unknown> = {}) =>
    client[method](url)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header(
        'referer',
        url.replace(/\/(guarantee-of-payments|charge-slips|request-for-payments|tasks).*$/, '')
      )
      .form(form)
      .redirects(0)
}

async function gopInput(amount: string) {
  const { provider, entity, template } = await parties()
  return {
    provider_id: String(provider.id),
    business_entity_id: String(entity.id),
    gop_template_id: String(template.id),
    currency_code: 'MYR',
    amount,
    services_covered: 'Inpatient treatment',
    admission_date: '2026-11-20',
    valid_until: '2026-12-20',
  }
}

async function slipInput(billed: string) {
  const { provider } = await parties()
  return {
    provider_id: String(provider.id),
    invoice_number: `INV-RACE-${Math.random().toString(36).slice(2, 8)}`,
    invoice_date: '2026-11-02',
    currency_code: 'MYR',
    amount_billed: billed,
    payment_method: 'wire-transfer',
  }
}

test.group('Engine room: writes racing the workflow', (group) => {
  let admin: User
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    admin = await makeAdministrator({ centers: ['KUL'] })
    return removeCommitted
  })
  // Returned, so each test's fake is restored: a later file's mail must reach its SMTP server.
  group.each.setup(() => fakeMail())

  test('GOP: approve against an edit of its amount; the letter and the money agree', async ({
    client,
    assert,
  }) => {
    await providerReachable()
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const id = await insertGop(caseId)
      const input = await gopInput('2000')
      await race(
        assert,
        [
          () => write(client, admin, 'post', `${gops(caseId)}/${id}/transitions/approve`)(),
          () => write(client, admin, 'put', `${gops(caseId)}/${id}`)(input),
        ],
        { trial, lock: { table: 'gops', id } }
      )
      const gop = await db.from('gops').where('id', id).firstOrFail()
      assert.equal(gop.status, 'approved')
      const revision = await db
        .from('gop_revisions')
        .where({ gop_id: id, revision: gop.revision })
        .firstOrFail()
      // Whichever came first, the approved revision (the letter) and the GOP say one amount.
      assert.equal(revision.amount, gop.amount)
      assert.equal(gop.amount_in_center, gop.amount)
    }
  })

  test('GOP and charge slip: a delete against an approval leaves one of them, never both', async ({
    client,
    assert,
  }) => {
    await providerReachable()
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const gop = await insertGop(caseId)
      const slip = await insertChargeSlip(caseId)
      const answers = await race(
        assert,
        [
          () => write(client, admin, 'delete', `${gops(caseId)}/${gop}`)(),
          () => write(client, admin, 'post', `${gops(caseId)}/${gop}/transitions/approve`)(),
        ],
        { trial, lock: { table: 'gops', id: gop } }
      )
      const slipAnswers = await race(
        assert,
        [
          () =>
            write(
              client,
              admin,
              'post',
              `${slips(caseId)}/${slip}/transitions/approve`
            )({
              amount_approved: '900',
              over_guarantee_reason: 'Emergency surgery beyond the guarantee',
            }),
          () => write(client, admin, 'delete', `${slips(caseId)}/${slip}`)(),
        ],
        { trial, lock: { table: 'charge_slips', id: slip } }
      )
      for (const [table, id, pair] of [
        ['gops', gop, answers],
        ['charge_slips', slip, slipAnswers],
      ] as const) {
        const row = await db.from(table).where('id', id).firstOrFail()
        const trashed = row.deleted_at !== null
        assert.isFalse(trashed && row.status === 'approved', `${table} ${id} approved and trashed`)
        // Exactly one of the two was refused, in plain words.
        for (const answer of pair) assertAnswered(assert, answerOf(answer), table)
        assert.lengthOf(
          pair.filter((answer) => refusal(answer) !== null),
          1,
          `${table}: ${pair.map(refusal).join(' | ')}`
        )
      }
    }
  })

  test('RFP: two restores of RFPs that billed one slip bring back one; a restore against a new RFP bills it once', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const slip = await insertChargeSlip(caseId, { status: 'approved', billed: '300.00' })
      const first = await insertRfp(caseId, { status: 'pending' })
      const second = await insertRfp(caseId, { status: 'pending' })
      const trashedAt = new Date()
      for (const rfp of [first, second]) {
        await db.table('request_for_payment_lines').insert({
          request_for_payment_id: rfp,
          charge_slip_id: slip,
          amount: '300.00',
          currency_code: 'MYR',
          rate: '1',
          amount_in_rfp: '300.00',
        })
        await db.from('request_for_payments').where('id', rfp).update({ deleted_at: trashedAt })
      }
      // Both take the case's lock first (an RFP's restore is a write under its case).
      await race(
        assert,
        [
          () => write(client, admin, 'post', `${rfps(caseId)}/${first}/restore`)(),
          () => write(client, admin, 'post', `${rfps(caseId)}/${second}/restore`)(),
        ],
        { trial, lock: { table: 'cases', id: caseId } }
      )
      const live = await db
        .from('request_for_payments')
        .whereIn('id', [first, second])
        .whereNull('deleted_at')
      assert.lengthOf(live, 1)

      // The live one trashed again: a restore against a new RFP for the same slip.
      await db
        .from('request_for_payments')
        .where('id', live[0].id)
        .update({ deleted_at: trashedAt })
      await race(
        assert,
        [
          () => write(client, admin, 'post', `${rfps(caseId)}/${live[0].id}/restore`)(),
          () => write(client, admin, 'post', rfps(caseId))({ 'charge_slip_ids[]': [String(slip)] }),
        ],
        { trial, lock: { table: 'cases', id: caseId } }
      )
      const billing = await db
        .from('request_for_payment_lines as lines')
        .join('request_for_payments as rfps', 'rfps.id', 'lines.request_for_payment_id')
        .where('lines.charge_slip_id', slip)
        .whereNull('rfps.deleted_at')
        .select('rfps.id')
      assert.lengthOf(billing, 1, 'the slip is billed by exactly one live RFP')
    }
  })

  test('Case: a close against the reopening of its last task never closes over an open task', async ({
    client,
    assert,
  }) => {
    const closer = await makeAdministrator({ centers: ['KUL'] })
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase('billing')
      const owner: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
      const [task] = await db
        .table('tasks')
        .insert({
          case_id: caseId,
          center_id: owner.center_id,
          title: 'Call the hospital',
          category: 'medical',
          priority: 'normal',
          status: 'closed',
          closed_at: new Date(),
          due_at: new Date(Date.now() + 86_400_000),
          due_time_zone: 'Asia/Kuala_Lumpur',
          created_at: new Date(),
        })
        .returning('id')
      // Through the gate, the reopen is held at its log row (the foreign key to its user's row)
      // after it has read the case and moved the task, while the close reads the case's tasks.
      const answers = await race(
        assert,
        [
          () =>
            write(
              client,
              admin,
              'post',
              `/navigate/cases/${caseId}/tasks/${task.id}/transitions/reopen`
            )(),
          () =>
            write(
              client,
              closer,
              'post',
              `/navigate/cases/${caseId}/transitions/close`
            )({ outcome: 'successful' }),
        ],
        { trial, lock: { table: 'users', id: admin.id } }
      )
      const after = await db.from('cases').where('id', caseId).firstOrFail()
      const reopened = await db.from('tasks').where('id', task.id).firstOrFail()
      // Whichever went first, the other is refused in its words: the open task, the closed case.
      for (const answer of answers) assertAnswered(assert, answerOf(answer), `trial ${trial}`)
      assert.lengthOf(
        answers.filter((answer) => refusal(answer) === null),
        1,
        `trial ${trial}: ${answers.map(refusal).join(' | ')}`
      )
      assert.isFalse(
        after.status === 'closed' && reopened.status === 'open',
        `trial ${trial}: case ${caseId} closed over its reopened task`
      )
    }
  })

  test('Charge slip: an approval against an edit of the billed amount ends consistent, without an error page', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const slip = await insertChargeSlip(caseId, { billed: '1000.00' })
      const input = await slipInput('500')
      await race(
        assert,
        [
          () =>
            write(
              client,
              admin,
              'post',
              `${slips(caseId)}/${slip}/transitions/approve`
            )({
              amount_approved: '900',
              over_guarantee_reason: 'Emergency surgery beyond the guarantee',
            }),
          () => write(client, admin, 'put', `${slips(caseId)}/${slip}`)(input),
        ],
        { trial, lock: { table: 'charge_slips', id: slip } }
      )
      const row = await db.from('charge_slips').where('id', slip).firstOrFail()
      if (row.status === 'approved') {
        assert.isAtMost(Number(row.amount_approved), Number(row.amount_billed))
      }
    }
  })
})

/**
 * Each answered done or in plain words and told the truth; at least one was done. A refused
 * record was refused because the case is closed; a refused close names what keeps it open.
 * Both done only with the record added first, and then only if it does not keep the case open
 * (or the case was force closed).
 */
async function judgeClose(
  assert: Assert,
  outcome: {
    what: string
    closer: User
    creator: User
    caseId: number
    /** The log's last entry before the race: the record's is after it. */
    logged: number
    move: 'close' | 'force-close'
    blocksClose: boolean
    table: string
    column: string
    closed: RaceAnswer
    created: RaceAnswer
  }
) {
  const { what, caseId, move, closed, created, closer, creator } = outcome
  assertAnswered(assert, closed, `${what}: the ${move}`)
  assertAnswered(assert, created, `${what}: the new record`)
  const closedDone = closed.kind === 'done'
  const createdDone = created.kind === 'done'
  const owner: { status: string } = await db.from('cases').where('id', caseId).firstOrFail()
  const children: { id: number }[] = await db
    .from(outcome.table)
    .where(outcome.column, caseId)
    .select('id')
  const closes = await db
    .from('activity_logs')
    .where({ subject_type: 'case', subject_id: String(caseId), action: 'transition' })
    .where('user_id', closer.id)
    .select('id')
  const creations = await db
    .from('activity_logs')
    .where({ action: 'create', user_id: creator.id })
    .where('id', '>', outcome.logged)
    .whereIn(
      'subject_id',
      children.map((row) => String(row.id))
    )
    .whereNot('subject_type', 'case')
    .select('id')
  assert.equal(owner.status === 'closed', closedDone, `${what}: the case's status`)
  assert.lengthOf(closes, closedDone ? 1 : 0, `${what}: the close told the truth`)
  assert.lengthOf(children, createdDone ? 1 : 0, `${what}: the record told the truth`)
  assert.lengthOf(creations, createdDone ? 1 : 0, `${what}: the record's log`)
  assert.isTrue(closedDone || createdDone, `${what}: both were refused`)
  if (created.kind === 'refused') {
    assert.equal(created.words, CLOSED_CASE_REFUSAL, `${what}: the record's refusal`)
  }
  if (closed.kind === 'refused') {
    assert.isTrue(
      outcome.blocksClose && move === 'close',
      `${what}: close refused: ${closed.words}`
    )
    assert.match(closed.words, /force close the case with a reason/, `${what}: why not closed`)
  }
  if (closedDone && createdDone) {
    assert.isBelow(
      Number(creations[0].id),
      Number(closes[0].id),
      `${what}: a record added to a closed case`
    )
    assert.isFalse(
      outcome.blocksClose && move === 'close',
      `${what}: closed over a record that keeps it open`
    )
  }
}

/** The activity log's last id now. */
async function lastLogId() {
  const row: { last: string | number | null } = await db
    .from('activity_logs')
    .max('id as last')
    .firstOrFail()
  return Number(row.last ?? 0)
}

/** Every kind of record that lives under a case, as the registry holds them. */
const caseChildren = usageSubjects().filter((resource) => resource.parent?.table === 'cases')

/** The create route of a registered kind, as the router has it (`:caseId` to fill). */
function storePattern(routes: string) {
  const route = fuzzRoutes().find((found) => found.name === `${routes}.store`)
  if (!route) throw new Error(`No route ${routes}.store`)
  return route.pattern
}

function postChild(client: ApiClient, user: User, url: string, body: ChildBody) {
  const request = client.post(url).loginAs(user).withCsrfToken().withInertia().redirects(0)
  if ('form' in body) return request.form(body.form)
  if ('json' in body) return request.json(body.json)
  for (const file of body.files) request.file(file.field, file.bytes, { filename: file.name })
  return request
}

const CLOSE_TRIALS = 3

/**
 * A case's close (and its force close) against a new record of every kind that lives under a
 * case, from the registry's list: a kind registered without its new record's request in
 * tests/helpers/case_children.ts fails here. Whichever comes first at the case's lock, the
 * other decides on what it left: a record added first keeps the case open if it is one that
 * does (an open task, a pending GOP…; not for force close), and a case closed first refuses the
 * record in the case's words. Never a closed case with a record added after its close.
 */
test.group('Engine room: a case closing while records are added to it', (group) => {
  let closer: User
  let creator: User
  let shared: Pick<Case, 'centerId' | 'memberId' | 'incidentTypeId' | 'ownerId'>
  /** A case in billing, its member, type and owner shared (a third of the factory's time). */
  const billingCase = async () => {
    const made = await CaseFactory.merge(shared).apply('billing').create()
    return made.id
  }
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    const first = await CaseFactory.merge({ centerId: await centerId('KUL') })
      .apply('billing')
      .create()
    shared = {
      centerId: first.centerId,
      memberId: first.memberId,
      incidentTypeId: first.incidentTypeId,
      ownerId: first.ownerId,
    }
    closer = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-case', 'force-close-case'],
      centers: ['KUL'],
    })
    const creates: Permission[] = caseChildren.flatMap((kind) => [
      kind.permissions.access,
      kind.permissions.create,
    ])
    creator = await makeUser({
      permissions: [
        ...new Set<Permission>(['access-cases', 'view-case', 'update-case', ...creates]),
      ],
      centers: ['KUL'],
    })
    return removeCommitted
  })
  group.each.setup(() => {
    const restoreMail = fakeMail()
    // Uploads go to a throw-away disk (as in case_files.spec.ts), unless S3 is the disk.
    const fakeDisk = env.get('DRIVE_DISK', 'fs') === 'fs'
    if (fakeDisk) drive.fake('fs')
    return () => {
      restoreMail()
      if (fakeDisk) drive.restore('fs')
    }
  })

  test('every kind declared in tests/helpers/case_children.ts lives under a case', ({ assert }) => {
    const registered = caseChildren.map((kind) => kind.routes)
    for (const routes of Object.keys(CASE_CHILD_KINDS)) assert.include(registered, routes)
  })

  for (const child of caseChildren) {
    for (const move of ['close', 'force-close'] as const) {
      test(`${move} against a new ${child.noun.toLowerCase()} (${child.routes})`, async ({
        client,
        assert,
      }) => {
        const kind = CASE_CHILD_KINDS[child.routes]
        if (!kind) {
          assert.fail(
            `${child.routes} lives under a case but has no new record declared in tests/helpers/case_children.ts`
          )
          return
        }
        const pattern = storePattern(child.routes)
        for (let trial = 0; trial < CLOSE_TRIALS; trial++) {
          const caseId = await billingCase()
          const body = await kind.body(caseId)
          const logged = await lastLogId()
          const [closing, creating] = await race(
            assert,
            [
              () =>
                client
                  .post(`/navigate/cases/${caseId}/transitions/${move}`)
                  .loginAs(closer)
                  .withCsrfToken()
                  .withInertia()
                  .form({ outcome: 'successful', reason: 'The member flew home' })
                  .redirects(0),
              () => postChild(client, creator, pattern.replace(':caseId', String(caseId)), body),
            ],
            { trial, lock: { table: 'cases', id: caseId } }
          )
          await judgeClose(assert, {
            closer,
            creator,
            what: `${move} against a new ${child.routes} (case ${caseId}, trial ${trial})`,
            caseId,
            logged,
            move,
            blocksClose: kind.blocksClose,
            table: child.table,
            column: child.parent!.column,
            closed: answerOf(closing),
            created: answerOf(creating),
          })
        }
      })
    }
  }
})

test.group('Engine room: two people editing one record', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the later save over a newer version is refused with who changed it; nothing is lost', async ({
    client,
    assert,
  }) => {
    const first = await makeAdministrator({ centers: ['KUL'] })
    const second = await makeAdministrator({ centers: ['KUL'] })
    const [country] = await db
      .table('countries')
      .insert({
        code: 'xq',
        iso3: 'XQQ',
        name: 'Quietland',
        dialing_code: '+998',
        nationality: 'Quietlander',
        region: 'Asia',
        created_at: new Date(Date.now() - 60_000),
        updated_at: new Date(Date.now() - 60_000),
      })
      .returning('id')
    const id = country.id as number
    const editPage = async (user: User) => {
      const page = await client.get(`/manage/countries/${id}/edit`).loginAs(user).withInertia()
      page.assertStatus(200)
      return (page.inertiaProps as { version: string }).version
    }
    const save = (user: User, form: Record<string, string>) =>
      client
        .put(`/manage/countries/${id}`)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/manage/countries/${id}/edit`)
        .form({ code: 'xq', iso3: 'XQQ', dialing_code: '+998', region: 'Asia', ...form })
        .redirects(0)

    const seenByFirst = await editPage(first)
    const seenBySecond = await editPage(second)
    assert.equal(seenByFirst, seenBySecond)
    const firstSave = await save(first, {
      name: 'Quietland',
      nationality: 'Quiet',
      _version: seenByFirst,
    })
    firstSave.assertStatus(302)
    assert.isUndefined(refusal(firstSave) ?? undefined)

    // The second editor saves the form they opened before the first one's save.
    const stale = await save(second, {
      name: 'Quiet Land',
      nationality: 'Quietlander',
      _version: seenBySecond,
    })
    const errors =
      (stale.flashMessages() as { inputErrorsBag?: Record<string, string[]> }).inputErrorsBag ?? {}
    assert.match(
      errors._version?.[0] ?? '',
      new RegExp(
        `^${first.firstName} ${first.lastName} changed this country at .+, after you opened it`
      )
    )
    assert.match(errors.nationality?.[0] ?? '', /changed nationality to “Quiet”/i)
    // What the second editor typed comes back to their form, and nothing of it was saved.
    const typed = stale.flashMessages() as { name?: string }
    assert.equal(typed.name, 'Quiet Land')
    const kept = await db.from('countries').where('id', id).firstOrFail()
    assert.equal(kept.name, 'Quietland')
    assert.equal(kept.nationality, 'Quiet')

    // The page now carries the new version: saving again keeps the second editor's values.
    const now = await editPage(second)
    assert.notEqual(now, seenBySecond)
    const again = await save(second, {
      name: 'Quiet Land',
      nationality: 'Quietlander',
      _version: now,
    })
    again.assertStatus(302)
    const saved = await db.from('countries').where('id', id).firstOrFail()
    assert.equal(saved.name, 'Quiet Land')
  })
})

/**
 * Issue 29: a case handed over while someone closes it or edits it. The hand-over is an edit of
 * the case's owner through the record store (app/workflows/case_handover.ts): it locks the case,
 * refuses a closed one, and moves the case's version, so a close and an edit serialise with it
 * and the second is refused in its own words or sees the first.
 */
test.group('Engine room: a case handed over while it closes or is edited', (group) => {
  let closer: User
  let handing: User
  let taker: User
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    closer = await makeAdministrator({ centers: ['KUL'] })
    handing = await makeAdministrator({ centers: ['KUL'] })
    taker = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-case'],
      centers: ['KUL'],
    })
    return removeCommitted
  })

  /** The case's log entries by these users, oldest first: which of two writes came first. */
  async function caseLog(caseId: number, users: User[]) {
    const rows: { id: string | number; action: string; user_id: number }[] = await db
      .from('activity_logs')
      .where({ subject_type: 'case', subject_id: String(caseId) })
      .whereIn(
        'user_id',
        users.map((user) => user.id)
      )
      .orderBy('id')
      .select('id', 'action', 'user_id')
    return rows.map((row) => ({ id: Number(row.id), action: row.action, user: row.user_id }))
  }

  test('Case: a hand-over against its close never changes a closed case', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase('billing')
      const before: { owner_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
      const [closed, handed] = await race(
        assert,
        [
          () =>
            write(
              client,
              closer,
              'post',
              `/navigate/cases/${caseId}/transitions/close`
            )({ outcome: 'successful' }),
          () =>
            write(
              client,
              handing,
              'put',
              `/navigate/cases/${caseId}/owner`
            )({ owner_id: String(taker.id), current_owner_id: String(before.owner_id) }),
        ],
        { trial, lock: { table: 'cases', id: caseId } }
      )
      const closeAnswer = answerOf(closed)
      const handAnswer = answerOf(handed)
      assertAnswered(assert, closeAnswer, `trial ${trial}: the close`)
      assertAnswered(assert, handAnswer, `trial ${trial}: the hand-over`)
      // A hand-over never keeps a case from closing.
      assert.equal(closeAnswer.kind, 'done', `trial ${trial}: ${refusal(closed)}`)
      const after: { status: string; owner_id: number } = await db
        .from('cases')
        .where('id', caseId)
        .firstOrFail()
      assert.equal(after.status, 'closed')
      const log = await caseLog(caseId, [closer, handing])
      if (handAnswer.kind === 'done') {
        // Handed over first, then closed: never a closed case handed over.
        assert.equal(after.owner_id, taker.id, `trial ${trial}`)
        assert.deepEqual(
          log.map((entry) => entry.action),
          ['update', 'transition'],
          `trial ${trial}`
        )
      } else {
        assert.match(refusal(handed) ?? '', /is closed; reopen it before changing it/)
        assert.equal(after.owner_id, before.owner_id, `trial ${trial}`)
        assert.deepEqual(
          log.map((entry) => entry.action),
          ['transition'],
          `trial ${trial}`
        )
      }
    }
  })

  test('Case: a hand-over against an edit of the case: both kept, or the stale edit refused in words', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase('active')
      const row = await db.from('cases').where('id', caseId).firstOrFail()
      // The edit form as the editor opened it, before the hand-over.
      const page = await client.get(`/navigate/cases/${caseId}/edit`).loginAs(closer).withInertia()
      page.assertStatus(200)
      const version = (page.inertiaProps as { version: string }).version
      const edit = {
        member_id: String(row.member_id),
        ...(row.program_id ? { program_id: String(row.program_id) } : {}),
        incident_type_id: String(row.incident_type_id),
        priority: row.priority === 'high' ? 'low' : 'high',
        description: `Edited during trial ${trial}.`,
        _version: version,
      }
      const [edited, handed] = await race(
        assert,
        [
          () => write(client, closer, 'put', `/navigate/cases/${caseId}`)(edit),
          () =>
            write(
              client,
              handing,
              'put',
              `/navigate/cases/${caseId}/owner`
            )({ owner_id: String(taker.id), current_owner_id: String(row.owner_id) }),
        ],
        { trial, lock: { table: 'cases', id: caseId } }
      )
      const editAnswer = answerOf(edited)
      const handAnswer = answerOf(handed)
      assertAnswered(assert, editAnswer, `trial ${trial}: the edit`)
      assertAnswered(assert, handAnswer, `trial ${trial}: the hand-over`)
      // The edit never touches the owner: the hand-over always goes through.
      assert.equal(handAnswer.kind, 'done', `trial ${trial}: ${refusal(handed)}`)
      const after = await db.from('cases').where('id', caseId).firstOrFail()
      assert.equal(after.owner_id, taker.id, `trial ${trial}`)
      const log = await caseLog(caseId, [closer, handing])
      if (editAnswer.kind === 'done') {
        // Saved on the version it was opened at: only before the hand-over.
        assert.equal(after.description, `Edited during trial ${trial}.`)
        assert.deepEqual(
          log.map((entry) => entry.user),
          [closer.id, handing.id],
          `trial ${trial}`
        )
      } else {
        // Opened before the hand-over: refused, saying who changed the case, the owner marked.
        assert.match(refusal(edited) ?? '', /changed this case at .+, after you opened it/)
        assert.equal(after.description, row.description)
        assert.deepEqual(
          log.map((entry) => entry.user),
          [handing.id],
          `trial ${trial}`
        )
      }
    }
  })
})
