/**
 * Member search speed with a million members: p50/p95/p99 server time of GET /accounts/members
 * (Inertia JSON) searching by name, by policy number and not at all, beside the raw SQL time of
 * the same total and page queries.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --import @poppinss/ts-exec bench/members_index.ts [requests per scenario, default 200]
 *
 * It migrates and seeds the given database, tops the members table up to 1,000,000 rows
 * (bench/seed_members.ts: about a minute, once), starts the app's production build and prints
 * one line per scenario. Target (issue 4): a name or policy-number search under 20 ms server
 * time.
 */
import pg from 'pg'
import { memberSearchBranches } from '../app/queries/member_search.js'
import {
  load,
  migrateAndSeed,
  report,
  requireDatabaseUrl,
  startSignedIn,
  timeRequests,
  timeSql,
  type Scenario,
} from './harness.js'
import { seedMembers } from './seed_members.js'

const databaseUrl = requireDatabaseUrl()
const iterations = Number(process.argv[2] ?? 200)

const scenarios: Scenario[] = [
  { name: 'no search', query: {} },
  // A common surname: ~1.5% of all members, the biggest count a name search asks for.
  { name: 'name "lim"', query: { q: 'lim' } },
  { name: 'full name "tan wei ming"', query: { q: 'tan wei ming' } },
  { name: 'first name first "siti lee"', query: { q: 'siti lee' } },
  { name: 'rare surname "kovan"', query: { q: 'kovan' } },
  { name: 'policy number "P-00731042"', query: { q: 'P-00731042' } },
  { name: 'policy prefix "P-007310"', query: { q: 'P-007310' } },
  // The worst case: one letter starts 15% of first names, sorted by last name.
  { name: 'one letter "a"', query: { q: 'a' } },
]

/**
 * The total and page queries the list runs for each scenario (app/resources/members.ts and
 * app/queries/list_query.ts); keep them in step with the app, or the raw column means nothing.
 */
function sqlFor(query: Record<string, string>) {
  const branches = query.q ? memberSearchBranches(query.q) : null
  // pg numbers its parameters: each branch binds its own pattern, $1 for the first.
  const values = branches ? branches.map((branch) => branch.bindings[0]) : []
  const live = 'members.deleted_at IS NULL'
  const union = (shape: (column: string) => string) =>
    branches!
      .map(
        (branch, index) =>
          `(SELECT members.id FROM members JOIN clients ON clients.id = members.client_id
            LEFT JOIN programs ON programs.id = members.program_id
            WHERE ${live} AND ${branch.sql.replace('?', `$${index + 1}`)} ${shape(branch.column)})`
      )
      .join(' UNION ')
  const total = branches
    ? `SELECT count(*) AS total FROM (${union((column) => `ORDER BY ${column} LIMIT 501`)}) AS hits`
    : `SELECT live AS total FROM live_row_counts WHERE table_name = 'members'`
  const order = 'ORDER BY members.name_key ASC, members.id ASC'
  const candidates = branches
    ? ` AND members.id IN (SELECT id FROM (${union(() => `${order} LIMIT 25`)}) AS candidates)`
    : ''
  const page = `SELECT members.id, members.title, members.first_name, members.last_name,
      members.gender, members.date_of_birth, members.client_id, members.program_id,
      members.policy_number, members.policy_valid_to, members.principal_member_id,
      members.relationship, members.created_at, members.updated_at, members.deleted_at,
      clients.name AS client_name, programs.name AS program_name
    FROM members JOIN clients ON clients.id = members.client_id
    LEFT JOIN programs ON programs.id = members.program_id
    WHERE ${live}${candidates} ${order} LIMIT 25`
  return { total, page, values }
}

await migrateAndSeed()
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
await seedMembers(client)
const app = await startSignedIn()
try {
  console.log(`Members index, ${iterations} requests per scenario, taking turns (${load()})`)
  const http = await timeRequests(app, '/accounts/members', scenarios, iterations)
  for (const [index, scenario] of scenarios.entries()) {
    const sql = sqlFor(scenario.query)
    const raw = await timeSql(client, iterations, async (db) => {
      await db.query(sql.total, sql.values)
      await db.query(sql.page, sql.values)
    })
    report(scenario.name, http[index], raw)
  }
  console.log(`(${load()})`)
} finally {
  app.stop()
  await client.end()
}
