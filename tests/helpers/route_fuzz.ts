/**
 * A fuzzer generated from the app itself: the routes come from the router (every route, so a
 * new resource is covered without touching the tests), the body fields from every VineJS
 * validator the app defines (app/validators/**, and those a resource builds itself), and the
 * list parameters from what each list page says it offers. Each route is sent hostile URLs,
 * query strings and bodies (tests/helpers/hostile_values.ts); the only thing asserted is that
 * nothing answers 5xx.
 */
import { readdir } from 'node:fs/promises'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { VineValidator } from '@vinejs/vine'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import {
  HOSTILE_ARRAYS,
  HOSTILE_BOOLEANS,
  HOSTILE_DATE_RANGES,
  HOSTILE_DATES,
  HOSTILE_FILTER_VALUES,
  HOSTILE_FORM_TEMPLATES,
  HOSTILE_JSON_BODIES,
  HOSTILE_NUMBERS,
  HOSTILE_PARAMS,
  HOSTILE_QUERIES,
  HOSTILE_RICH_TEXT,
  HOSTILE_STRINGS,
  pick,
  seededRandom,
} from '#tests/helpers/hostile_values'
import { calendarDayIn, shiftDays } from '#contracts/calendar_days'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface FuzzRoute {
  name: string
  pattern: string
  method: Method
  params: string[]
  /** Behind `guest` (sign-in, reset): sent signed out, else the route never reads its input. */
  signedOut: boolean
}

/** One request to send: the body is JSON (any value) or raw form-encoded text. */
export interface FuzzRequest {
  /** What is hostile: a URL param, the query string, the body, or a random mix of fields. */
  kind: 'param' | 'query' | 'body' | 'random'
  route: FuzzRoute
  method: Method
  url: string
  json?: unknown
  rawJson?: string
  form?: string
}

/** A field as a validator describes it, enough to fill it benignly or hostilely. */
export type FieldShape =
  | { kind: 'string' | 'number' | 'date' | 'boolean' | 'any' | 'enum' | 'file' | 'other' }
  | { kind: 'array'; each: FieldShape }
  | { kind: 'object'; fields: Record<string, FieldShape> }

/** Every field name any validator reads, with its shape (the first one seen wins). */
export type FieldCatalogue = Map<string, FieldShape>

/** What a list page offers, read from its first (full) visit. */
type ListOffer = { filters: string[]; dateRanges: string[] }

/**
 * Writes under a named param that is not a record's id (issue 32: a report's key), with the
 * value a real one takes, so their bodies are fuzzed where the app reads them.
 */
const NAMED_PARAMS: Record<string, Record<string, string>> = {
  'reports.exports.store': { report: 'case' },
}

/**
 * Records with no page of their own, edited through JSON (the lists' saved views, issue 29): a
 * record of the fuzzer's for each such update, so it gets hostile bodies like every other.
 */
const JSON_RECORDS: Record<string, (admin: User) => Promise<number>> = {
  'ui.saved_views.update': async (admin) => {
    const [row] = await db
      .insertQuery()
      .table('saved_views')
      .insert({
        user_id: admin.id,
        list_key: 'countries',
        name: 'Fuzzed view',
        query: JSON.stringify({ sort: 'name' }),
        columns: JSON.stringify({}),
        created_at: new Date(),
      })
      .returning('id')
    return (row as { id: number }).id
  },
}

/** Test-only routes (tests/helpers/test_routes.ts) fail on purpose. */
const TEST_ONLY = /^\/__test\//

/** The app's routes, one per method, as the router committed them. */
export function fuzzRoutes(): FuzzRoute[] {
  const routes: FuzzRoute[] = []
  for (const domainRoutes of Object.values(router.toJSON())) {
    for (const route of domainRoutes) {
      if (TEST_ONLY.test(route.pattern)) continue
      const names = [...route.middleware.all()].map(
        (entry) => (entry as { name?: string }).name ?? ''
      )
      const params = route.tokens
        .filter((token) => token.type === 1 || token.type === 3)
        .map((token) => token.val)
      for (const method of route.methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue
        routes.push({
          name: route.name ?? route.pattern,
          pattern: route.pattern,
          method: method as Method,
          params,
          signedOut: names.includes('guest'),
        })
      }
    }
  }
  return routes
}

