import db from '@adonisjs/lucid/services/db'

/** The SQL statements the default connection sends while `work` runs, in order. */
export async function statementsDuring(work: () => Promise<unknown>) {
  const sent: string[] = []
  const knex = db.connection().getWriteClient()
  const listen = (query: { sql: string }) => sent.push(query.sql)
  knex.on('query', listen)
  try {
    await work()
  } finally {
    knex.off('query', listen)
  }
  return sent
}
