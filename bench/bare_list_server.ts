/**
 * The floor bench/request_cost.ts measures the app against: a bare Node HTTP handler with a `pg`
 * pool (the app's pool size) that answers the two list partial reloads of issue 12 with the
 * very SQL the app sends for them and the same list props (rows, meta, query), and nothing else:
 * no session, no sign-in, no framework, no per-request settings. What the app spends beyond this
 * handler on the same request is the framework's cost.
 *
 *   GET /manage/icds?q=fracture%20femur&sort=title   an ICD search (title words or a code)
 *   GET /accounts/members?q=lim                       a member search (name or policy number)
 *
 * Other lists and parameters answer 400: the floor serves only what the bench compares. The SQL
 * texts below are the ones knex renders for app/queries/list_query.ts with the list definitions
 * of app/resources/icds.ts and members.ts; request_cost.ts captures the app's statements
 * (bench/sql_probe.ts) and stops if these differ from them, or if the rows differ, so keep them
 * in step with the app. The search terms become bindings through the app's own pure helpers (app/queries).
 *
 *   DATABASE_URL=… PORT=… [DB_POOL_MAX=10] node --import @poppinss/ts-exec bench/bare_list_server.ts
 */
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { icdSearchClause, SORT_ICD_MATCHES_UP_TO } from '../app/queries/icd_search.js'
import { memberSearchBranches } from '../app/queries/member_search.js'
// The app's own row formatter, so the floor's timestamps are the app's by construction.
import { isoTimestamp } from '../app/contracts/iso_timestamp.js'

/** Runs one statement; a `pg.Pool` or `pg.Client` is one. */
export type Runner = Pick<pg.Pool, 'query'>

export type ListProps = {
  rows: Record<string, unknown>[]
  meta: {
    total: number
    totalIsLowerBound?: boolean
    perPage: number
    currentPage: number
    lastPage: number
  }
  query: {
    page: number
    perPage: number
    sort: string | null
    q: string | null
    filters: Record<string, string | string[]>
  }
}

/** A list the floor serves: its Inertia component and how it answers a query string. */
type FloorList = {
  component: string
  answer: (db: Runner, params: URLSearchParams, perPage: number) => Promise<ListProps | null>
}

/** The member search's count stops here, as the list's `indexedSearch.countCap` does. */
const MEMBER_COUNT_CAP = 500

/** `sort=title` / `sort=-title` against a list's sortable keys; null for anything else. */
function readSort(params: URLSearchParams, sortable: Record<string, string>) {
  const sort = params.get('sort')
  if (sort === null) return null
  const key = sort.replace(/^-/, '')
  return Object.hasOwn(sortable, key) ? { sort, column: sortable[key], desc: sort !== key } : null
}

/** Only `q` and `sort` (and page 1) are served; anything else is refused rather than ignored. */
function servedParams(params: URLSearchParams, allowed: string[]) {
  for (const key of params.keys()) if (!allowed.includes(key)) return false
  return params.get('page') === null || params.get('page') === '1'
}

const ICD_SORTABLE: Record<string, string> = {
  code: 'code_key',
  title: 'title',
  updated_at: 'updated_at',
}
const ICD_COLUMNS = '"id", "code", "title", "chapter", "billable", "updated_at", "deleted_at"'

/** An ICD search: the count, then the page (fenced when a words search is small enough). */
const icds: FloorList = {
  component: 'manage/icds/index',
  async answer(db, params, perPage) {
    if (!servedParams(params, ['q', 'sort'])) return null
    const q = params.get('q')?.trim() || null
    const clause = q ? icdSearchClause(q) : null
    // Unsearched totals come from trigger-kept counts: not a page this floor serves.
    if (!clause) return null
    const sorted = readSort(params, ICD_SORTABLE)
    if (params.get('sort') !== null && !sorted) return null
    const column = sorted?.column ?? 'code_key'
    const direction = sorted?.desc ? 'desc' : 'asc'
    const where = `"icds"."deleted_at" is null and ${clause.sql.replace('?', '$1')}`
    const counted = await db.query<{ total: string }>(
      `select count(*) as "total" from "icds" where ${where}`,
      [clause.binding]
    )
    const total = Number(counted.rows[0]?.total ?? 0)
    const order = `order by "${column}" ${direction}, "icds"."id" ${direction} limit $2`
    const fenced = clause.kind === 'words' && total <= SORT_ICD_MATCHES_UP_TO
    const from = fenced
      ? `(select "icds".* from "icds" where ${where} OFFSET 0) AS icds`
      : `"icds" where ${where}`
    const page =
      total > 0
        ? await db.query<{
            id: number
            code: string
            title: string
            chapter: number
            billable: boolean
            updated_at: Date | null
            deleted_at: Date | null
          }>(`select ${ICD_COLUMNS} from ${from} ${order}`, [clause.binding, perPage])
        : { rows: [] }
    return {
      rows: page.rows.map((row) => ({
        id: row.id,
        code: row.code,
        title: row.title,
        chapter: row.chapter,
        billable: row.billable,
        updated_at: isoTimestamp(row.updated_at),
        deleted_at: isoTimestamp(row.deleted_at),
      })),
      meta: {
        total,
        perPage,
        currentPage: 1,
        lastPage: Math.max(Math.ceil(total / perPage), 1),
      },
      query: { page: 1, perPage, sort: sorted?.sort ?? null, q, filters: {} },
    }
  },
}

const MEMBER_JOINS =
  'from "members" inner join "clients" on "clients"."id" = "members"."client_id" ' +
  'left join "programs" on "programs"."id" = "members"."program_id"'
