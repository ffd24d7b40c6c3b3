import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { findRow, type FoundRecord, type StoredResource } from '#services/record_store'
import {
  readListQuery,
  runList,
  type FilterDefinition,
  type ListDefinition,
} from '#queries/list_query'
import { guardCurrentCenter, listCenters, type CenterScope } from '#resources/center_scope'
import type { ResourceRequest } from '#resources/resource_request'
import { asRecordId } from '#validators/rules/record_id'
import type { Refusals } from '#policies/change_policy'
import type { Lockable } from '#contracts/list'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PermissionSet } from '#permissions/catalogue'
import { decideRowActions, type RowActionRules } from '#resources/registry_actions'
import { versionedList } from '#services/edit_version'
import type { Versioned } from '#contracts/record_version'

/**
 * A record that lives under another (a case's contact under its case): the parent is found in
 * the user's scope first (404, or the switch-center page), every find and list is narrowed to
 * it, a new record gets its id, writes are refused in plain words while the parent says so (a
 * closed case), and after a write the user goes back to the parent's page.
 */
export interface ParentLink {
  /** The route param holding the parent's id ('caseId'), and the parent's table ('cases'). */
  param: string
  table: string
  /** This table's column pointing at the parent ('case_contacts.case_id') and its attribute. */
  column: string
  attribute: string
  /** The parent, found in the user's scope (throws 404 or the switch page), and any refusal. */
  find: (request: ResourceRequest) => Promise<{ id: number; refusal: string | null }>
  /**
   * The parent's refusal as it is now, inside a write's transaction, its row locked so that it
   * cannot change (a case closed) until the write has committed: a close racing a new task ends
   * with one of them refused.
   */
  refusalWithin: (parentId: number, trx: TransactionClientContract) => Promise<string | null>
  /** The parent's page with this resource's tab open. */
  pageOf: (parentId: number) => string
  /** The key this resource's table reads its list query under (`contacts[page]=2`). */
  listKey: string
}

/** What finding a resource's records in the user's scope needs to know about it. */
export interface ScopedResource<M extends LucidModel> {
  noun: string
  store: StoredResource<M>
  visibleTo?: (
    query: ModelQueryBuilderContract<M, InstanceType<M>>,
    request: ResourceRequest
  ) => void
  centerScope?: CenterScope
  parent?: ParentLink
  /**
   * Filters of its list that depend on who asks ("mine": the signed-in user's cases), merged
   * into the list's own by `scopedList`. A list definition's filters see only their values, and
   * the list is also replayed from a plain query (app/queries/list_stream.ts), so what needs the
   * request is declared here, beside the other narrowings that do.
   */
  requestFilters?: (request: ResourceRequest) => Record<string, FilterDefinition<M>>
}

/** The parent's id as the route gave it (route matchers already refused anything else). */
export function parentIdOf(parent: ParentLink, request: ResourceRequest): number {
  return asRecordId(request.params[parent.param]) ?? 0
}

type WhereColumn = { where(column: string, value: number): unknown }

/**
 * The resource's store as any writer uses it (a request, a job, a webhook): it knows which
 * center a record belongs to, so the activity log records the record's center.
 */
export function centeredStore<M extends LucidModel>(
  resource: Pick<ScopedResource<M>, 'store' | 'centerScope'>
): StoredResource<M> {
  const { centerScope } = resource
  if (!centerScope) return resource.store
  return {
    ...resource.store,
    centerOf: (record, trx) => centerScope.centerOf(record as LucidRow, trx),
  }
}

/**
 * The resource's store for finding one record: narrowed to what this user may see (the accounts
 * of their centers; the records of their centers; the children of this parent), so any other
 * id answers 404.
 */
export function scopedStore<M extends LucidModel>(
  resource: ScopedResource<M>,
  request: ResourceRequest
): StoredResource<M> {
  const { visibleTo, centerScope, parent } = resource
  if (!visibleTo && !centerScope && !parent) return resource.store
  return {
    ...centeredStore(resource),
    scope: (query: ReturnType<M['query']>) => {
      resource.store.scope?.(query)
      visibleTo?.(query as ModelQueryBuilderContract<M, InstanceType<M>>, request)
      centerScope?.narrow(query, request.actor.centerIds)
      if (parent) (query as WhereColumn).where(parent.column, parentIdOf(parent, request))
    },
  }
}

/**
 * Where the switch-center page goes after switching: the page asked for, or for a write the
 * page it was sent from (only its path and query: this never leaves the site).
 */
function switchTarget(ctx: HttpContext) {
  if (ctx.request.method() === 'GET') return ctx.request.url(true)
  const from = new URL(ctx.request.header('referer') ?? '/', 'http://local')
  return `${from.pathname}${from.search}`
}

