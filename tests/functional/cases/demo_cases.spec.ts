import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { CASE_STATUS_VALUES } from '#contracts/case_options'
import { seedDatabase } from '#database/seeders/main/index_seeder'

/** The test database is seeded with demo data (tests/bootstrap.ts), demo cases included. */
test.group('Demo cases', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every demo center has cases in every status, numbered in order of opening', async ({
    assert,
  }) => {
    const rows: { code: string; status: string; number: string; opened_at: Date }[] = await db
      .from('cases')
      .join('centers', 'centers.id', 'cases.center_id')
      .whereIn('centers.code', ['KUL', 'BKK', 'MNL'])
      .orderBy('cases.number')
      .select('centers.code', 'cases.status', 'cases.number', 'cases.opened_at')
    assert.isAtLeast(rows.length, 40)
    assert.isAtMost(rows.length, 60)
    for (const code of ['KUL', 'BKK', 'MNL']) {
      const own = rows.filter((row) => row.code === code)
      assert.sameMembers([...new Set(own.map((row) => row.status))], [...CASE_STATUS_VALUES])
      for (const row of own) assert.match(row.number, new RegExp(`^${code}-\\d{4}-\\d{6}$`))
      // Sorted by number is sorted by opening.
      const opened = own.map((row) => row.opened_at.getTime())
      assert.deepEqual(
        opened,
        [...opened].sort((a, b) => a - b)
      )
    }
  })

  test("owners work in their case's center and closed cases carry an outcome", async ({
    assert,
  }) => {
    const [strays] = await db
      .from('cases')
      .whereNotNull('owner_id')
      .whereNotExists((query) =>
        query
          .from('center_user')
          .whereColumn('center_user.user_id', 'cases.owner_id')
          .whereColumn('center_user.center_id', 'cases.center_id')
      )
      .count('* as total')
    assert.equal(Number(strays.total), 0)
    const [unowned] = await db
      .from('cases')
      .whereNot('status', 'pending')
      .whereNull('owner_id')
      .count('* as total')
    assert.equal(Number(unowned.total), 0)
    const [noOutcome] = await db
      .from('cases')
      .where('status', 'closed')
      .whereNull('outcome')
      .count('* as total')
    assert.equal(Number(noOutcome.total), 0)
  })

  test('seeding again adds no case and uses no number', async ({ assert }) => {
    const count = async () => {
      const [cases] = await db.from('cases').count('* as total')
      const [numbers] = await db.from('case_number_counters').sum('last_value as total')
      return [Number(cases.total), Number(numbers.total)]
    }
    const before = await count()
    await seedDatabase({ demo: true })
    assert.deepEqual(await count(), before)
  })
})
