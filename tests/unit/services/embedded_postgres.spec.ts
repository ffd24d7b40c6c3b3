import { test } from '@japa/runner'
import pg from 'pg'
import { spawnEmbeddedPostgres } from '#tests/helpers/embedded_postgres_child'

/**
 * The embedded database serves the web server, the queue worker and ace commands at once, so
 * parameterised queries (the extended protocol) from several connections must not interleave.
 */
test.group('Embedded PostgreSQL', () => {
  test('keeps concurrent extended-protocol queries and transactions apart', async ({ assert }) => {
    // In its own process, as every test database is (bin/embedded_postgres.ts says why).
    const database = await spawnEmbeddedPostgres()
    const clients = Array.from(
      { length: 4 },
      () => new pg.Client({ connectionString: database.url })
    )
    try {
      await Promise.all(clients.map((client) => client.connect()))
      await clients[0].query('CREATE TABLE counters (id int PRIMARY KEY, value int NOT NULL)')
      await clients[0].query('INSERT INTO counters VALUES (1, 0)')

      const reads = clients.flatMap((client, index) =>
        Array.from({ length: 25 }, async (_, n) => {
          // Each client's statement text differs, so a swapped unnamed statement gives a wrong answer.
          const result = await client.query(`SELECT $1::int + $2::int + ${index * 1000} AS sum`, [
            index,
            n,
          ])
          return result.rows[0].sum === index + n + index * 1000
        })
      )
      // A simple-protocol query (no parameters) destroys the backend's unnamed statement, and
      // PGlite is one backend for every connection.
      const simple = clients.flatMap((client) =>
        Array.from({ length: 25 }, async () => {
          const result = await client.query('SELECT 1 AS one')
          return result.rows[0].one === 1
        })
      )
      const transaction = (async () => {
        await clients[1].query('BEGIN')
        await clients[1].query('UPDATE counters SET value = value + $1 WHERE id = $2', [5, 1])
        await clients[1].query('COMMIT')
      })()

      const answers = await Promise.all([...reads, ...simple])
      await transaction
      assert.isTrue(answers.every(Boolean))
      const { rows } = await clients[2].query('SELECT value FROM counters WHERE id = $1', [1])
      assert.equal(rows[0].value, 5)
    } finally {
      await Promise.all(clients.map((client) => client.end()))
      await database.stop()
    }
  }).timeout(60_000)

  test('gives each connection its own named prepared statements', async ({ assert }) => {
    // In its own process, as every test database is (bin/embedded_postgres.ts says why).
    const database = await spawnEmbeddedPostgres()
    const clients = Array.from(
      { length: 3 },
      () => new pg.Client({ connectionString: database.url })
    )
    try {
      await Promise.all(clients.map((client) => client.connect()))
      // The same statement name on every connection, as a library's prepared queries do.
      const results = await Promise.all(
        clients.flatMap((client, index) =>
          Array.from({ length: 10 }, () =>
            client.query({
              name: 'shared-name',
              text: `SELECT $1::int + ${index} AS v`,
              values: [1],
            })
          )
        )
      )
      assert.sameMembers(
        [...new Set(results.map((result) => result.rows[0].v as number))],
        [1, 2, 3]
      )
    } finally {
      await Promise.all(clients.map((client) => client.end()))
      await database.stop()
    }
  }).timeout(60_000)
})
