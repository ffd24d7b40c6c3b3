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

  test('frees the named statements of a connection that closed', async ({ assert }) => {
    const database = await spawnEmbeddedPostgres()
    const watcher = new pg.Client({ connectionString: database.url })
    // The one backend's statements that a connection of ours named (the watcher names none).
    const named = async () => {
      const { rows } = await watcher.query(
        "SELECT name FROM pg_prepared_statements WHERE name LIKE 'c%\\_left-behind%' ORDER BY name"
      )
      return rows.map((row: { name: string }) => row.name)
    }
    try {
      await watcher.connect()
      for (let round = 0; round < 3; round++) {
        const client = new pg.Client({ connectionString: database.url })
        await client.connect()
        await client.query({ name: 'left-behind', text: 'SELECT $1::int AS v', values: [1] })
        await client.query({ name: 'left-behind-2', text: 'SELECT $1::int AS v', values: [2] })
        // A statement whose Parse fails exists nowhere; its DEALLOCATE must not stop the rest.
        await assert.rejects(() =>
          client.query({ name: 'left-behind-bad', text: 'SELEC 1', values: [] })
        )
        assert.lengthOf(await named(), 2)
        await client.end()
        // The close reaches the server a moment after end() resolves.
        const deadline = Date.now() + 5_000
        let left = await named()
        while (left.length > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          left = await named()
        }
        assert.deepEqual(left, [])
      }
    } finally {
      await watcher.end()
      await database.stop()
    }
  }).timeout(60_000)
})