function shapeOf(node: Record<string, unknown>): FieldShape {
  if (node.type === 'literal') {
    const subtype = String(node.subtype)
    const known = ['string', 'number', 'date', 'boolean', 'any', 'enum'] as const
    const kind = known.find((candidate) => candidate === subtype)
    if (kind) return { kind }
    return { kind: subtype.toLowerCase().includes('file') ? 'file' : 'other' }
  }
  if (node.type === 'array') return { kind: 'array', each: shapeOf(node.each as never) }
  if (node.type === 'object') {
    const fields: Record<string, FieldShape> = {}
    for (const property of node.properties as Record<string, unknown>[]) {
      fields[String(property.fieldName)] = shapeOf(property)
    }
    return { kind: 'object', fields }
  }
  return { kind: 'other' }
}

async function modulesIn(folder: string): Promise<string[]> {
  const entries = await readdir(app.makePath(folder), { recursive: true })
  return entries
    .filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.d.ts'))
    .map((entry) => entry.replace(/\.ts$/, ''))
}

/** A validator the app defines, named by where it was found ("validators/member: memberValidator"). */
export interface AppValidator {
  name: string
  validator: VineValidator<never, Record<string, unknown> | undefined>
}

/**
 * Every validator the app defines: the exports of app/validators/** that are validators, and
 * the `validator` of each resource (some resources build theirs, as the incident taxonomy does).
 */
export async function appValidators(): Promise<AppValidator[]> {
  const found = new Map<unknown, string>()
  const collect = (where: string) => (entry: [string, unknown]) => {
    const [exported, value] = entry
    if (value instanceof VineValidator && !found.has(value))
      found.set(value, `${where}: ${exported}`)
    const inner = (value as { validator?: unknown } | null)?.validator
    if (inner instanceof VineValidator && !found.has(inner)) {
      found.set(inner, `${where}: ${exported}.validator`)
    }
  }
  for (const name of await modulesIn('app/validators')) {
    Object.entries(await import(`#validators/${name}`)).forEach(collect(`validators/${name}`))
  }
  for (const name of await modulesIn('app/resources')) {
    Object.entries(await import(`#resources/${name}`)).forEach(collect(`resources/${name}`))
  }
  return [...found].map(([validator, name]) => ({ name, validator: validator as never }))
}

/** One validator's top-level fields and their shapes. */
export function fieldsOf(validator: AppValidator['validator']): Record<string, FieldShape> {
  const shape = shapeOf(validator.toJSON().schema.schema as Record<string, unknown>)
  return shape.kind === 'object' ? shape.fields : {}
}

/** Every validator's fields (app/validators/** and those a resource builds). */
export async function fieldCatalogue(): Promise<FieldCatalogue> {
  const catalogue: FieldCatalogue = new Map()
  for (const { validator } of await appValidators()) {
    for (const [name, field] of Object.entries(fieldsOf(validator))) {
      if (!catalogue.has(name)) catalogue.set(name, field)
    }
  }
  return catalogue
}

/** A value the field would accept, or nearly: the rest of a body while one kind is hostile. */
function benign(shape: FieldShape): unknown {
  switch (shape.kind) {
    case 'string':
    case 'enum':
    case 'any':
    case 'other':
      return 'Fuzz'
    case 'number':
      return '1'
    case 'date':
      // A recent day every kind of date field takes (app/contracts/calendar_days.ts).
      return shiftDays(calendarDayIn('UTC'), -30)
    case 'boolean':
      return 'true'
    case 'file':
      return undefined
    case 'array':
      return [benign(shape.each)]
    case 'object':
      return Object.fromEntries(
        Object.entries(shape.fields).map(([name, field]) => [name, benign(field)])
      )
  }
}

type Kind = FieldShape['kind']

/** The field with `value` wherever its shape (or an item's, a row's field) is of `kinds`. */
function fill(shape: FieldShape, kinds: readonly Kind[], value: unknown): unknown {
  if (kinds.includes(shape.kind)) return value
  if (shape.kind === 'array') return [fill(shape.each, kinds, value)]
  if (shape.kind === 'object') {
    return Object.fromEntries(
      Object.entries(shape.fields).map(([name, field]) => [name, fill(field, kinds, value)])
    )
  }
  return benign(shape)
}

/** A body the app itself showed (an edit page's record), keyed by form field. */
export type BaseBody = Record<string, unknown>

