/**
 * The replay contract of every list (app/queries/list_stream.ts): streaming a list gives exactly
 * the rows, in exactly the order, of reading its pages 1, 2, 3… — for each sort key, both ways,
 * plain, with a filter and with a search, live and in the trash — over data made to be hard for
 * a keyset: ties and NULLs in the sort column, tie groups and NULL runs longer than a batch.
 *
 * The lists are found, not listed: every module of app/resources is read, and each resource
 * definition (what the resource registry registers, and the rest) and each list definition is
 * a case; the lists built per request (the cross-case GOPs, tasks, charge slips and RFPs) are
 * named here, and a function of app/resources whose name ends in `List` that is not named fails
 * the contract.
 *
 * Everything runs in the test's global transaction, which is rolled back. To put ties and NULLs
 * where the schema would refuse them (a unique code, a generated key), the contract drops those
 * constraints and expressions inside that transaction; rows are copied from the demo data the
 * tests are seeded with.
 */
import { readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { listRowsQuery, runList, type ListDefinition, type ListState } from '#queries/list_query'
import { streamList } from '#queries/list_stream'
import { parseListQuery, type ParsedListQuery } from '#queries/list_query_parser'
import { scopedList, type ParentLink, type ScopedResource } from '#resources/scope'
import type { ResourceRequest } from '#resources/resource_request'
import { actorOf } from '#services/actor'
import { currentCenterOf } from '#services/shared_user'
import type User from '#models/user'
import { REPORTS } from '#reports/registry'

/** A list of any model, row and plain row: the contract only reads and compares them. */
type AnyList = ListDefinition<LucidModel, unknown, unknown>

/** One list as the app builds it for a request, and whether it has a trash. */
export interface ReplayCase {
  name: string
  build: (request: ResourceRequest) => AnyList
  parent?: ParentLink
  /** Its trash is a list too (a resource with soft deletes). */
  trash: boolean
}

type Resource = ScopedResource<LucidModel> & { list: AnyList; routes?: string }

function isList(value: unknown): value is AnyList {
  const list = value as Partial<AnyList> | null
  return (
    typeof list === 'object' &&
    list !== null &&
    typeof list.model === 'function' &&
    typeof list.sortable === 'object' &&
    typeof list.defaultSort === 'string' &&
    Array.isArray(list.columns) &&
    typeof list.transformer === 'function'
  )
}

function isResource(value: unknown): value is Resource {
  const resource = value as Partial<Resource> | null
  return (
    typeof resource === 'object' &&
    resource !== null &&
    isList(resource.list) &&
    typeof resource.store === 'object'
  )
}

/**
 * The lists a request builds (a definition per request: the center's zone, "mine"): each is
 * replayed as its page reads it, narrowed to the current center. Their unscoped builders are
 * the same lists before that narrowing.
 */
const REQUEST_LISTS: Record<string, string[]> = {
  'resources/gops': ['scopedGopsList', 'gopsList'],
  'resources/tasks': ['scopedTasksList', 'tasksList'],
  'resources/charge_slips': ['scopedChargeSlipsList', 'chargeSlipsList'],
  'resources/rfps': ['scopedRfpsList', 'rfpsList'],
  'resources/policy_verifications': ['scopedVerificationsList', 'verificationsList'],
  'resources/whatsapp_inbox': ['whatsappQueueList'],
}
/** Lists of the signed-in person's own rows, built from their id: replayed for the test's user. */
const OWN_LISTS: Record<string, string> = {
  'resources/notifications': 'notificationsList',
}
/** Lists of the signed-in person's own rows, built from who acts (their id and centers). */
const ACTOR_LISTS: Record<string, string> = {
  'resources/report_exports': 'reportExportsList',
}
/** Not a list: the narrowing every resource's list goes through (`scopedList`). */
const NOT_LISTS = new Set(['resources/scope:scopedList'])

/** Every list of the app, read from app/resources; unnamed list builders are reported. */
export async function discoverLists(): Promise<{
  cases: ReplayCase[]
  unclaimed: string[]
  routes: Set<string>
}> {
  const entries = await readdir(app.makePath('app/resources'), { recursive: true })
  const modules = entries
    .filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.d.ts'))
    .map((entry) => `resources/${entry.replace(/\.ts$/, '')}`)
    .sort()
  const cases: ReplayCase[] = []
  const resourceLists = new Set<unknown>()
  const standalone: [string, AnyList][] = []
  const unclaimed: string[] = []
  const routes = new Set<string>()
  for (const name of modules) {
    const exported = Object.entries((await import(`#${name}`)) as Record<string, unknown>) as [
      string,
      unknown,
    ][]
    for (const [key, value] of exported) {
      if (isResource(value)) {
        resourceLists.add(value.list)
        if (value.routes) routes.add(value.routes)
        cases.push({
          name: `${name}:${key}`,
          build: (request) => scopedList(value, request),
          parent: value.parent,
          trash: value.list.softDeletes !== false,
        })
      } else if (isList(value)) standalone.push([`${name}:${key}`, value])
      else if (typeof value === 'function' && /List$/.test(key)) {
        const named = REQUEST_LISTS[name]
        if (OWN_LISTS[name] === key) {
          const build = value as (userId: number) => AnyList
          cases.push({
            name: `${name}:${key}`,
            build: (request) => build(request.user.id),
            trash: false,
          })
        } else if (ACTOR_LISTS[name] === key) {
          const build = value as (actor: ResourceRequest['actor']) => AnyList
          cases.push({
            name: `${name}:${key}`,
            build: (request) => build(request.actor),
            trash: false,
          })
        } else if (NOT_LISTS.has(`${name}:${key}`) || named?.includes(key)) {
          if (named?.[0] === key) {
            const build = value as (request: ResourceRequest) => AnyList
            cases.push({ name: `${name}:${key}`, build, trash: false })
          }
        } else unclaimed.push(`${name}:${key}`)
      }
    }
  }
  // Every report's list (app/reports/registry.ts), built from a ReportScope for the test's
  // user in each of its variants: an export replays exactly what the preview paged.
  for (const report of Object.values(REPORTS)) {
    const variants = report.variants.length > 0 ? report.variants.map((v) => v.key) : [null]
    for (const variant of variants) {
      cases.push({
        name: `reports/${report.key}${variant ? `:${variant}` : ''}`,
        build: (request) => report.list({ actor: request.actor, variant }),
        trash: false,
      })
    }
  }
  for (const [name, list] of standalone) {
    // A resource's own list exported beside it (countriesList) is the resource's case.
    if (resourceLists.has(list)) continue
    cases.push({ name, build: () => list, trash: false })
  }
  return { cases, unclaimed, routes }
}

/** The signed-in user the lists are read for: an administrator working in KUL. */
async function requestFor(user: User, params: Record<string, unknown>): Promise<ResourceRequest> {
  const actor = await actorOf(user, { center: await currentCenterOf(user) })
  return { ctx: await testUtils.createHttpContext(), user, actor, params }
}

type ColumnInfo = { nullable: boolean; generated: boolean; type: string }

async function columnsOf(table: string): Promise<Map<string, ColumnInfo>> {
  const { rows } = (await db.rawQuery(
    `SELECT column_name, is_nullable, is_generated, data_type FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ?`,
    [table]
  )) as {
    rows: { column_name: string; is_nullable: string; is_generated: string; data_type: string }[]
  }
  return new Map(
    rows.map((row) => [
      row.column_name,
      {
        nullable: row.is_nullable === 'YES',
        generated: row.is_generated === 'ALWAYS',
        type: row.data_type,
      },
    ])
  )
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Ids as one PostgreSQL array value (`?::int[]`): knex would spread a JS array into a list. */
const idArray = (ids: number[]) => `{${ids.join(',')}}`

/**
 * Lets a table hold ties (and copies of its rows): its unique constraints and indexes and its
 * checks are dropped, inside the test's transaction.
 */
async function loosen(table: string) {
  const { rows: constraints } = (await db.rawQuery(
    `SELECT conname FROM pg_constraint WHERE conrelid = ?::regclass AND contype IN ('u', 'c')`,
    [table]
  )) as { rows: { conname: string }[] }
  for (const { conname } of constraints) {
    await db.rawQuery(`ALTER TABLE ${quoted(table)} DROP CONSTRAINT ${quoted(conname)} CASCADE`)
  }
  const { rows: indexes } = (await db.rawQuery(
    `SELECT i.indexrelid::regclass::text AS name FROM pg_index i
     WHERE i.indrelid = ?::regclass AND i.indisunique AND NOT i.indisprimary`,
    [table]
  )) as { rows: { name: string }[] }
  for (const { name } of indexes) await db.rawQuery(`DROP INDEX ${name} CASCADE`)
}

/** The list query of a plain query-string object (what a page is asked with). */
async function queryFor(input: Record<string, unknown>, list: AnyList): Promise<ParsedListQuery> {
  const { query } = await parseListQuery(input, list)
  return query
}

/** The ids of the list's rows (its own table's, or a joined table's), in id order. */
async function rowIds(
  list: AnyList,
  query: ParsedListQuery,
  state: ListState,
  idColumn?: string
): Promise<number[]> {
  const { query: rows } = await listRowsQuery(list, query, state, { branches: 'inline' })
  const column = idColumn ?? `${list.model.table}.id`
  const found = (await rows
    .clearSelect()
    .clearOrder()
    .select(db.raw('?? as id', [column]))
    .orderBy(`${list.model.table}.id`)
    .pojo()) as { id: number }[]
  return found.map((row) => row.id)
}

/** Copies of these rows, `times` each, with some columns set (their parent, their trash). */
async function copyRows(table: string, ids: number[], times: number, set: Record<string, unknown>) {
  const all = await columnsOf(table)
  const columns = [...all.entries()]
    .filter(([name, info]) => name !== 'id' && !info.generated)
    .map(([name]) => name)
  const values = columns.map((name) => (Object.hasOwn(set, name) ? '?' : `t.${quoted(name)}`))
  const bindings = columns.filter((name) => Object.hasOwn(set, name)).map((name) => set[name])
  await db.rawQuery(
    `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')})
     SELECT ${values.join(', ')} FROM ${quoted(table)} AS t, generate_series(1, ?) AS copies
     WHERE t.id = ANY(?::int[]) ORDER BY t.id, copies`,
    [...bindings, times, idArray(ids)] as never[]
  )
}

/** The rows each list is replayed over: several pages and batches, and still quick. */
const FEWEST = 12
const MOST = 40

export type ReplaySetup = {
  user: User
  /** Makes rows for a table no demo row exists in (the parent case, the center). */
  seed?: Record<string, (parentId: number | null, centerId: number) => Promise<void>>
  /** Adds rows copies cannot (a copied user is in no center): `count` more visible rows. */
  more?: Record<string, (count: number) => Promise<void>>
}

/** A list as the contract replays it: the definition for its request and its row counts. */
type Prepared = { list: AnyList; rows: number }

/**
 * The parent the child list is read under: the case of the current center holding most of its
 * rows; without any, a case of the center, and a row of another case copied under it.
 */
async function parentFor(
  replay: ReplayCase,
  table: string,
  centerId: number,
  setup: ReplaySetup
): Promise<number> {
  const parent = replay.parent!
  const column = parent.column.split('.').pop()!
  const best = (await db
    .from(table)
    .join(parent.table, `${parent.table}.id`, `${table}.${column}`)
    .where(`${parent.table}.center_id`, centerId)
    .groupBy(`${table}.${column}`)
    .orderByRaw('count(*) desc')
    .select(`${table}.${column} as id`)
    .first()) as { id: number } | null
  if (best) return best.id
  const owner = (await db
    .from(parent.table)
    .where('center_id', centerId)
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id')
    .firstOrFail()) as { id: number }
  const another = (await db.from(table).orderBy('id').select('id').first()) as {
    id: number
  } | null
  if (another) {
    const info = await columnsOf(table)
    await copyRows(table, [another.id], 1, {
      [column]: owner.id,
      ...(info.has('center_id') ? { center_id: centerId } : {}),
      ...(info.has('deleted_at') ? { deleted_at: null } : {}),
    })
  } else {
    const seed = setup.seed?.[table]
    if (!seed) throw new Error(`No row of ${table} to copy: give the contract a seed for it`)
    await seed(owner.id, centerId)
  }
  return owner.id
}

/**
 * Makes the list hold between FEWEST and MOST rows in this state: copies of its own rows (a
 * trash gets trashed copies of the live ones), or of another center's; a longer list is
 * narrowed to MOST of its rows.
 */
async function prepare(
  replay: ReplayCase,
  state: ListState,
  setup: ReplaySetup
): Promise<Prepared> {
  const user = setup.user
  const centerId = user.currentCenterId!
  // The table is known once a first request has built the list.
  const probe = replay.build(await requestFor(user, {}))
  probe.model.boot()
  const table = probe.model.table
  await loosen(table)
  const params: Record<string, unknown> = {}
  if (replay.parent) {
    params[replay.parent.param] = await parentFor(replay, table, centerId, setup)
  }
  const list = replay.build(await requestFor(user, params))
  const everything = await queryFor({}, list)
  const info = await columnsOf(table)

  let ids = await rowIds(list, everything, state)
  for (let round = 0; ids.length < FEWEST && round < 4; round++) {
    const live = state === 'live' ? ids : await rowIds(list, everything, 'live')
    let sources = live.slice(0, FEWEST)
    if (sources.length === 0) {
      // None in this center: copies of another center's rows, made this center's.
      const other = (await db.from(table).orderBy('id').limit(3).select('id')) as { id: number }[]
      sources = other.map((row) => row.id)
    }
    if (sources.length === 0) {
      const seed = setup.seed?.[table]
      if (!seed) throw new Error(`No row of ${table} to copy: give the contract a seed for it`)
      await seed(null, centerId)
      ids = await rowIds(list, everything, state)
      continue
    }
    const times = Math.ceil((FEWEST - ids.length) / sources.length) + 1
    await copyRows(table, sources, times, {
      ...(info.has('center_id') && live.length === 0 ? { center_id: centerId } : {}),
      ...(info.has('deleted_at') ? { deleted_at: state === 'trashed' ? new Date() : null } : {}),
    })
    ids = await rowIds(list, everything, state)
    if (ids.length < FEWEST && setup.more?.[table]) {
      await setup.more[table](FEWEST - ids.length)
      ids = await rowIds(list, everything, state)
    }
  }
  if (ids.length < FEWEST) {
    throw new Error(`${replay.name} (${state}) shows ${ids.length} rows; it needs ${FEWEST}`)
  }
  if (ids.length > MOST) {
    // Replayed over MOST of its rows: the list with one more condition, on its ids (moving the
    // rest out of a 98k-row table took half a minute). Its counters still count every row, so
    // its pages count their total instead of being told it; the rows and order are the list's.
    const kept = idArray(ids.slice(0, MOST))
    const scope = list.scope
    const narrowed: AnyList = {
      ...list,
      scope: (query) => {
        scope?.(query)
        query.whereRaw(`${quoted(table)}.id = ANY(?::int[])`, [kept])
      },
    }
    delete narrowed.total
    return { list: narrowed, rows: MOST }
  }
  return { list, rows: ids.length }
}

/** `table.column` (or a bare column of the list's own table) → its table and column. */
function splitColumn(list: AnyList, reference: string) {
  const parts = reference.split('.')
  return parts.length === 2
    ? { table: parts[0], column: parts[1] }
    : { table: list.model.table, column: parts[0] }
}

/** A value of the column's type, for a column none of whose rows holds one yet. */
function someValue(type: string) {
  if (type.startsWith('timestamp')) return '2026-03-14 10:00:00+00'
  if (type === 'date') return '2026-03-14'
  if (type === 'boolean') return 'true'
  if (type === 'text' || type.startsWith('character')) return 'tied'
  return '1'
}

/** The sort column is the list's own table's id. */
function isOwnId(list: AnyList, reference: string): boolean {
  const { table, column } = splitColumn(list, reference)
  return table === list.model.table && column === 'id'
}

/**
 * Ties and NULLs in one sort column, over the rows the list shows: of the rows in id order,
 * every fourth from the first NULL (where the column takes one), the next two of every four one
 * shared value, the rest left as they were. A timestamp's shared value has microseconds, which
 * a JavaScript Date cannot hold. A generated column becomes a plain one for this.
 */
async function tieAndNull(list: AnyList, state: ListState, reference: string) {
  const { table, column } = splitColumn(list, reference)
  const columns = await columnsOf(table)
  const info = columns.get(column)
  if (!info) throw new Error(`${reference} is not a column`)
  // The table's own key (a sort by creation order) neither ties nor takes a NULL.
  if (isOwnId(list, reference)) return info
  if (info.generated) {
    await db.rawQuery(`ALTER TABLE ${quoted(table)} ALTER COLUMN ${quoted(column)} DROP EXPRESSION`)
  }
  if (table !== list.model.table) await loosen(table)
  const everything = await queryFor({}, list)
  const targets = [...new Set(await rowIds(list, everything, state, `${table}.id`))]
  const nulls = targets.filter((_, index) => index % 4 === 0)
  const tied = targets.filter((_, index) => index % 4 === 1 || index % 4 === 2)
  const sample = (await db
    .from(table)
    .whereNotNull(column)
    .orderByRaw('case when id = any(?::int[]) then 0 else 1 end, id', [idArray(targets)])
    .select(db.raw('??::text as value', [column]))
    .first()) as { value: string } | null
  const value = sample?.value ?? someValue(info.type)
  const shared = info.type.startsWith('timestamp')
    ? db.raw(
        `?::${info.type === 'timestamp with time zone' ? 'timestamptz' : 'timestamp'} + interval '123 microseconds'`,
        [value]
      )
    : value
  // The append-only activity log refuses updates by trigger; the change is rolled back anyway.
  await db.rawQuery(`ALTER TABLE ${quoted(table)} DISABLE TRIGGER USER`)
  if (info.nullable && nulls.length > 0) {
    await db
      .from(table)
      .whereIn('id', nulls)
      .update({ [column]: null })
  }
  if (tied.length > 0)
    await db
      .from(table)
      .whereIn('id', tied)
      .update({ [column]: shared })
  await db.rawQuery(`ALTER TABLE ${quoted(table)} ENABLE TRIGGER USER`)
  return info
}

/** The sort column's values over the list's rows: how many NULLs, how many rows share a value. */
async function tiesAndNulls(list: AnyList, state: ListState, reference: string) {
  const everything = await queryFor({}, list)
  const { query } = await listRowsQuery(list, everything, state, { branches: 'inline' })
  const values = (await query
    .clearSelect()
    .clearOrder()
    .select(db.raw('??::text as value', [reference]))
    .pojo()) as { value: string | null }[]
  const counts = new Map<string, number>()
  let nulls = 0
  for (const { value } of values) {
    if (value === null) nulls++
    else counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return { nulls, largestTie: Math.max(0, ...counts.values()) }
}

type Row = { id?: unknown }

/** Every page of the list, read as the page does (runList), one after the other. */
async function pagedRows(
  list: AnyList,
  query: ParsedListQuery,
  state: ListState,
  perPage: number
): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; page <= 500; page++) {
    const read = await runList(list, { ...query, page, perPage }, state)
    rows.push(...(read.rows as Row[]))
    if (page >= read.meta.lastPage) return rows
  }
  throw new Error('More than 500 pages')
}

/**
 * Every batch of the stream. A keyset that loses its place reads the same rows again and again:
 * past as many rows as the list holds (and a batch), that is a failure, not a wait.
 */
async function streamedRows(
  list: AnyList,
  query: ParsedListQuery,
  state: ListState,
  batchSize: number,
  holds: number
): Promise<Row[]> {
  const rows: Row[] = []
  for await (const batch of streamList(list, query, { state, batchSize })) {
    if (batch.length > batchSize) throw new Error(`A batch of ${batch.length} > ${batchSize}`)
    rows.push(...(batch as Row[]))
    if (rows.length > holds + batchSize) {
      throw new Error(`Streamed ${rows.length} rows of a list of ${holds}`)
    }
  }
  return rows
}

/**
 * A filter and one of its offered values that at least two rows of the list match: one that
 * leaves some rows out when there is one.
 */
async function usefulFilter(list: AnyList, state: ListState, rows: number) {
  let matchesAll: Record<string, string> | null = null
  for (const [key, filter] of Object.entries(list.filters ?? {})) {
    const offered = await filter.options()
    const options = offered.slice(0, 12)
    for (const option of options) {
      const { query } = await parseListQuery({ filters: { [key]: option.value } }, list)
      const { length: matched } = await rowIds(list, query, state)
      if (matched >= 2 && matched < rows) return { [key]: option.value }
      if (matched >= 2) matchesAll ??= { [key]: option.value }
    }
  }
  return matchesAll
}

/**
 * A search that finds at least two rows of the list, made from what its rows show: one that
 * leaves some rows out when there is one.
 */
async function usefulSearch(list: AnyList, state: ListState, rows: number) {
  if (!list.search && !list.indexedSearch) return null
  const everything = await queryFor({ perPage: 100 }, list)
  const page = await runList(list, everything, state)
  const tried = new Set<string>()
  let matchesAll: string | null = null
  for (const row of page.rows as Record<string, unknown>[]) {
    for (const value of Object.values(row)) {
      if (typeof value !== 'string' || value.length < 3 || /^\d{4}-\d\d-\d\d/.test(value)) continue
      for (const term of [value, value.split(/\s+/)[0], value.slice(0, 3)]) {
        if (term.length < 2 || tried.has(term) || tried.size >= 40) continue
        tried.add(term)
        const query = await queryFor({ q: term }, list)
        if (query.q === null) continue
        const found = await rowIds(list, query, state)
        if (found.length >= 2 && found.length < rows) return term
        if (found.length >= 2) matchesAll ??= term
      }
    }
  }
  return matchesAll
}

/** What one replay proved, for the summary the spec asserts on. */
export type ReplayReport = {
  name: string
  state: ListState
  rows: number
  /** `unique`: the key is the table's own id (a sort by creation), which cannot tie. */
  keys: { key: string; nulls: number; largestTie: number; nullable: boolean; unique: boolean }[]
  /** The list has faceted filters, and one was applied. */
  filterable: boolean
  filtered: boolean
  /** The list has a search, and how many of its sort keys were replayed with one. */
  searchable: boolean
  searched: number
  compared: number
}

type Assert = {
  deepEqual(actual: unknown, expected: unknown, message?: string): void
  isAbove(value: number, above: number, message?: string): void
  equal(actual: unknown, expected: unknown, message?: string): void
}

/**
 * Replays one list in one state: every sort key both ways, plain, filtered and searched, each
 * streamed in batches smaller than its pages, compared with every page read in turn.
 */
export async function replayList(
  replay: ReplayCase,
  state: ListState,
  setup: ReplaySetup,
  assert: Assert
): Promise<ReplayReport> {
  const { list, rows } = await prepare(replay, state, setup)
  // About six pages, and batches one row smaller, so batch ends fall inside tie groups and NULL
  // runs, and never where a page ends.
  const perPage = Math.max(2, Math.ceil(rows / 6))
  const batchSize = Math.max(1, perPage - 1)
  const filter = await usefulFilter(list, state, rows)
  const report: ReplayReport = {
    name: replay.name,
    state,
    rows,
    keys: [],
    filterable: Object.keys(list.filters ?? {}).length > 0,
    filtered: filter !== null,
    searchable: Boolean(list.search ?? list.indexedSearch),
    searched: 0,
    compared: 0,
  }
  for (const [key, reference] of Object.entries(list.sortable)) {
    await db.rawQuery('SAVEPOINT replay_key')
    const info = await tieAndNull(list, state, reference)
    const shape = await tiesAndNulls(list, state, reference)
    report.keys.push({ key, ...shape, nullable: info.nullable, unique: isOwnId(list, reference) })
    const term = await usefulSearch(list, state, rows)
    if (term !== null) report.searched++
    const variants: Record<string, unknown>[] = [
      {},
      ...(filter ? [{ filters: filter }] : []),
      ...(term !== null ? [{ q: term }] : []),
      ...(term !== null && filter ? [{ q: term, filters: filter }] : []),
    ]
    for (const sort of [key, `-${key}`]) {
      for (const variant of variants) {
        const parsed = await parseListQuery({ ...variant, sort }, list)
        assert.deepEqual(parsed.errors, [], `${replay.name}: the query ${JSON.stringify(variant)}`)
        const query = parsed.query
        const label = `${replay.name} (${state}) sorted by ${sort} ${JSON.stringify(variant)}`
        const every = await rowIds(list, query, state)
        const paged = await pagedRows(list, query, state, perPage)
        const streamed = await streamedRows(list, query, state, batchSize, every.length)
        const ids = streamed.map((row) => row.id)
        assert.equal(new Set(ids).size, ids.length, `${label}: a row streamed twice`)
        assert.equal(ids.length, every.length, `${label}: every row of the list, once`)
        assert.deepEqual(
          ids,
          paged.map((row) => row.id),
          `${label}: the same rows in the same order`
        )
        assert.deepEqual(streamed, paged, `${label}: the same rows, as the page shows them`)
        if (Object.keys(variant).length === 0) assert.isAbove(ids.length, 0, label)
        report.compared++
      }
    }
    await db.rawQuery('ROLLBACK TO SAVEPOINT replay_key')
  }
  return report
}
