/**
 * ICD index speed: p50/p95/p99 server time of GET /manage/icds (Inertia JSON) with and without a
 * search term, beside the raw SQL time of the same total and page queries.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --import @poppinss/ts-exec bench/icds_index.ts [requests per scenario, default 200]
 *
 * It migrates and seeds the given database (the full ICD table), starts the app's production
 * build on a free loopback port, signs in as the demo administrator, and prints one line per
 * scenario. The scenarios take turns request by request, so a burst of other work on the machine
 * lands on all of them alike; the load average is printed too, as a busy machine moves the p95
 * more than anything measured here. Target (issue 3): under 50 ms server time per page, at p95,
 * on PostgreSQL.
 */
import pg from 'pg'
import { icdSearchClause, SORT_ICD_MATCHES_UP_TO } from '../app/queries/icd_search.js'
import {
  load,
  migrateAndSeed,
  report,
  requireDatabaseUrl,
  startSignedIn,
  timeRequests,
  timeSql,
} from './harness.js'

const databaseUrl = requireDatabaseUrl()
const iterations = Number(process.argv[2] ?? 200)
const scenarios: { name: string; query: Record<string, string> }[] = [
  { name: 'no search', query: {} },
  { name: 'code prefix "S72.0"', query: { q: 'S72.0' } },
  { name: 'title words "fracture femur"', query: { q: 'fracture femur' } },
  { name: 'chapter filter + sort by title', query: { 'filters[chapter]': '19', 'sort': 'title' } },
  // 3k matches, all late in the code order (T codes): what walking the sort index does worst.
  { name: 'title word "poisoning"', query: { q: 'poisoning' } },
  // A first keystroke: 41k matches, the biggest count a search asks for.
  { name: 'title word "a"', query: { q: 'a' } },
]

await migrateAndSeed()
const app = await startSignedIn()
try {
  console.log(`ICD index, ${iterations} requests per scenario, taking turns (${load()})`)
  const http = await timeRequests(app, '/manage/icds', scenarios, iterations)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  for (const [index, scenario] of scenarios.entries()) {
    const sql = sqlFor(scenario.query)
    const raw = await timeSql(client, iterations, async (db) => {
      const { rows } = await db.query<{ total: string | null }>(sql.total, sql.totalValues)
      await db.query(sql.page(Number(rows[0].total ?? 0)), sql.values)
    })
    report(scenario.name, http[index], raw)
  }
  await client.end()
  console.log(`(${load()})`)
} finally {
  app.stop()
}

/**
 * The total and page queries the list runs for each scenario (app/resources/icds.ts and
 * app/queries/list_query.ts); keep them in step with the app, or the raw column means nothing.
 */
function sqlFor(query: Record<string, string>) {
  const where = ['deleted_at IS NULL']
  const values: unknown[] = []
  const clause = query.q ? icdSearchClause(query.q) : null
  if (clause) {
    values.push(clause.binding)
    where.push(clause.sql.replace('?', `$${values.length}`))
  }
  const chapter = query['filters[chapter]'] ? Number(query['filters[chapter]']) : null
  if (chapter !== null) {
    values.push(chapter)
    where.push(`chapter IN ($${values.length})`)
  }
  const order = query.sort === 'title' ? 'title ASC, id ASC' : 'code_key ASC, id ASC'
  const condition = where.join(' AND ')
  const columns = 'id, code, title, chapter, billable, updated_at, deleted_at'
  // An unsearched total comes from the counts the triggers keep; a search counts its matches.
  const counts = `SELECT sum(live) AS total FROM icd_live_counts`
  const total = clause
    ? `SELECT count(*) AS total FROM icds WHERE ${condition}`
    : chapter !== null
      ? `${counts} WHERE chapter IN ($1)`
      : counts
  const totalValues = clause ? values : chapter !== null ? [chapter] : []
  // A small title search reads its matches through a fenced subquery, then sorts them.
  const fenced = `(SELECT icds.* FROM icds WHERE ${condition} OFFSET 0) AS icds`
  const page = (found: number) =>
    clause?.kind === 'words' && found <= SORT_ICD_MATCHES_UP_TO
      ? `SELECT ${columns} FROM ${fenced} ORDER BY ${order} LIMIT 25`
      : `SELECT ${columns} FROM icds WHERE ${condition} ORDER BY ${order} LIMIT 25`
  return { total, totalValues, page, values }
}