/**
 * One live (or trashed) record this user may see, held to the current center: a record of
 * another of the user's centers answers the page that offers to switch. A child's parent is
 * found the same way first.
 */
export async function findInScope<M extends LucidModel>(
  resource: ScopedResource<M>,
  request: ResourceRequest,
  id: unknown,
  state: 'live' | 'trashed' = 'live'
): Promise<InstanceType<M>> {
  const found = await findRowInScope(resource, request, id, state)
  return found.model
}

/**
 * The same find, the record as its plain row (the model built only if asked): a record's page,
 * whose tab reloads read its id and a column or two.
 */
export async function findRowInScope<M extends LucidModel>(
  resource: ScopedResource<M>,
  request: ResourceRequest,
  id: unknown,
  state: 'live' | 'trashed' = 'live'
): Promise<FoundRecord<M>> {
  if (resource.parent) await resource.parent.find(request)
  const found = await findRow(scopedStore(resource, request), id, state)
  if (resource.centerScope) {
    await guardCurrentCenter(
      resource.centerScope,
      found,
      request.actor,
      resource.noun,
      switchTarget(request.ctx)
    )
  }
  return found
}

/** The list, narrowed the same way, to the current center's rows, and to the parent's. */
export function scopedList<M extends LucidModel, Row, R>(
  resource: ScopedResource<M> & { list: ListDefinition<M, Row, R> },
  request: ResourceRequest
): ListDefinition<M, Row, R> {
  const { visibleTo, centerScope, parent, requestFilters } = resource
  if (!visibleTo && !centerScope && !parent && !requestFilters) return resource.list
  const { total } = resource.list
  return {
    ...resource.list,
    // A center's own list hears of its rows' changes; a parent's table is its page's to follow.
    ...(centerScope && !parent ? { live: [tableOfModel(resource.list.model)] } : {}),
    ...(requestFilters
      ? { filters: { ...resource.list.filters, ...requestFilters(request) } }
      : {}),
    scope: (query) => {
      resource.list.scope?.(query)
      visibleTo?.(query, request)
      centerScope?.narrow(query, listCenters(request.actor))
      if (parent) query.where(parent.column, parentIdOf(parent, request))
    },
    // A total told without counting must know the same narrowing: the centers shown. (A list
    // whose rows are narrowed further, to a parent or to what a user may see, is counted.)
    ...(total
      ? {
          total: (context) =>
            parent || visibleTo
              ? Promise.resolve(null)
              : total({
                  ...context,
                  ...(centerScope ? { centers: listCenters(request.actor) } : {}),
                }),
        }
      : {}),
  }
}

/** The model's table (set when the model boots, which a list read first may not have done). */
function tableOfModel(model: LucidModel): string {
  model.boot()
  return model.table
}

/** A parent as its page found it: its id, and why it refuses writes now (a closed case). */
export interface FoundParent {
  id: number
  refusal: string | null
}

/**
 * A child resource's table on its parent's page (a case's contacts tab): the parent's own
 * records only, its query read under the resource's own key so two tables on one page keep
 * their own search, sort and page. The parent was found by the page that asks. Each row carries
 * what the user may do to it now and the table what it offers beside its rows (`actions`,
 * app/resources/registry_actions.ts), decided here from the rows, the user's permissions and
 * the parent's state, so the tab draws exactly the buttons the server accepts.
 */
export async function childListPage<M extends LucidModel, Row extends { id: number }, R>(
  resource: ScopedResource<M> & {
    list: ListDefinition<M, Row, R>
    parent: ParentLink
    permissions: PermissionSet
    policy?: { refusals: Refusals }
    rowActions?: RowActionRules<Row>
  },
  request: ResourceRequest,
  parent: FoundParent
) {
  // Asked from the parent's own page, whose route names the parent `id`, not `caseId`.
  const asChild = { ...request, params: { ...request.params, [resource.parent.param]: parent.id } }
  // Each row with the version its dialog posts back (a save over a newer one is refused).
  const definition = versionedList(scopedList(resource, asChild))
  const page = await runList(
    definition,
    await readListQuery(request.ctx.request, definition, resource.parent.listKey)
  )
  // Rows the resource's policy refuses to change carry the reason (`locked`), as an index's do;
  // read once for the page.
  const refusals = resource.policy
    ? await resource.policy.refusals(
        request.actor,
        page.rows.map((row) => row.id)
      )
    : null
  const rows = refusals
    ? page.rows.map((row): Row & Versioned & Lockable => {
        const locked = refusals.get(row.id)
        return locked ? { ...row, locked } : row
      })
    : page.rows
  const decided = await decideRowActions(resource, request, rows, parent.refusal)
  // Inside another page's props nothing resolves a lazy prop: the table's capabilities are read
  // with it (the tab reloads only itself, so they are asked for when the table is).
  return { ...page, rows: decided.rows, actions: decided.actions, list: await page.list() }
}
