import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Case from '#models/case'
import { CASE_OUTCOME_VALUES } from '#contracts/case_options'
import { formatCaseNumber } from '#services/case_number'
import { CaseFactory } from '#factories/case_factory'
import { CenterFactory } from '#factories/center_factory'
import { ClientFactory } from '#factories/client_factory'
import { MemberFactory } from '#factories/member_factory'
import { ProgramFactory } from '#factories/program_factory'

/**
 * The row as stored, with every relation of the model loaded (which proves them too). One by
 * one: preloads run in parallel, and on the group's single transaction connection the pg
 * client warns about overlapping queries.
 */
async function stored(id: number) {
  const row = await Case.findOrFail(id)
  for (const relation of [
    'center',
    'client',
    'program',
    'member',
    'owner',
    'incidentType',
  ] as const) {
    await row.load(relation)
  }
  return row
}

/** The year a case opened in its center's clock, as its number carries it. */
function yearIn(row: Case) {
  return row.openedAt.setZone(row.center.timeZone).year
}

async function isAgentOf(userId: number, centerId: number) {
  const pivot = await db.from('center_user').where({ user_id: userId, center_id: centerId }).first()
  return pivot !== null
}

test.group('Case factory', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a pending case: everything it points at, consistent, numbered', async ({ assert }) => {
    const created = await CaseFactory.create()
    const row = await stored(created.id)

    assert.equal(row.status, 'pending')
    assert.isNull(row.ownerId)
    assert.isNull(row.closedAt)
    assert.isNull(row.outcome)
    assert.deepEqual(row.details, {})
    assert.equal(row.reopenedCount, 0)
    assert.equal(row.number, formatCaseNumber(row.center.code, yearIn(row), 1))
    assert.equal(row.numberKey, row.number.toLowerCase())
    // The member is the client's, and the case is on the member's program.
    assert.equal(row.member.clientId, row.clientId)
    assert.equal(row.program.clientId, row.clientId)
    assert.equal(row.programId, row.member.programId)
    assert.isString(row.incidentType.name)
    assert.isTrue(row.openedAt <= DateTime.now())
  })

  test('the pending state is the default', async ({ assert }) => {
    const created = await CaseFactory.apply('pending').create()
    const row = await stored(created.id)
    assert.equal(row.status, 'pending')
  })

  for (const [article, status] of [
    ['an', 'active'],
    ['a', 'billing'],
  ] as const) {
    test(`${article} ${status} case has an owner who works in its center`, async ({ assert }) => {
      const created = await CaseFactory.apply(status).create()
      const row = await stored(created.id)
      assert.equal(row.status, status)
      assert.isNotNull(row.ownerId)
      assert.isTrue(await isAgentOf(row.owner.id, row.centerId))
      assert.isNull(row.closedAt)
      assert.isNull(row.outcome)
    })
  }

  test('a closed case has an owner, an outcome and a closing time after it opened', async ({
    assert,
  }) => {
    const created = await CaseFactory.apply('closed').create()
    const row = await stored(created.id)
    assert.equal(row.status, 'closed')
    assert.isNotNull(row.ownerId)
    assert.oneOf(row.outcome, [...CASE_OUTCOME_VALUES])
    assert.isNotNull(row.closedAt)
    assert.isTrue(row.closedAt! >= row.openedAt)
    assert.isTrue(row.closedAt! <= DateTime.now())
  })

  test('a merged outcome and closing time are kept by the closed state', async ({ assert }) => {
    const openedAt = DateTime.fromISO('2026-01-05T03:00:00Z')
    const closedAt = DateTime.fromISO('2026-01-09T10:00:00Z')
    const created = await CaseFactory.merge({
      outcome: 'cancelled-financial',
      openedAt,
      closedAt,
    })
      .apply('closed')
      .create()
    const row = await stored(created.id)
    assert.equal(row.outcome, 'cancelled-financial')
    assert.equal(row.closedAt!.toMillis(), closedAt.toMillis())
  })

  test('merged center, member and owner are reused, not made again', async ({ assert }) => {
    const center = await CenterFactory.merge({ timeZone: 'Asia/Manila' }).create()
    const client = await ClientFactory.create()
    const program = await ProgramFactory.merge({ clientId: client.id }).create()
    const member = await MemberFactory.merge({
      clientId: client.id,
      programId: program.id,
    }).create()
    // One year for all, so they share one counter whatever day the test runs.
    const openedAt = DateTime.fromISO('2026-06-01T02:00:00Z')
    const first = await CaseFactory.merge({ centerId: center.id, openedAt })
      .apply('active')
      .create()
    const owner = first.ownerId!

    const cases = await CaseFactory.merge({
      centerId: center.id,
      memberId: member.id,
      ownerId: owner,
      openedAt,
    })
      .apply('active')
      .createMany(3)

    for (const created of cases) {
      const row = await stored(created.id)
      assert.equal(row.centerId, center.id)
      assert.equal(row.memberId, member.id)
      // The client and program follow the member when they are not merged.
      assert.equal(row.clientId, client.id)
      assert.equal(row.programId, program.id)
      assert.equal(row.ownerId, owner)
    }
    // One counter for the center: the first case above took 1, these 2, 3 and 4.
    const sequences = cases.map((row) => Number(row.number.split('-')[2])).sort()
    assert.deepEqual(sequences, [2, 3, 4])
  })

  test('unique values do not collide across many builds', async ({ assert }) => {
    const centers = await CenterFactory.createMany(5)
    const members = await MemberFactory.createMany(5)
    const cases = await CaseFactory.createMany(5)
    assert.lengthOf(new Set(centers.map((center) => center.code)), 5)
    assert.lengthOf(new Set(members.map((member) => member.policyNumber)), 5)
    assert.lengthOf(new Set(cases.map((row) => row.number)), 5)
  })
})
