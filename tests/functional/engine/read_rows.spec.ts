import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { placeholders, readRows } from '#queries/read_rows'
import { statementsDuring } from '#tests/helpers/statements'

/** Connections of the default pool handed out and not yet given back. */
function borrowed() {
  const knex = db.connection().getReadClient() as unknown as {
    client: { pool: { numUsed(): number } }
  }
  return knex.client.pool.numUsed()
}

/**
 * Issue 28's request cost: a list page's statements are sent by knex's client without Lucid's and
 * knex's runners (app/queries/read_rows.ts). What every statement owes still holds: it is counted
 * (knex's `query` event), its connection goes back to the pool however it ends, and inside a
 * transaction it reads the transaction's rows.
 */
test.group('Reading rows without the query runners', () => {
  test('a builder is read on a pooled connection, counted, and the connection given back', async ({
    assert,
  }) => {
    const before = borrowed()
    let rows: { code: string }[] = []
    const sent = await statementsDuring(async () => {
      rows = await readRows<{ code: string }>(
        db.connection(),
        db.from('centers').where('code', 'KUL').select('code')
      )
    })
    assert.deepEqual(rows, [{ code: 'KUL' }])
    assert.deepEqual(sent, ['select "code" from "centers" where "code" = $1'])
    assert.equal(borrowed(), before)
  })

  test('a named statement is planned once per connection and read again by name', async ({
    assert,
  }) => {
    const statement = { sql: 'SELECT ?::int + 1 AS next', bindings: [41] }
    for (let round = 0; round < 3; round++) {
      const [row] = await readRows<{ next: number }>(db.connection(), statement, {
        name: 'read_rows_spec_next',
      })
      assert.equal(row.next, 42)
    }
  })

  test('a statement that fails says why and still gives its connection back', async ({
    assert,
  }) => {
    const before = borrowed()
    await assert.rejects(
      () => readRows(db.connection(), { sql: 'SELECT 1 / (? - 1) AS never', bindings: [1] }),
      /division by zero/
    )
    assert.equal(borrowed(), before)
  })

  test('a failure is reported as knex reports one, named by its SQL without its values', async ({
    assert,
  }) => {
    const knex = db.connection().getReadClient()
    const reported: { sql: string; bindings: unknown[] }[] = []
    const listen = (_error: unknown, query: { sql: string; bindings: unknown[] }) =>
      reported.push(query)
    knex.on('query-error', listen)
    try {
      const error = await readRows(db.connection(), {
        sql: 'SELECT 1 / (? - 1) AS never, ? AS secret',
        bindings: [1, 'typed by a person'],
      }).then(
        () => null,
        (failure: unknown) => failure as Error
      )
      assert.equal(error?.message, 'SELECT 1 / ($1 - 1) AS never, $2 AS secret - division by zero')
      assert.deepEqual(reported, [
        {
          ...reported[0],
          sql: 'SELECT 1 / ($1 - 1) AS never, $2 AS secret',
          bindings: [1, 'typed by a person'],
        },
      ])
    } finally {
      knex.off('query-error', listen)
    }
  })

  test("placeholders are numbered by knex's rule, an escaped question mark kept", async ({
    assert,
  }) => {
    const statement = { sql: "SELECT ? AS a, '\\?' AS mark, ? AS b", bindings: [1, 2] }
    for (let round = 0; round < 2; round++) {
      const sent = await statementsDuring(async () => {
        const [row] = await readRows<{ a: number; mark: string; b: number }>(
          db.connection(),
          statement
        )
        assert.deepEqual({ ...row, a: Number(row.a), b: Number(row.b) }, { a: 1, mark: '?', b: 2 })
      })
      assert.deepEqual(sent, [
        db.connection().getReadClient().client.positionBindings(statement.sql),
      ])
      assert.deepEqual(sent, ["SELECT $1 AS a, '?' AS mark, $2 AS b"])
    }
    assert.equal(placeholders(3), '?, ?, ?')
    assert.equal(placeholders(1), '?')
  })

  test("inside a transaction it reads the transaction's own rows", async ({ assert }) => {
    const trx = await db.transaction()
    try {
      await trx.rawQuery(
        `UPDATE centers SET name = 'Kuala Lumpur (in the transaction)' WHERE code = 'KUL'`
      )
      const inside = await readRows<{ name: string }>(
        trx,
        trx.from('centers').where('code', 'KUL').select('name')
      )
      const outside = await readRows<{ name: string }>(
        db.connection(),
        db.from('centers').where('code', 'KUL').select('name')
      )
      assert.equal(inside[0].name, 'Kuala Lumpur (in the transaction)')
      assert.notEqual(outside[0].name, inside[0].name)
    } finally {
      await trx.rollback()
    }
  })
})