/**
 * Every field: hostile where its kind is aimed at, else the base's value (a real record's, so
 * the rest of the form is valid and the hostile part reaches what runs after validation: a
 * cross-field rule, the store, PostgreSQL), else a benign one.
 */
function bodyOf(fields: FieldCatalogue, kinds: readonly Kind[], value: unknown, base: BaseBody) {
  return Object.fromEntries(
    [...fields].map(([name, shape]) => {
      const aimed = JSON.stringify(fill(shape, kinds, value)) !== JSON.stringify(benign(shape))
      if (aimed || !Object.hasOwn(base, name)) return [name, fill(shape, kinds, value)]
      return [name, base[name]]
    })
  )
}

/** Props every page shares (the signed-in user, site settings…): never a form's values. */
const SHARED_PROPS = new Set(['user', 'settings', 'display', 'errors', 'flash', 'can'])

/** An option list (`[{ label, value }]`) is what a form offers, not what it posts. */
function isOptionList(value: unknown) {
  return (
    Array.isArray(value) &&
    value.some((item) => typeof item === 'object' && item && 'label' in item)
  )
}

/**
 * The form fields a page's props hold, as a form posts them (a day as 'YYYY-MM-DD'): the edit
 * page's `record` first, then a settings page's `values`, then the page's other props.
 */
export function harvestBase(props: unknown, fields: FieldCatalogue): BaseBody {
  const base: BaseBody = {}
  if (typeof props !== 'object' || props === null) return base
  const page = props as Record<string, unknown>
  const sources = [page.record, page.values, page]
  for (const source of sources) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue
    for (const [key, value] of Object.entries(source)) {
      if (!fields.has(key) || Object.hasOwn(base, key) || SHARED_PROPS.has(key)) continue
      if (value === null || value === undefined || isOptionList(value)) continue
      base[key] =
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value
    }
  }
  return base
}

/** Each pool of hostile values, and the kinds of field it is aimed at. */
const BODY_POOLS: { kinds: readonly Kind[]; values: readonly unknown[] }[] = [
  { kinds: ['number'], values: HOSTILE_NUMBERS },
  { kinds: ['string', 'enum', 'other'], values: HOSTILE_STRINGS },
  { kinds: ['date'], values: HOSTILE_DATES },
  { kinds: ['boolean'], values: HOSTILE_BOOLEANS },
  { kinds: ['array'], values: HOSTILE_ARRAYS },
  { kinds: ['any'], values: HOSTILE_RICH_TEXT },
  // Every field the same wrong thing, whatever it should be.
  {
    kinds: ['string', 'number', 'date', 'boolean', 'any', 'enum', 'file', 'other', 'array'],
    values: [`a${String.fromCharCode(0)}b`, '2147483648', [], {}, null],
  },
]

/** The route's URL with its params filled in (missing ones as 1) and a raw query string. */
export function urlOf(route: FuzzRoute, params: Record<string, string>, query = '') {
  const path = route.pattern.replace(/:([A-Za-z_]+)\??/g, (_match, name: string) => {
    return params[name] ?? '1'
  })
  return query ? `${path}?${query}` : path
}

/** Hostile values in every param of a route with params (`:id`, `:token`, `:file`). */
export function paramRequests(route: FuzzRoute): FuzzRequest[] {
  return HOSTILE_PARAMS.map((value) => ({
    kind: 'param' as const,
    route,
    method: route.method,
    url: urlOf(route, Object.fromEntries(route.params.map((name) => [name, value]))),
    json: route.method === 'GET' ? undefined : {},
  }))
}

/** Hostile bodies for a route that reads one, at `url` (an update's real record). */
export function bodyRequests(
  route: FuzzRoute,
  url: string,
  fields: FieldCatalogue,
  base: BaseBody = {}
) {
  const requests: FuzzRequest[] = []
  const names = [...fields.keys()]
  for (const pool of BODY_POOLS) {
    for (const value of pool.values) {
      const json = bodyOf(fields, pool.kinds, value, base)
      requests.push({ kind: 'body', route, method: route.method, url, json })
    }
  }
  for (const rawJson of HOSTILE_JSON_BODIES) {
    requests.push({ kind: 'body', route, method: route.method, url, rawJson })
  }
  for (const template of HOSTILE_FORM_TEMPLATES) {
    const form = names.map((name) => template.replaceAll('{field}', name)).join('&')
    requests.push({ kind: 'body', route, method: route.method, url, form })
  }
  return requests
}

