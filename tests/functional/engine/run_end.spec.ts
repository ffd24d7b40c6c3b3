import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  assertNoBorrowedConnection,
  describeRunEnd,
  diagnosis,
  withinBudget,
} from '#tests/helpers/run_end'

/**
 * The end of a run says what it waits for instead of hanging (tests/helpers/run_end.ts). Each
 * test puts the run's exit code and probe back: a step that overran here must not fail the run.
 */
test.group('The test run’s end', (group) => {
  let printed: string[] = []
  let restore: () => void = () => {}
  group.each.setup(() => {
    printed = []
    const exitCode = process.exitCode
    const error = console.error
    const probe = describeRunEnd({})
    console.error = (...parts: unknown[]) => printed.push(parts.join(' '))
    restore = () => {
      console.error = error
      process.exitCode = exitCode
      describeRunEnd(probe)
    }
    return () => restore()
  })

  test('a step past its budget is named with the sessions holding the database, and fails the run', async ({
    assert,
  }) => {
    describeRunEnd({ databaseUrl: process.env.DATABASE_URL })
    // Another connection holds a transaction open while the step waits: the diagnosis lists it.
    const trx = await db.transaction()
    try {
      await trx.rawQuery(`select 'held by the run_end spec'`)
      const started = Date.now()
      await withinBudget('a step that never ends', () => new Promise(() => {}), 300)
      const exitCode = process.exitCode
      restore()

      assert.isAtLeast(Date.now() - started, 290)
      assert.equal(exitCode, 1)
      const text = printed.join('\n')
      assert.include(text, '"a step that never ends" has not finished after 0.3 s')
      assert.match(text, /in a transaction for \d+ s.*held by the run_end spec/)
      assert.include(text, 'open in this process:')
    } finally {
      await trx.rollback()
    }
  })

  test('a step within its budget says nothing and leaves the run as it was', async ({ assert }) => {
    await withinBudget('a quick step', async () => {}, 1_000)
    const exitCode = process.exitCode
    restore()
    assert.deepEqual(printed, [])
    assert.notEqual(exitCode, 1)
  })

  test('a connection still borrowed after the last test is reported; none borrowed, nothing', async ({
    assert,
  }) => {
    let used = 1
    describeRunEnd({
      pool: () => ({ used, free: 0, pendingAcquires: 2, pendingCreates: 0 }),
    })
    await assertNoBorrowedConnection(300)
    const afterLeak = process.exitCode
    const leakText = printed.join('\n')
    process.exitCode = 0
    printed = []

    used = 0
    await assertNoBorrowedConnection(300)
    const afterNone = process.exitCode
    restore()

    assert.equal(afterLeak, 1)
    assert.include(leakText, '1 database connection(s) still borrowed 0.3 s after the last test')
    assert.include(leakText, 'pool: 1 borrowed, 0 free, 2 waiting to borrow, 0 connecting')
    assert.equal(afterNone, 0)
    assert.deepEqual(printed, [])
  })

  test('a database it cannot reach is said, not thrown', async ({ assert }) => {
    describeRunEnd({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })
    const text = await diagnosis()
    restore()
    assert.include(text, 'database: not readable')
  })
})