const MEMBER_COLUMNS = [
  'id',
  'title',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'client_id',
  'program_id',
  'policy_number',
  'policy_valid_to',
  'principal_member_id',
  'relationship',
  'created_at',
  'updated_at',
  'deleted_at',
]
  .map((column) => `"members"."${column}"`)
  .concat(['"clients"."name" as "client_name"', '"programs"."name" as "program_name"'])
  .join(', ')
const MEMBER_ORDER = 'order by "members"."name_key" asc, "members"."id" asc'

type MemberRow = {
  id: number
  title: string | null
  first_name: string
  last_name: string
  gender: string
  date_of_birth: string
  client_id: number
  program_id: number | null
  policy_number: string
  policy_valid_to: string | null
  principal_member_id: number | null
  relationship: string
  updated_at: Date | null
  deleted_at: Date | null
  client_name: string | null
  program_name: string | null
}

/**
 * A member search (ListDefinition.indexedSearch): the capped count and the page, side by side,
 * each a union of the three branches along their own indexes.
 */
const members: FloorList = {
  component: 'accounts/members/index',
  async answer(db, params, perPage) {
    if (!servedParams(params, ['q'])) return null
    const q = params.get('q')?.trim() || null
    const branches = q ? memberSearchBranches(q) : null
    if (!q || !branches) return null
    // Each branch binds the prefix and its limit, numbered in order ($1, $2, $3…).
    const union = (shape: (column: string, limit: string) => string) =>
      branches
        .map((branch, index) => {
          const condition = branch.sql.replace('?', `$${index * 2 + 1}`)
          return `(select "members"."id" ${MEMBER_JOINS} where "members"."deleted_at" is null and ${condition} ${shape(branch.column, `$${index * 2 + 2}`)})`
        })
        .join(' UNION ')
    const bind = (limit: number) => branches.flatMap((branch) => [branch.bindings[0], limit])
    const quoted = (column: string) => column.replace(/^members\.(\w+)$/, '"members"."$1"')
    const [counted, page] = await Promise.all([
      db.query<{ total: string }>(
        `SELECT count(*) AS total FROM (${union((column, limit) => `order by ${quoted(column)} asc limit ${limit}`)}) AS hits`,
        bind(MEMBER_COUNT_CAP + 1)
      ),
      db.query<MemberRow>(
        `select ${MEMBER_COLUMNS} ${MEMBER_JOINS} where "members"."deleted_at" is null and members.id IN (SELECT id FROM (${union((_, limit) => `${MEMBER_ORDER} limit ${limit}`)}) AS candidates) ${MEMBER_ORDER} limit $${branches.length * 2 + 1}`,
        [...bind(perPage), perPage]
      ),
    ])
    const found = Number(counted.rows[0]?.total ?? 0)
    const total = Math.min(found, MEMBER_COUNT_CAP)
    return {
      rows: page.rows.map((row) => ({
        id: row.id,
        title: row.title,
        first_name: row.first_name,
        last_name: row.last_name,
        name: `${row.last_name}, ${row.first_name}`,
        gender: row.gender,
        date_of_birth: row.date_of_birth,
        client_id: row.client_id,
        client: row.client_name ?? '',
        program_id: row.program_id,
        program: row.program_name,
        policy_number: row.policy_number,
        policy_valid_to: row.policy_valid_to,
        principal_member_id: row.principal_member_id,
        relationship: row.relationship,
        updated_at: isoTimestamp(row.updated_at),
        deleted_at: isoTimestamp(row.deleted_at),
      })),
      meta: {
        total,
        ...(found > MEMBER_COUNT_CAP ? { totalIsLowerBound: true } : {}),
        perPage,
        currentPage: 1,
        lastPage: Math.max(Math.ceil(total / perPage), 1),
      },
      query: { page: 1, perPage, sort: null, q, filters: {} },
    }
  },
}

const LISTS: Record<string, FloorList> = {
  '/manage/icds': icds,
  '/accounts/members': members,
}

/** The list props the floor answers for a path and query string, or null for one it does not serve. */
export async function floorList(db: Runner, url: URL, perPage: number) {
  const list = Object.hasOwn(LISTS, url.pathname) ? LISTS[url.pathname] : null
  if (!list) return null
  const props = await list.answer(db, url.searchParams, perPage)
  return props ? { component: list.component, props } : null
}

/**
 * A `date` column as PostgreSQL writes it (YYYY-MM-DD), which is what the rows send: no Date
 * object made and formatted back.
 */
export function readDatesAsText() {
  pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)
}

/** The page size a list shows when none is asked for (General settings), read once. */
export async function defaultPageSize(db: Runner) {
  const { rows } = await db.query<{ value: unknown }>(
    `select "value" from "settings" where "key" = 'default_page_size'`
  )
  const value = Number(rows[0]?.value)
  return Number.isInteger(value) && value > 0 ? value : 25
}

async function serve() {
  readDatesAsText()
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DB_POOL_MAX ?? 10),
    // As config/database.ts sends it (a client option, no statement of its own).
    statement_timeout: Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 30_000),
  })
  const perPage = await defaultPageSize(pool)
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor')
    floorList(pool, url, perPage)
      .then((page) => {
        if (!page) {
          response.writeHead(400, { 'content-type': 'text/plain' }).end('not served by the floor')
          return
        }
        const body = JSON.stringify({
          component: page.component,
          props: page.props,
          url: request.url,
        })
        response
          .writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
          })
          .end(body)
      })
      .catch((error: unknown) => {
        console.error(error)
        response.writeHead(500).end()
      })
  })
  server.listen(Number(process.env.PORT ?? 3600), '127.0.0.1')
  const stop = () => server.close(() => void pool.end())
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve()
