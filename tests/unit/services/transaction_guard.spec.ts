import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Center from '#models/center'
import { QueryOutsideTransaction } from '#services/transaction_guard'
import { readRows } from '#queries/read_rows'

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
    name: 'a read of rows through db (readRows, which sends its statement itself)',
    run: () =>
      db.transaction(async () => readRows(db.connection(), db.from('centers').select('id'))),
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

test.group('Transaction guard: a commit that fails', (group) => {
  // A constraint checked only at COMMIT, the way a deferred foreign key or trigger is.
  group.setup(async () => {
    await db.rawQuery('CREATE TABLE commit_probes (id integer PRIMARY KEY)')
    await db.rawQuery(
      `CREATE FUNCTION commit_probes_refuse() RETURNS trigger LANGUAGE plpgsql AS
       $$ BEGIN RAISE EXCEPTION 'commit_probes refuses at commit'; END $$`
    )
    await db.rawQuery(
      `CREATE CONSTRAINT TRIGGER commit_probes_refuse AFTER INSERT ON commit_probes
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION commit_probes_refuse()`
    )
    return async () => {
      await db.rawQuery('DROP TABLE commit_probes')
      await db.rawQuery('DROP FUNCTION commit_probes_refuse()')
    }
  })

  test('fails the write and runs no after-commit hook', async ({ assert }) => {
    let hookRan = false
    const outcome = await db
      .transaction(async (trx) => {
        trx.after('commit', () => {
          hookRan = true
        })
        await trx.insertQuery().table('commit_probes').insert({ id: 1 })
        return 'saved'
      })
      .then(
        (value) => value,
        (error: unknown) => error
      )
    assert.instanceOf(outcome, Error)
    assert.match(String((outcome as Error).message), /refuses at commit/)
    assert.isFalse(hookRan)
    const [row] = await db.from('commit_probes').count('* as total')
    assert.equal(Number(row.total), 0)
  })

  test('a commit that succeeds still answers and runs its hooks', async ({ assert }) => {
    let hookRan = false
    const value = await db.transaction(async (trx) => {
      trx.after('commit', () => {
        hookRan = true
      })
      await trx.from('centers').select('id').first()
      return 'done'
    })
    assert.equal(value, 'done')
    assert.isTrue(hookRan)
  })
})
