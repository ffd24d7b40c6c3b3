/**
 * The floor bench/request_cost.ts measures the app against: a bare Node HTTP handler with a `pg`
 * pool (the app's pool size) that answers the partial reloads the bench compares with the very
 * SQL the app sends for them and the very bytes the app answers (the whole Inertia page object),
 * and nothing else: no session, no sign-in, no framework, no per-request settings. What the app
 * spends beyond this handler on the same request is the framework's cost.
 *
 *   GET /manage/icds?q=fracture%20femur&sort=title   an ICD search (title words or a code)
 *   GET /accounts/members?q=lim                       a member search (name or policy number)
 *   GET /navigate/cases                               the case list's default view
 *   GET /navigate/cases/:id?tab=tasks                 a case's tasks tab (its table alone)
 *
 * Other lists and parameters answer 400: the floor serves only what the bench compares. The SQL
 * texts below are the ones knex renders for app/queries/list_query.ts with the list definitions
 * of app/resources/*.ts; request_cost.ts captures the app's statements (bench/sql_probe.ts) and
 * stops if these are not among them, or if the answer's bytes differ from the app's, so keep
 * them in step with the app. The search terms become bindings through the app's own pure
 * helpers (app/queries).
 *
 * The floor runs the app's statements whose results the answer carries (a case's tasks tab also
 * the case's own read, which decides its 404), not those whose results the app computes and
 * drops: those count against the app. What the app learns from the session (the signed-in
 * user's centers, the one they work in) the floor reads once at start, as it reads the page size.
 *
 *   DATABASE_URL=… PORT=… FLOOR_ASSET_VERSION=… [DB_POOL_MAX=10] \
 *     node --import @poppinss/ts-exec bench/bare_list_server.ts
 */
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { icdSearchClause, SORT_ICD_MATCHES_UP_TO } from '../app/queries/icd_search.js'
import { memberSearchBranches } from '../app/queries/member_search.js'
import { TASK_CATEGORY_OPTIONS } from '../app/contracts/task_options.js'
// The app's own row formatter, so the floor's timestamps are the app's by construction.
import { isoTimestamp } from '../app/contracts/iso_timestamp.js'

/** Runs one statement; a `pg.Pool` or `pg.Client` is one. */
export type Runner = Pick<pg.Pool, 'query'>

export type ListMeta = {
  total: number
  totalIsLowerBound?: boolean
  perPage: number
  currentPage: number
  lastPage: number
}

export type ListQueryEcho = {
  page: number
  perPage: number
  sort: string | null
  q: string | null
  filters: Record<string, string | string[]>
}

/**
 * What the app learns per request from the signed-in user's session and the settings, read once
 * at the floor's start instead (floorContext).
 */
export type FloorContext = {
  /** The lists' page size when none is asked for (General settings). */
  perPage: number
  /** The centers the user may see: a case's page is found among them. */
  centers: number[]
  /** The center the user works in: the center lists show its rows. */
  currentCenter: number
  /** What the user may do (their roles' capabilities): a table's row actions follow from them. */
  permissions: ReadonlySet<string>
}

/** A page the floor answers: its Inertia component and its props, in the app's key order. */
export type FloorPage = { component: string; props: Record<string, unknown> }

/** What a served path answers: a page, or 404 (a case outside the user's centers). */
type Answer = FloorPage | 'not found'

/**
 * A page the floor serves: its Inertia component, the path it answers (with the path's own
 * parameters), and how it answers a query string; null for a query it does not serve.
 */
type FloorRoute = {
  component: string
  path: RegExp
  answer: (
    db: Runner,
    params: URLSearchParams,
    context: FloorContext,
    pathParams: string[]
  ) => Promise<Answer | null>
}

/**
 * A list page's props as the app's index sends a partial reload of them: the rows, then the
 * shared `errors` (an always-prop, empty here), then meta and query.
 */