/** Hostile query strings for a GET route without params, and for the list keys it offers. */
/** The list contract's own parameters: sent in full to lists, a sample to every other page. */
const LIST_PARAMETER = /^(sort|page|perPage|filters)\b/
const LIST_SAMPLE = new Set(['sort=__proto__', 'page[]=1', 'filters[constructor]=x', 'filters=abc'])

export function queryRequests(route: FuzzRoute, fields: FieldCatalogue, offer: ListOffer | null) {
  const queries = HOSTILE_QUERIES.filter(
    (query) => offer !== null || !LIST_PARAMETER.test(query) || LIST_SAMPLE.has(query)
  )
  // Every number field as a query parameter: the pickers and pages read some from the URL
  // (`?client_id=`, `?provider_id=`), and which ones is not something a route list tells.
  const numberNames = [...fields].filter(([, shape]) => shape.kind === 'number').map(([n]) => n)
  for (const value of ['2147483648', '9'.repeat(400), '1e400', '-1', '%00', '%ED%A0%80']) {
    queries.push(numberNames.map((name) => `${name}=${value}`).join('&'))
  }
  for (const key of offer?.filters ?? []) {
    for (const value of HOSTILE_FILTER_VALUES) {
      queries.push(`filters[${key}]=${value}`, `filters[${key}][]=${value}`)
    }
    queries.push(`filters[${key}][a]=1`, `filters[${key}]=`)
  }
  for (const key of offer?.dateRanges ?? []) {
    for (const value of HOSTILE_DATE_RANGES) queries.push(`filters[${key}]=${value}`)
  }
  return queries.map((query) => ({
    kind: 'query' as const,
    route,
    method: route.method,
    url: urlOf(route, {}, query),
  }))
}

/**
 * Random combinations (a seeded PRNG, so a run replays): a random route, a few random fields
 * each given a random hostile value of any pool, the rest benign; GETs get a few hostile query
 * parameters at once. For runs far beyond the enumerated cases (bench/fuzz.ts).
 */
export function randomRequests(
  targets: { route: FuzzRoute; url: string; base: BaseBody }[],
  fields: FieldCatalogue,
  count: number,
  seed: number
): FuzzRequest[] {
  const random = seededRandom(seed)
  const names = [...fields.keys()]
  const anything = BODY_POOLS.flatMap((pool) => pool.values)
  const requests: FuzzRequest[] = []
  for (let index = 0; index < count; index++) {
    const { route, url, base } = pick(random, targets)
    if (route.method === 'GET') {
      const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        pick(random, HOSTILE_QUERIES)
      )
      const query = parts.join('&')
      requests.push({ kind: 'random', route, method: route.method, url: `${url}?${query}` })
      continue
    }
    const json = bodyOf(fields, [], null, base)
    for (let changed = 1 + Math.floor(random() * 6); changed > 0; changed--) {
      json[pick(random, names)] = pick(random, anything)
    }
    requests.push({ kind: 'random', route, method: route.method, url, json })
  }
  return requests
}

export interface FuzzResult {
  sent: number
  /** Requests and milliseconds by kind. */
  byKind: Map<FuzzRequest['kind'], { sent: number; ms: number }>
  failures: { request: string; status: number; detail: string }[]
  statuses: Map<number, number>
}

function describe(request: FuzzRequest) {
  const body =
    request.form ??
    request.rawJson ??
    (request.json === undefined ? '' : JSON.stringify(request.json))
  return `${request.method} ${request.url.slice(0, 200)} ${body.slice(0, 300)}`
}

/** The error's message from a development error page (or the start of any other answer). */
function errorOf(text: string) {
  const flat = text.replace(/\s+/g, ' ')
  const message = /id="error-message">.*?<\/span> <span>(.*?)<\/span>/.exec(flat)
  return (message?.[1] ?? flat).slice(0, 400)
}

/** One request as `admin` (or signed out for a guest route), with Inertia and CSRF headers. */
async function sendOne(client: ApiClient, admin: User, request: FuzzRequest) {
  let call = client.request(request.url, request.method).withInertia().redirects(0)
  if (!request.route.signedOut) call = call.loginAs(admin)
  if (request.method !== 'GET') call = call.withCsrfToken()
  if (request.form !== undefined) call = call.type('form').unsafeForm(request.form)
  else if (request.rawJson !== undefined) call = call.type('json').unsafeJson(request.rawJson)
  else if (request.json !== undefined) call = call.json(request.json as object)
  return call
}

