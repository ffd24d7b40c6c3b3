import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Center from '#models/center'
import { QueryOutsideTransaction } from '#services/transaction_guard'

/**
 * The guard of app/services/transaction_guard.ts, as the app's own `db` has it installed (by
 * providers/transaction_guard_provider.ts): a query written inside a transaction but run outside
 * it fails at once, named; everything that does go through the transaction runs as before.
 * Both with and without the tests' global transaction, since every functional test runs inside
 * one and the check must still see the mistake there.
 */
const outside = [
  {
    name: 'db.from() inside db.transaction()',
    run: () => db.transaction(async () => db.from('centers').select('id').first()),
  },
  {
    name: 'a raw query through db',
    run: () => db.transaction(async () => db.rawQuery('select 1 as one')),
  },
  {
    name: 'a model read without { client: trx }',
    run: () => db.transaction(async () => Center.query().select('id').first()),
  },
  {
    name: 'a write through db while trx holds the row',
    run: () =>
      db.transaction(async (trx) => {
        await trx.from('centers').select('id').limit(1).forUpdate()
        await db.from('cache_versions').update({ version: db.raw('version') })
      }),
  },
  {
    name: 'a new transaction opened through db inside a transaction',
    run: () =>
      db.transaction(async () =>
        db.transaction(async (other) => other.from('centers').select('id').first())
      ),
  },
  {
    name: 'a query through the outer db inside a nested transaction',
    run: () =>
      db.transaction(async (trx) =>
        trx.transaction(async () => db.from('centers').select('id').first())
      ),
  },
]

for (const withGlobal of [false, true]) {
  test.group(
    `Transaction guard${withGlobal ? ' (inside the tests’ global transaction)' : ''}`,
    (group) => {
      if (withGlobal) group.each.setup(() => testUtils.db().withGlobalTransaction())

      for (const mistake of outside) {
        test(`refuses ${mistake.name}`, async ({ assert }) => {
          const error = await mistake.run().then(
            () => null,
            (failure: unknown) => failure
          )
          assert.instanceOf(error, QueryOutsideTransaction)
          assert.match(String((error as Error).message), /outside the transaction/)
        })
      }

      test('passes every query made through the transaction, nested ones included', async ({
        assert,
      }) => {
        const result = await db.transaction(async (trx) => {
          const center = await Center.query({ client: trx }).select('id').firstOrFail()
          const raw = await trx.rawQuery('select 1 as one')
          const inner = await trx.transaction(async (nested) => {
            // The outer transaction is the same connection: usable from a nested one.
            await trx.from('centers').where('id', center.id).select('id').first()
            return nested.from('centers').where('id', center.id).select('id').first()
          })
          return { center: center.id, one: raw.rows[0].one, inner: inner?.id }
        })
        assert.equal(result.one, 1)
        assert.equal(result.inner, result.center)
      })

      test('a query outside any transaction, and one in another request’s flow, are free', async ({
        assert,
      }) => {
        assert.isNotNull(await db.from('centers').select('id').first())
        // Another flow (a second request) queries while this one's transaction is open.
        let release!: () => void
        const held = new Promise<void>((resolve) => (release = resolve))
        const transaction = db.transaction(async (trx) => {
          await trx.from('centers').select('id').first()
          await held
        })
        // On the embedded database it waits for the commit; on PostgreSQL it runs beside it.
        const elsewhere = db.rawQuery('select 2 as two')
        release()
        await transaction
        const answered = await elsewhere
        assert.equal(answered.rows[0].two, 2)
      })

      test('work the transaction started and did not wait for runs freely after the commit', async ({
        assert,
      }) => {
        let later: Promise<unknown> = Promise.resolve()
        await db.transaction(async (trx) => {
          await trx.from('centers').select('id').first()
          later = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
            db.from('centers').select('id').first()
          )
        })
        assert.isNotNull(await later)
      })
    }
  )
}