const listProps = (rows: Record<string, unknown>[], meta: ListMeta, query: ListQueryEcho) => ({
  rows,
  errors: {},
  meta,
  query,
})

const lastPageOf = (total: number, perPage: number) => Math.max(Math.ceil(total / perPage), 1)

/** `$first, $first+1, …` for `count` values. */
const placeholders = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => `$${first + index}`).join(', ')

/** The member search's count stops here, as the list's `indexedSearch.countCap` does. */
const MEMBER_COUNT_CAP = 500

/** `sort=title` / `sort=-title` against a list's sortable keys; null for anything else. */
function readSort(params: URLSearchParams, sortable: Record<string, string>) {
  const sort = params.get('sort')
  if (sort === null) return null
  const key = sort.replace(/^-/, '')
  return Object.hasOwn(sortable, key) ? { sort, column: sortable[key], desc: sort !== key } : null
}

/** Only the `allowed` keys (and page 1) are served; anything else is refused rather than ignored. */
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
const icds: FloorRoute = {
  component: 'manage/icds/index',
  path: /^\/manage\/icds$/,
  async answer(db, params, { perPage }) {
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
      component: icds.component,
      props: listProps(
        page.rows.map((row) => ({
          id: row.id,
          code: row.code,
          title: row.title,
          chapter: row.chapter,
          billable: row.billable,
          updated_at: isoTimestamp(row.updated_at),
          deleted_at: isoTimestamp(row.deleted_at),
        })),
        { total, perPage, currentPage: 1, lastPage: lastPageOf(total, perPage) },
        { page: 1, perPage, sort: sorted?.sort ?? null, q, filters: {} }
      ),
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
const members: FloorRoute = {
  component: 'accounts/members/index',
  path: /^\/accounts\/members$/,
  async answer(db, params, { perPage }) {
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
      component: members.component,
      props: listProps(
        page.rows.map((row) => ({
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
        {
          total,
          ...(found > MEMBER_COUNT_CAP ? { totalIsLowerBound: true } : {}),
          perPage,
          currentPage: 1,
          lastPage: lastPageOf(total, perPage),
        },
        { page: 1, perPage, sort: null, q, filters: {} }
      ),
    }
  },
}

/** The names a case row shows, each read for the page's rows (app/resources/cases.ts LIST_NAMES). */
const CASE_COLUMNS = [
  ...[
    'id',
    'number',
    'status',
    'priority',
    'member_id',
    'client_id',
    'owner_id',
    'incident_type_id',
    'is_evacuation',
    'opened_at',
    'closed_at',
    'created_at',
    'updated_at',
    'deleted_at',
  ].map((column) => `"cases"."${column}"`),
  '(SELECT first_name FROM members WHERE members.id = cases.member_id) AS member_first_name',
  '(SELECT last_name FROM members WHERE members.id = cases.member_id) AS member_last_name',
  '(SELECT policy_number FROM members WHERE members.id = cases.member_id) AS policy_number',
  '(SELECT name FROM clients WHERE clients.id = cases.client_id) AS client_name',
  '(SELECT name FROM incident_types WHERE incident_types.id = cases.incident_type_id) AS incident_type_name',
  '(SELECT first_name FROM users WHERE users.id = cases.owner_id) AS owner_first_name',
  '(SELECT last_name FROM users WHERE users.id = cases.owner_id) AS owner_last_name',
].join(', ')

type CaseRow = {
  id: number
  number: string
  status: string
  priority: string
  member_id: number
  client_id: number
  owner_id: number | null
  incident_type_id: number
  is_evacuation: boolean
  opened_at: Date
  closed_at: Date | null
  updated_at: Date | null
  deleted_at: Date | null
  member_first_name: string | null
  member_last_name: string | null
  policy_number: string | null
  client_name: string | null
  incident_type_name: string | null
  owner_first_name: string | null
  owner_last_name: string | null
}

/**
 * The case list's default view: the total from the trigger-kept counts of the current center,
 * the newest page, and which of its cases are closed (the policy's refusal each such row carries,
 * app/policies/case_policy.ts), as the app reads them one after the other.
 */
const cases: FloorRoute = {
  component: 'navigate/cases/index',
  path: /^\/navigate\/cases$/,
  async answer(db, params, { perPage, currentCenter }) {
    if (!servedParams(params, [])) return null
    const counts = await db.query<{ status: string; live: number }>(
      `select "status", "live" from "live_status_counts" where "table_name" = $1 and "center_id" in ($2)`,
      ['cases', currentCenter]
    )
    const total = counts.rows.reduce((sum, row) => sum + row.live, 0)
    const page =
      total > 0
        ? await db.query<CaseRow>(
            `select ${CASE_COLUMNS} from "cases" where "cases"."deleted_at" is null and "cases"."center_id" in ($1) order by "cases"."opened_at" desc, "cases"."id" desc limit $2`,
            [currentCenter, perPage]
          )
        : { rows: [] }
    const ids = page.rows.map((row) => row.id)
    const closed =
      ids.length > 0
        ? await db.query<{ id: number; number: string }>(
            `select "id", "number" from "cases" where "id" in (${placeholders(1, ids.length)}) and "status" = $${ids.length + 1} and "deleted_at" is null`,
            [...ids, 'closed']
          )
        : { rows: [] }
    const locked = new Map(
      closed.rows.map((row) => [
        row.id,
        `Case ${row.number} is closed; reopen it before changing it.`,
      ])
    )
    return {
      component: cases.component,
      props: listProps(
        page.rows.map((row) => {
          const refusal = locked.get(row.id)
          return {
            id: row.id,
            number: row.number,
            status: row.status,
            priority: row.priority,
            member_id: row.member_id,
            member: `${row.member_last_name ?? ''}, ${row.member_first_name ?? ''}`,
            policy_number: row.policy_number ?? '',
            client_id: row.client_id,
            client: row.client_name ?? '',
            incident_type_id: row.incident_type_id,
            incident_type: row.incident_type_name ?? '',
            owner_id: row.owner_id,
            owner: row.owner_first_name
              ? `${row.owner_first_name} ${row.owner_last_name ?? ''}`
              : null,
            is_evacuation: row.is_evacuation,
            opened_at: isoTimestamp(row.opened_at),
            closed_at: isoTimestamp(row.closed_at),
            updated_at: isoTimestamp(row.updated_at),
            deleted_at: isoTimestamp(row.deleted_at),
            ...(refusal ? { locked: refusal } : {}),
          }
        }),
        { total, perPage, currentPage: 1, lastPage: lastPageOf(total, perPage) },
        { page: 1, perPage, sort: null, q: null, filters: {} }
      ),
    }
  },
}

/** A task row's columns (app/resources/case_tasks.ts TASK_COLUMNS). */
const TASK_COLUMNS = [
  ...[
    'id',
    'case_id',
    'title',
    'category',
    'description',
    'assignee_id',
    'due_at',
    'due_time_zone',
    'priority',
    'status',
    'closed_at',
    'created_at',
    'updated_at',
    'deleted_at',
  ].map((column) => `"tasks"."${column}"`),
  '(SELECT users.first_name FROM users WHERE users.id = tasks.assignee_id) AS assignee_first_name',
  '(SELECT users.last_name FROM users WHERE users.id = tasks.assignee_id) AS assignee_last_name',
  '(SELECT users.first_name FROM users WHERE users.id = tasks.closed_by_id) AS closed_by_first_name',
  '(SELECT users.last_name FROM users WHERE users.id = tasks.closed_by_id) AS closed_by_last_name',
  '(SELECT cases.number FROM cases WHERE cases.id = tasks.case_id) AS case_number',
  // Each row's version, which its edit dialog posts back (app/services/edit_version.ts).
  '"tasks"."updated_at" as "row_version"',
].join(', ')

type TaskRow = {
  id: number
  case_id: number
  title: string
  category: string
  description: string | null
  assignee_id: number | null
  due_at: Date
  due_time_zone: string
  priority: string
  status: string
  closed_at: Date | null
  updated_at: Date | null
  deleted_at: Date | null
  assignee_first_name: string | null
  assignee_last_name: string | null
  closed_by_first_name: string | null
  closed_by_last_name: string | null
  case_number: string
  row_version: Date | null
}

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim()

/** What the tasks table says of itself beside its rows (its sort keys, filters, search). */
const TASK_TABLE = {
  sortable: ['due_at', 'updated_at'],
  filters: { category: TASK_CATEGORY_OPTIONS },
  dateRanges: [],
  searchable: true,
}

/**
 * A case's tasks tab as its table reloads it (`?tab=tasks`, only `tasks`): the case found among
 * the user's centers (else 404), then the count of its open tasks and their first page, soonest
 * due first, each as the app reads them.
 */
const caseTasks: FloorRoute = {
  component: 'navigate/cases/view',
  path: /^\/navigate\/cases\/(\d+)$/,
  async answer(db, params, { perPage, centers, currentCenter, permissions }, [id]) {
    if (params.get('tab') !== 'tasks' || !servedParams(params, ['tab'])) return null
    const caseId = Number(id)
    if (!Number.isSafeInteger(caseId) || centers.length === 0) return null
    const found = await db.query<{ status: string }>(
      `select * from "cases" where "cases"."id" = $1 and "cases"."deleted_at" is null and "cases"."center_id" in (${placeholders(2, centers.length)}) limit $${centers.length + 2}`,
      [caseId, ...centers, 1]
    )
    if (found.rows.length === 0) return 'not found'
    // What the user may do to each open task and to the table, as the app's registry decides
    // it (app/resources/registry_actions.ts): nothing under a closed case.
    const open = found.rows[0].status !== 'closed'
    const may = (permission: string) => open && permissions.has(permission)
    const rowActions: Record<string, null> = {}
    if (may('update-task')) rowActions.edit = null
    if (may('delete-task')) rowActions.delete = null
    if (may('update-task')) rowActions.close = null
    const tableActions: Record<string, null> = {}
    if (may('create-task')) tableActions.create = null
    if (may('restore-task')) tableActions.restore = null
    const where =
      `where "tasks"."deleted_at" is null and "tasks"."status" = $1 and "tasks"."case_id" in ` +
      `(select "id" from "cases" where "center_id" in ($2)) and "tasks"."case_id" = $3`
    const bindings = ['open', currentCenter, caseId]
    const counted = await db.query<{ total: string }>(
      `select count(*) as "total" from "tasks" ${where}`,
      bindings
    )
    const total = Number(counted.rows[0]?.total ?? 0)
    const page =
      total > 0
        ? await db.query<TaskRow>(
            `select ${TASK_COLUMNS} from "tasks" ${where} order by "tasks"."due_at" asc, "tasks"."id" asc limit $4`,
            [...bindings, perPage]
          )
        : { rows: [] }
    return {
      component: caseTasks.component,
      props: {
        errors: {},
        tasks: {
          rows: page.rows.map((row) => ({
            id: row.id,
            case_id: row.case_id,
            case_number: row.case_number,
            title: row.title,
            category: row.category,
            description: row.description,
            assignee_id: row.assignee_id,
            assignee: fullName(row.assignee_first_name, row.assignee_last_name),
            due_at: isoTimestamp(row.due_at),
            due_time_zone: row.due_time_zone,
            priority: row.priority,
            status: row.status,
            closed_at: isoTimestamp(row.closed_at),
            closed_by: fullName(row.closed_by_first_name, row.closed_by_last_name),
            updated_at: isoTimestamp(row.updated_at),
            deleted_at: isoTimestamp(row.deleted_at),
            version: row.row_version === null ? null : row.row_version.toISOString(),
            actions: rowActions,
          })),
          meta: { total, perPage, currentPage: 1, lastPage: lastPageOf(total, perPage) },
          query: { page: 1, perPage, sort: null, q: null, filters: {} },
          list: TASK_TABLE,
          actions: tableActions,
        },
      },
    }
  },
}

const ROUTES: FloorRoute[] = [icds, members, cases, caseTasks]

/**
 * The page the floor answers for a path and query string: its component and props, 'not found',
 * or null for one it does not serve.
 */
export async function floorPage(
  db: Runner,
  url: URL,
  context: FloorContext
): Promise<Answer | null> {
  for (const route of ROUTES) {
    const matched = route.path.exec(url.pathname)
    if (matched) return route.answer(db, url.searchParams, context, matched.slice(1))
  }
  return null
}

/**
 * The names of the app's shared props (app/middleware/inertia_middleware.ts `share`), which its
 * page object lists whether or not a partial reload sends them.
 */
const SHARED_PROPS = ['errors', 'user', 'settings', 'display']

/**
 * The page object's JSON as the app writes it for a partial reload: the component, the URL as
 * requested, the asset version, the props, and Inertia's (here empty) bookkeeping of deferred,
 * merged, once and scroll props.
 */
export function pageBody(page: FloorPage, url: string, version: string) {
  return JSON.stringify({
    component: page.component,
    url,
    version,
    props: page.props,
    deferredProps: {},
    mergeProps: [],
    deepMergeProps: [],
    prependProps: [],
    matchPropsOn: [],
    onceProps: {},
    scrollProps: {},
    rescuedProps: [],
    sharedProps: SHARED_PROPS,
    flash: {},
  })
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

/** The user the bench signs in as (bench/harness.ts startSignedIn). */
export const BENCH_USER = 'admin@demo.test'

/** What the app reads per request from the session and settings, read once (FloorContext). */
export async function floorContext(db: Runner, email = BENCH_USER): Promise<FloorContext> {
  const user = await db.query<{ id: number; current_center_id: number | null }>(
    `select "id", "current_center_id" from "users" where "email" = $1`,
    [email]
  )
  const found = user.rows[0]
  if (!found?.current_center_id) throw new Error(`${email} works in no center`)
  const centers = await db.query<{ center_id: number }>(
    `select "center_id" from "center_user" where "user_id" = $1 order by "center_id"`,
    [found.id]
  )
  const granted = await db.query<{ name: string }>(
    `select distinct "capabilities"."name" from "role_user"
       join "roles" on "roles"."id" = "role_user"."role_id" and "roles"."deleted_at" is null
       join "capability_role" on "capability_role"."role_id" = "roles"."id"
       join "capabilities" on "capabilities"."id" = "capability_role"."capability_id"
     where "role_user"."user_id" = $1`,
    [found.id]
  )
  return {
    perPage: await defaultPageSize(db),
    centers: centers.rows.map((row) => row.center_id),
    currentCenter: found.current_center_id,
    permissions: new Set(granted.rows.map((row) => row.name)),
  }
}

async function serve() {
  readDatesAsText()
  const version = process.env.FLOOR_ASSET_VERSION
  if (!version) throw new Error("FLOOR_ASSET_VERSION: the app build's asset version")
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DB_POOL_MAX ?? 10),
    // As config/database.ts sends it (a client option, no statement of its own).
    statement_timeout: Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 30_000),
  })
  const context = await floorContext(pool)
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor')
    floorPage(pool, url, context)
      .then((page) => {
        if (!page) {
          response.writeHead(400, { 'content-type': 'text/plain' }).end('not served by the floor')
          return
        }
        if (page === 'not found') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
          return
        }
        const body = pageBody(page, request.url ?? '/', version)
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