/**
 * Sends the requests, `concurrency` at a time (the server and the database overlap their work).
 * A 5xx is only counted once it is confirmed alone: a statement PostgreSQL refused aborts the
 * test's global transaction, so the requests in flight with it fail too. After a 5xx the
 * others are let finish, `afterFailure` starts a new transaction, and each request that failed
 * meanwhile is sent again by itself; only those that fail again are failures.
 */
export async function sendAll(
  client: ApiClient,
  admin: User,
  requests: FuzzRequest[],
  options: { concurrency?: number; afterFailure?: () => Promise<void> } = {}
) {
  const result: FuzzResult = { sent: 0, byKind: new Map(), failures: [], statuses: new Map() }
  const record = (request: FuzzRequest, status: number, ms: number) => {
    result.sent += 1
    const kind = result.byKind.get(request.kind) ?? { sent: 0, ms: 0 }
    result.byKind.set(request.kind, { sent: kind.sent + 1, ms: kind.ms + ms })
    result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1)
  }
  const inFlight = new Set<Promise<unknown>>()
  let suspects: FuzzRequest[] = []
  let gate: Promise<void> | null = null

  const confirm = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    await options.afterFailure?.()
    const again = suspects
    suspects = []
    for (const request of again) {
      const started = performance.now()
      const response = await sendOne(client, admin, request)
      const status = response.status()
      record(request, status, performance.now() - started)
      if (status < 500) continue
      result.failures.push({ request: describe(request), status, detail: errorOf(response.text()) })
      await options.afterFailure?.()
    }
    gate = null
  }

  let next = 0
  const worker = async () => {
    while (true) {
      if (gate) await gate
      if (next >= requests.length) return
      const request = requests[next++]
      const started = performance.now()
      const sending = sendOne(client, admin, request).then((response) => response.status())
      inFlight.add(sending)
      const status = await sending.finally(() => inFlight.delete(sending))
      if (status < 500) {
        record(request, status, performance.now() - started)
        continue
      }
      suspects.push(request)
      gate ??= confirm()
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker))
  if (gate) await gate
  return result
}

/**
 * A page's first visit as the administrator: the list keys it offers when it is a list, the id
 * of its first row, and its props (an edit page's record becomes a base body).
 */
export async function visit(
  client: ApiClient,
  admin: User,
  url: string,
  afterFailure?: () => Promise<void>
) {
  const response = await client.get(url).withInertia().loginAs(admin).redirects(0)
  // A page that fails here fails again in the run, where it is reported; the plan goes on.
  if (response.status() >= 500) await afterFailure?.()
  const props = (response.status() === 200 ? response.body()?.props : null) as {
    list?: { filters?: Record<string, unknown>; dateRanges?: string[] }
    rows?: { id?: unknown }[]
  } | null
  const offer: ListOffer | null = props?.list
    ? { filters: Object.keys(props.list.filters ?? {}), dateRanges: props.list.dateRanges ?? [] }
    : null
  const firstId = props?.rows?.find((row) => typeof row.id === 'number')?.id as number | undefined
  return { offer, firstId, props }
}

/**
 * Every hostile request for every route: params, bodies, query strings (with each list's own
 * filter keys). A body's base is what the app shows for the same thing: the edit page of the
 * list's first record for a resource's store and update (the update at that record), the page
 * itself for a settings or my-account form. Also returns the targets for random runs.
 */
