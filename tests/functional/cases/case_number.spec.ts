import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { allocateCaseNumber, formatCaseNumber } from '#services/case_number'
import { CenterFactory } from '#factories/center_factory'
import { uniqueSuffix } from '#factories/unique'

/** A connection of its own with room for every transaction of the race at once. */
const RACE_CONNECTION = 'case_number_race'
const RACERS = 20

test.group('Case numbers: concurrent openings', (group) => {
  const centerIds: number[] = []
  /**
   * PGlite (the tests' database without TEST_DATABASE_URL) serves one transaction at a time
   * across all connections (ARCHITECTURE.md pitfall 7): there the racers queue in its socket
   * layer instead, and waiting for all of them to be open at once would never end.
   */
  let oneTransactionAtATime = false

  group.setup(async () => {
    const result: { rows: { version: string }[] } = await db.rawQuery('SELECT version()')
    oneTransactionAtATime = result.rows[0].version.includes('PGlite')
    const primary = db.getRawConnection(db.primaryConnectionName)!
    db.manager.add(RACE_CONNECTION, {
      ...primary.config,
      pool: { min: 0, max: oneTransactionAtATime ? 2 : RACERS + 2 },
    })
    return async () => {
      await db.manager.close(RACE_CONNECTION, true)
      // These tests commit (a rolled-back global transaction would serialise everything).
      await db.from('case_number_counters').whereIn('center_id', centerIds).delete()
      await db.from('centers').whereIn('id', centerIds).delete()
    }
  })

  test('20 transactions at once get distinct, consecutive numbers', async ({ assert }) => {
    const center = await CenterFactory.merge({ timeZone: 'Asia/Kuala_Lumpur' }).create()
    centerIds.push(center.id)
    const at = DateTime.fromISO('2026-03-10T04:00:00Z')

    // On PostgreSQL every transaction is open (BEGIN sent, a statement run) before any of them
    // allocates, so they all race for the year's first counter row and then queue on its lock.
    let opened = 0
    let start!: () => void
    const allOpen = new Promise<void>((resolve) => (start = resolve))
    const numbers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        db.connection(RACE_CONNECTION).transaction(async (trx) => {
          await trx.rawQuery('SELECT 1')
          opened += 1
          if (opened === RACERS) start()
          if (!oneTransactionAtATime) await allOpen
          return allocateCaseNumber(trx, center.id, at)
        })
      )
    )

    assert.equal(opened, RACERS)
    assert.lengthOf(new Set(numbers), RACERS)
    const expected = Array.from({ length: RACERS }, (_, index) =>
      formatCaseNumber(center.code, 2026, index + 1)
    )
    assert.deepEqual([...numbers].sort(), expected)
    const counter = await db
      .from('case_number_counters')
      .where({ center_id: center.id, year: 2026 })
      .firstOrFail()
    assert.equal(counter.last_value, RACERS)
  })

  test('a rolled-back opening gives its number back: none is skipped', async ({ assert }) => {
    const center = await CenterFactory.create()
    centerIds.push(center.id)
    const at = DateTime.fromISO('2026-05-01T00:00:00Z')

    const first = await db.transaction((trx) => allocateCaseNumber(trx, center.id, at))
    const trx = await db.transaction()
    const abandoned = await allocateCaseNumber(trx, center.id, at)
    await trx.rollback()
    const next = await db.transaction((trx2) => allocateCaseNumber(trx2, center.id, at))

    assert.equal(first, formatCaseNumber(center.code, 2026, 1))
    assert.equal(abandoned, formatCaseNumber(center.code, 2026, 2))
    assert.equal(next, abandoned)
  })
})

test.group('Case numbers: format, centers and years', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('are CODE-YEAR-000123, the code in capitals', async ({ assert }) => {
    const code = `k${uniqueSuffix().toLowerCase()}`
    const center = await CenterFactory.merge({ code, timeZone: 'Asia/Kuala_Lumpur' }).create()
    const number = await db.transaction((trx) =>
      allocateCaseNumber(trx, center.id, DateTime.fromISO('2026-07-01T08:00:00Z'))
    )
    assert.equal(number, `${code.toUpperCase()}-2026-000001`)
    assert.match(number, /^[A-Z0-9]{2,10}-\d{4}-\d{6}$/)
    assert.isAtMost(number.length, 24)
  })

  test('each center counts on its own', async ({ assert }) => {
    const [kul, bkk] = await CenterFactory.createMany(2)
    const at = DateTime.fromISO('2026-02-02T02:00:00Z')
    const numbers = await db.transaction(async (trx) => [
      await allocateCaseNumber(trx, kul.id, at),
      await allocateCaseNumber(trx, kul.id, at),
      await allocateCaseNumber(trx, bkk.id, at),
      await allocateCaseNumber(trx, kul.id, at),
    ])
    assert.deepEqual(numbers, [
      `${kul.code}-2026-000001`,
      `${kul.code}-2026-000002`,
      `${bkk.code}-2026-000001`,
      `${kul.code}-2026-000003`,
    ])
  })

  test("the year is the center's: 31 Dec 17:00 UTC is already 1 Jan in Kuala Lumpur", async ({
    assert,
  }) => {
    const kul = await CenterFactory.merge({ timeZone: 'Asia/Kuala_Lumpur' }).create()
    const utc = await CenterFactory.merge({ timeZone: 'UTC' }).create()
    // Kuala Lumpur is UTC+8: its new year starts at 16:00 UTC.
    const lastMinute = DateTime.fromISO('2026-12-31T15:59:59Z')
    const newYearInKul = DateTime.fromISO('2026-12-31T17:00:00Z')

    const numbers = await db.transaction(async (trx) => ({
      kulBefore: await allocateCaseNumber(trx, kul.id, lastMinute),
      kulAfter: await allocateCaseNumber(trx, kul.id, newYearInKul),
      utcAfter: await allocateCaseNumber(trx, utc.id, newYearInKul),
      // An instant given in another zone is the same instant.
      kulLocal: await allocateCaseNumber(
        trx,
        kul.id,
        DateTime.fromISO('2027-01-01T00:30:00', { zone: 'Asia/Kuala_Lumpur' })
      ),
    }))
    assert.deepEqual(numbers, {
      kulBefore: `${kul.code}-2026-000001`,
      kulAfter: `${kul.code}-2027-000001`,
      utcAfter: `${utc.code}-2026-000001`,
      kulLocal: `${kul.code}-2027-000002`,
    })
    const counters = await db
      .from('case_number_counters')
      .where('center_id', kul.id)
      .orderBy('year')
      .select('year', 'last_value')
    assert.deepEqual(counters, [
      { year: 2026, last_value: 1 },
      { year: 2027, last_value: 2 },
    ])
  })

  test('an unknown center is refused, and nothing is counted', async ({ assert }) => {
    await assert.rejects(
      () => db.transaction((trx) => allocateCaseNumber(trx, 2_000_000_000)),
      'Cannot number a case: there is no center 2000000000'
    )
    const [{ total }] = await db
      .from('case_number_counters')
      .where('center_id', 2_000_000_000)
      .count('* as total')
    assert.equal(Number(total), 0)
  })

  test('a sequence past six digits still fits the column', ({ assert }) => {
    assert.equal(formatCaseNumber('kul', 2026, 123), 'KUL-2026-000123')
    assert.equal(formatCaseNumber('KUL', 2026, 1_234_567), 'KUL-2026-1234567')
    assert.isAtMost(formatCaseNumber('ABCDEFGHIJ', 2026, 9_999_999).length, 24)
  })
})
