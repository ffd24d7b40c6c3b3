import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { compileStatement, knownShapes } from '#queries/statement_shapes'
import Member from '#models/member'

/** What knex itself writes for the builder `make` returns. */
function byKnex(make: () => { toSQL(): { sql: string; bindings: readonly unknown[] } }) {
  const { sql, bindings } = make().toSQL()
  return { sql, bindings: [...bindings] }
}

function byShape(make: () => Parameters<typeof compileStatement>[0]) {
  const { sql, bindings } = compileStatement(make())
  return { sql, bindings: [...bindings] }
}

/**
 * Issue 28's request cost: a page's statements are compiled by knex once per shape and reused
 * with the next request's values (app/queries/statement_shapes.ts). Whatever the values, the
 * statement must be the one knex writes.
 */
test.group('Statements compiled once per shape', () => {
  test('builders of one shape get knex’s statement with their own values, compiled once', ({
    assert,
  }) => {
    const page = (centers: number[], offset: number, q: string) => () =>
      db
        .from('cases')
        .select('cases.id', db.raw('(SELECT name FROM clients WHERE clients.id = ?) AS x', [7]))
        .innerJoin('clients', 'clients.id', 'cases.client_id')
        .whereNull('cases.deleted_at')
        .whereIn('cases.center_id', centers)
        .where('cases.status', '=', 'active')
        .whereRaw('cases.number LIKE ?', [`${q}%`])
        .whereIn('cases.member_id', db.from('members').select('id').where('last_name', q))
        .orderBy('cases.opened_at', 'desc')
        .orderBy('cases.id', 'desc')
        .limit(25)
        .offset(offset)
    const before = knownShapes()
    for (const [centers, offset, q] of [
      [[1], 25, 'KUL'],
      [[2], 50, 'MNL'],
      [[1, 2], 25, 'KUL'],
      [[3, 4], 75, 'BKK'],
      [[], 0, 'x'],
      [[], 0, 'y'],
      [[5], 0, 'z'],
    ] as const) {
      const make = page([...centers], offset, q)
      assert.deepEqual(byShape(make), byKnex(make))
    }
    // One shape per number of centers and whether there is an offset: [1] and [2] with an
    // offset, two centers, none, one without an offset.
    assert.equal(knownShapes() - before, 4)
  })

  test('a model query, a raw table and a count keep knex’s statement', ({ assert }) => {
    for (const name of ['lim', 'tan', 'lee']) {
      const search = () => Member.query().where('name_key', 'like', `${name}%`).limit(10)
      assert.deepEqual(byShape(search), byKnex(search))
      const counted = () =>
        db.from('members').where('policy_key', 'like', `%${name}%`).count('* as total')
      assert.deepEqual(byShape(counted), byKnex(counted))
      const fenced = () =>
        db
          .from(
            // As the ICD search fences its matches (app/resources/icds.ts).
            db
              .connection()
              .knexRawQuery(`(SELECT * FROM icds WHERE title LIKE ? OFFSET 0) AS icds`, [
                `${name}%`,
              ]) as never
          )
          .select('id', 'code')
          .orderBy('code')
          .limit(25)
      assert.deepEqual(byShape(fenced), byKnex(fenced))
    }
  })

  test('what the walk does not describe is compiled by knex every time', ({ assert }) => {
    const before = knownShapes()
    const grouped = () =>
      db
        .from('cases')
        .where((inner) => inner.where('status', 'active').orWhere('status', 'pending'))
        .union(db.from('cases').where('status', 'closed'))
    const identifiers = () => db.from('cases').whereRaw('?? = ?', ['status', 'active'])
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(byShape(grouped), byKnex(grouped))
      assert.deepEqual(byShape(identifiers), byKnex(identifiers))
    }
    assert.equal(knownShapes(), before)
  })
})