export async function planFor(client: ApiClient, admin: User, afterFailure?: () => Promise<void>) {
  const routes = fuzzRoutes()
  const fields = await fieldCatalogue()
  const requests: FuzzRequest[] = []
  const targets: { route: FuzzRoute; url: string; base: BaseBody }[] = []
  const visits = new Map<string, Awaited<ReturnType<typeof visit>>>()
  const visitOnce = async (url: string) => {
    if (!visits.has(url)) visits.set(url, await visit(client, admin, url, afterFailure))
    return visits.get(url)!
  }
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.pattern))
  /** A resource at `path`: its first record's id and edit-page base, if it has records. */
  const resourceAt = async (path: string) => {
    if (!gets.has(`${path}/:id/edit`)) return null
    const { firstId } = await visitOnce(path)
    if (firstId === undefined) return null
    const edit = await visitOnce(`${path}/${firstId}/edit`)
    return { id: firstId, base: harvestBase(edit.props, fields) }
  }

  /**
   * A record under a parent (`/navigate/cases/:caseId/contacts[/:id]`): the parent list's first
   * record and, from the parent's page with that tab open (`?tab=contacts`), its table's first
   * row. Bodies are then sent where the app reads them.
   */
  const childAt = async (pattern: string) => {
    const match = pattern.match(/^(.*)\/:(\w+)\/([\w-]+)(\/:id)?$/)
    if (!match) return null
    const [, parentPath, param, segment] = match
    if (!(await resourceAt(parentPath))) return null
    // The first parent on its list's first page whose tab has a row (not every case has feedback).
    const list = await visitOnce(parentPath)
    const parents = (list.props?.rows ?? [])
      .map((row) => row.id)
      .filter((id): id is number => typeof id === 'number')
    for (const parentId of parents) {
      const page = await visitOnce(`${parentPath}/${parentId}?tab=${segment}`)
      const props = (page.props ?? {}) as Record<string, unknown>
      const table = Object.values(props).find(
        (prop): prop is { rows: { id?: unknown }[] } =>
          typeof prop === 'object' &&
          prop !== null &&
          Array.isArray((prop as { rows?: unknown }).rows)
      )
      const childId = table?.rows.find((row) => typeof row.id === 'number')?.id
      if (typeof childId === 'number') return { params: { [param]: String(parentId) }, childId }
    }
    const first = parents[0]
    return first === undefined ? null : { params: { [param]: String(first) }, childId: undefined }
  }

  for (const route of routes) {
    if (route.params.length > 0) requests.push(...paramRequests(route))
    if (route.method === 'GET') {
      if (route.params.length > 0) continue
      const seen = route.signedOut ? null : await visitOnce(route.pattern)
      requests.push(...queryRequests(route, fields, seen?.offer ?? null))
      targets.push({ route, url: route.pattern, base: {} })
      continue
    }
    // A write: without params it reads a body; with an id only an update does (at a real
    // record), while delete and restore read none.
    let url = route.pattern
    let base: BaseBody = {}
    if (route.params.length === 0) {
      const resource = await resourceAt(route.pattern)
      if (resource) base = resource.base
      else if (gets.has(route.pattern) && !route.signedOut) {
        const page = await visitOnce(route.pattern)
        base = harvestBase(page.props, fields)
      }
    } else if (
      (route.method === 'PUT' || route.method === 'PATCH') &&
      route.params.join() === 'id'
    ) {
      // A record's update (`…/:id`), or a part of it edited on its own page (`…/:id/case-form`):
      // at the resource's first record, the base from the page that edits that part.
      const part = route.pattern.match(/^(.*)\/:id\/[\w-]+$/)
      const resource = await resourceAt(part ? part[1] : route.pattern.replace(/\/:id$/, ''))
      const edited = JSON_RECORDS[route.name]
      if (!resource && edited) {
        // A record edited only through JSON: one of the fuzzer's own.
        url = urlOf(route, { id: String(await edited(admin)) })
        requests.push(...bodyRequests(route, url, fields, {}))
        targets.push({ route, url, base: {} })
        continue
      }
      if (!resource) continue
      url = urlOf(route, { id: String(resource.id) })
      const page = part && gets.has(route.pattern) ? await visitOnce(url) : null
      base = part ? (page ? harvestBase(page.props, fields) : {}) : resource.base
    } else if (NAMED_PARAMS[route.name]) {
      url = urlOf(route, NAMED_PARAMS[route.name])
    } else if (route.method === 'POST' && route.params.length === 1) {
      // A child's store under its parent.
      const child = await childAt(route.pattern)
      if (!child) continue
      url = urlOf(route, child.params)
    } else if (route.method === 'PUT' && route.params.length === 2 && route.params[1] === 'id') {
      // A child's update: its parent's first record's first child.
      const child = await childAt(route.pattern)
      if (!child?.childId) continue
      url = urlOf(route, { ...child.params, id: String(child.childId) })
    } else continue
    requests.push(...bodyRequests(route, url, fields, base))
    targets.push({ route, url, base })
  }
  return { routes, fields, requests, targets }
}
