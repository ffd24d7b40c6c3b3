import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import {
  CALLER_TYPE_VALUES,
  CASE_OUTCOME_VALUES,
  CASE_PRIORITY_VALUES,
  CASE_STATUS_VALUES,
} from '#contracts/case_options'
import { CaseFactory } from '#factories/case_factory'

/** The quoted values of an `IN (…)` CHECK constraint, as PostgreSQL prints it back. */
async function checkedValues(constraint: string): Promise<string[]> {
  const result: { rows: { definition: string }[] } = await db.rawQuery(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = 'cases'::regclass AND conname = ?`,
    [constraint]
  )
  if (result.rows.length !== 1) throw new Error(`No constraint ${constraint} on cases`)
  return [...result.rows[0].definition.matchAll(/'([^']*)'::character varying/g)].map(
    (match) => match[1]
  )
}

test.group('Cases table: the migration and app/contracts/case_options.ts agree', () => {
  const lists = {
    cases_status_known: CASE_STATUS_VALUES,
    cases_priority_known: CASE_PRIORITY_VALUES,
    cases_caller_type_known: CALLER_TYPE_VALUES,
    cases_outcome_known: CASE_OUTCOME_VALUES,
  }
  for (const [constraint, values] of Object.entries(lists)) {
    test(`${constraint} allows exactly the contract's values`, async ({ assert }) => {
      assert.deepEqual(await checkedValues(constraint), [...values])
    })
  }
})

test.group('Cases table: constraints', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A savepoint per attempt, so a refused row does not end the group's transaction. */
  async function refused(change: Record<string, unknown>, constraint: string) {
    const row = await CaseFactory.create()
    const error: unknown = await db
      .transaction((trx) => trx.from('cases').where('id', row.id).update(change))
      .then(
        () => null,
        (failure: unknown) => failure
      )
    return error instanceof Error && 'constraint' in error && error.constraint === constraint
  }

  test('closed_at is set exactly when the case is closed', async ({ assert }) => {
    assert.isTrue(await refused({ status: 'closed' }, 'cases_closed_at_when_closed'))
    assert.isTrue(
      await refused({ closed_at: DateTime.now().toJSDate() }, 'cases_closed_at_when_closed')
    )
    const closed = await CaseFactory.apply('closed').create()
    // A reopen puts the case back to active and clears closed_at together.
    await db
      .from('cases')
      .where('id', closed.id)
      .update({ status: 'active', closed_at: null, reopened_count: 1 })
  })

  test('unknown option values and impossible times are refused', async ({ assert }) => {
    assert.isTrue(await refused({ status: 'archived' }, 'cases_status_known'))
    assert.isTrue(await refused({ priority: 'asap' }, 'cases_priority_known'))
    assert.isTrue(await refused({ caller_type: 'member' }, 'cases_caller_type_known'))
    assert.isTrue(await refused({ outcome: 'Successful' }, 'cases_outcome_known'))
    assert.isTrue(await refused({ reopened_count: -1 }, 'cases_reopened_count_non_negative'))
    assert.isTrue(await refused({ details: JSON.stringify([1]) }, 'cases_details_object'))
    assert.isTrue(
      await refused(
        {
          status: 'closed',
          outcome: 'successful',
          opened_at: '2026-03-02T00:00:00Z',
          closed_at: '2026-03-01T00:00:00Z',
        },
        'cases_closed_after_opened'
      )
    )
  })

  test('a number is never given twice, not even after its case was trashed', async ({ assert }) => {
    const first = await CaseFactory.create()
    await db.from('cases').where('id', first.id).update({ deleted_at: new Date() })
    const error: unknown = await CaseFactory.merge({ number: first.number })
      .create()
      .then(
        () => null,
        (failure: unknown) => failure
      )
    assert.instanceOf(error, Error)
    assert.propertyVal(error as object, 'constraint', 'cases_number_unique')
  })
})
