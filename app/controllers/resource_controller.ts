import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages } from '@adonisjs/inertia/types'
import type {
  LucidModel,
  LucidRow,
  ModelAttributes,
  ModelQueryBuilderContract,
} from '@adonisjs/lucid/types/model'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  readListQuery,
  runList,
  type FilterDefinition,
  type ListDefinition,
} from '#queries/list_query'
import { abilitiesOf } from '#services/access'
import { resourceRequest, type ResourceRequest } from '#resources/resource_request'
import { centerToday } from '#services/center_today'
import type { DayMeta } from '#validators/rules/date_order'
import type { CenterScope } from '#resources/center_scope'
import {
  findInScope,
  findRowInScope,
  parentIdOf,
  scopedList,
  scopedStore,
  type ParentLink,
} from '#resources/scope'
import { TransitionRefused, type ResourceWorkflow } from '#services/workflow'
import { Exception } from '@adonisjs/core/exceptions'
import { renderPage } from '#services/render_page'
import { postedVersion, refuseStaleEdit, versionOf } from '#services/edit_version'
import { VERSION_FIELD } from '#contracts/record_version'
import {
  createRecord,
  RecordGone,
  restoreRecord,
  trashRecord,
  updateRecord,
  WriteRefused,
  type WriteFollower,
  type FoundRecord,
  type WriteGuard,
  type ChildRows,
  type LinkIds,
  type StoredResource,
} from '#services/record_store'
import { guardDelete, readUsage, RecordInUse, restoreRefusal } from '#services/record_usage'
import { usageSubjects, usedByOf } from '#resources/registry'
import type { Reference } from '#resources/registry_references'
import type { RowActionRules } from '#resources/registry_actions'
import type { PermissionSet } from '#permissions/catalogue'
import type { RecordUsage } from '#contracts/record_usage'
import type { ChangePolicy } from '#policies/change_policy'
import type { Lockable, ResourceAbilities } from '#contracts/list'
import { safeReturnPath } from '#contracts/return_to'

type PageName = keyof InertiaPages & string

/** No props beyond the page's own (a resource without `formProps`, `viewProps`, `indexProps`). */
export type NoProps = Record<never, never>

/**
 * A page prefix ('manage/countries') is accepted only when its five pages exist. Their props are
 * typed from here, the other way round: each page reads `InferPageProps<typeof
 * CountriesController, 'edit'>` (app/contracts/page_props.ts), the props this controller's
 * method renders from the definition's own return types (docs/decisions.md, "Typed page props").
 */
export type PagePrefix<P extends string> =
  `${P}/${'index' | 'trash' | 'create' | 'edit' | 'view'}` extends PageName ? P : never

/**
 * Everything that differs between CRUD resources. A resource module declares one of these, and
 * its controller is `class CountriesController extends resourceController(countries) {}`.
 */
export interface ResourceDefinition<
  M extends LucidModel,
  Row,
  Detail,
  Schema extends SchemaTypes,
  P extends string,
  /** The plain row the list reads (ListDefinition). */
  R,
  /** What `formProps` returns (the create and edit pages' props beside the record). */
  F extends object = NoProps,
  /** What `viewProps` returns (the record page's props beside the record). */
  V extends object = NoProps,
  /** What `indexProps` returns (the index page's props beside the list). */
  I extends object = NoProps,
> {
  /**
   * 'manage/countries': pages `<pages>/index|trash|create|edit|view`. Null for a record that
   * lives on its parent's page (a case's contacts: a tab's table and dialogs).
   */
  pages: PagePrefix<P> | null
  /** 'manage.countries': route names `<routes>.index|view|…`. */
  routes: string
  /** How the resource is named in messages: "Country", "ICD code". */
  noun: string
  permissions: PermissionSet
  /** Its form uploads files: resourceRoutes lets store and update read multipart bodies. */
  takesFiles?: boolean
  list: ListDefinition<M, Row, R>
  store: StoredResource<M>
  /**
   * A VineJS validator (`vine.create(...)`); only its validate() is used. Its meta holds the
   * signed-in `userId`, on update the `recordId`, and `today` on the center's clock (the date
   * rules), for rules that depend on them.
   */
  validator: {
    validate(
      data: unknown,
      options?: { meta?: { recordId?: number; userId?: number; parentId?: number } & DayMeta }
    ): Promise<Infer<Schema>>
  }
  /** The input as model attributes; may be async (an uploaded file is stored first). */
  attributes: (
    input: Infer<Schema>,
    request: ResourceRequest
  ) =>
    Partial<ModelAttributes<InstanceType<M>>> | Promise<Partial<ModelAttributes<InstanceType<M>>>>
  /**
   * Why this record may not be deleted by this user (the system role, one's own account), or
   * null. The refusal is flashed as an error and nothing changes; the delete dialog shows it
   * beforehand. Records that use this one declare so in their own `references` instead.
   */
  deleteRefusal?: (
    record: InstanceType<M>,
    request: ResourceRequest
  ) => string | null | Promise<string | null>
  /**
   * The record's many-to-many links from the input, by `store.links` name (a role's
   * capabilities), and who writes them (a new center's first member is its creator). On update
   * it also gets the record, whose own state may decide the links (the
   * system role holds every capability whatever is posted).
   */
  links?: (
    input: Infer<Schema>,
    record: InstanceType<M> | undefined,
    request: ResourceRequest
  ) => LinkIds | Promise<LinkIds>
  /**
   * The record's child rows from the input, by `store.children` name (a provider's contacts):
   * the complete lists, written and logged in the record's transaction.
   */
  children?: (input: Infer<Schema>, request: ResourceRequest) => ChildRows
  toDetail: (record: InstanceType<M>) => Detail
  /** The record's name in flash messages ("Malaysia", "S72.001A"). */
  label: (record: InstanceType<M>) => string
  /**
   * Whether the label already says what the record is ("GOP-KUL-2026-000045"), so messages
   * read "GOP-KUL-2026-000045 approved." rather than "GOP GOP-KUL-2026-000045 approved.".
   */
  labelNamesNoun?: boolean
  /**
   * Extra props the create and edit forms need (dropdown options…); edit passes the record. The
   * request is there for a create form opened for something (a provider's new GOP template).
   */
  formProps?: (record: InstanceType<M> | undefined, request: ResourceRequest) => Promise<F>
  /**
   * Work after a write has committed: files to remove, sessions to end (a disabled user).
   * `before` holds the record's attributes as they were (update, delete and restore); the
   * request tells who wrote it (the user's own session is kept when they set their password).
   */
  afterWrite?: (
    record: InstanceType<M>,
    action: 'create' | 'update' | 'delete' | 'restore',
    before: Record<string, unknown> | undefined,
    request: ResourceRequest
  ) => Promise<void>
  /**
   * What must commit with a write because it concerns someone else (a notification to whom a
   * task is given, to those who approve a new GOP), run in the write's transaction once the row
   * is written: the record as written, its attributes before (undefined on create) and the
   * request. Not `afterWrite`: that runs after the commit, where a crash would lose it.
   */
  writtenWithin?: (
    written: {
      action: 'create' | 'update' | 'delete' | 'restore'
      record: InstanceType<M>
      before: Record<string, unknown> | undefined
    },
    trx: TransactionClientContract,
    request: ResourceRequest
  ) => Promise<void>
  /**
   * Which records the signed-in user sees beyond the route's permission (the accounts of their
   * centers). It narrows the list, the trash and every find, so a record out of sight answers
   * 404 whatever id is sent.
   */
  visibleTo?: (
    query: ModelQueryBuilderContract<M, InstanceType<M>>,
    request: ResourceRequest
  ) => void
  /**
   * The records belong to a center (app/resources/center_scope.ts): lists show the current
   * center's, a record of a center the user is not in answers 404 to every action, one of
   * another of their own centers answers the page that offers to switch there.
   */
  centerScope?: CenterScope
  /**
   * Filters of the list that depend on the signed-in user ("mine"), merged into `list.filters`
   * for each request (app/resources/scope.ts `scopedList`).
   */
  requestFilters?: (request: ResourceRequest) => Record<string, FilterDefinition<M>>
  /** The record lives under another (app/resources/scope.ts ParentLink). */
  parent?: ParentLink
  /**
   * What a write decides inside its own transaction, beside the input: a new case's center, its
   * number from the counter row, who opened it and when; a diagnosis made primary demotes the
   * case's other one first. `record` is undefined on create.
   */
  decidedInside?: (
    input: Infer<Schema>,
    record: InstanceType<M> | undefined,
    trx: TransactionClientContract,
    request: ResourceRequest
  ) => Promise<Partial<ModelAttributes<InstanceType<M>>>>
  /**
   * Rows a new record writes in its creating transaction once it has its id (an RFP's lines,
   * made from what `decidedInside` decided), answered as its activity row records them.
   */
  createdWithin?: (
    id: number,
    input: Infer<Schema>,
    trx: TransactionClientContract,
    request: ResourceRequest
  ) => Promise<Record<string, unknown>>
  /**
   * Why a trashed record may not come back (an RFP whose charge slips another one bills now),
   * decided in the restore's transaction, or null.
   */
  restoreRefusal?: (
    record: InstanceType<M>,
    trx: TransactionClientContract
  ) => Promise<string | null>
  /**
   * The record's status machine (app/services/workflow.ts) and the validator of what its
   * transitions may be given: `POST <path>/:id/transitions/:transition` runs one.
   */
  workflow?: ResourceWorkflow
  /** Props the index page shows beside the list (the cases' status counts). */
  indexProps?: (request: ResourceRequest) => Promise<I>
  /**
   * Which records the signed-in user may change (a Bouncer policy class, see
   * app/policies/change_policy.ts): edit, update, delete and restore of a refused record answer
   * 403 with the reason, and the list and the detail page do not offer them.
   */
  policy?: ChangePolicy<InstanceType<M>>
  /**
   * Refuses input the signed-in user may not submit (roles they may not hand out), beside the
   * fields, after validation and before anything is written. On update it gets the record.
   */
  checkInput?: (
    input: Infer<Schema>,
    record: InstanceType<M> | undefined,
    request: ResourceRequest
  ) => Promise<void>
  /**
   * Props the detail page shows beside the record (a tab's related records, as `user` may),
   * from the record as found: its plain row, its model built only when asked for (`.model`).
   */
  viewProps?: (found: FoundRecord<M>, request: ResourceRequest) => Promise<V>
  /** Loads what the detail page shows beyond the record's own columns (a parent's name…). */
  loadDetail?: (record: InstanceType<M>, request: ResourceRequest) => Promise<InstanceType<M>>
  /**
   * The foreign keys this resource's table holds (and the tables it owns: a user's role_user
   * rows), each naming the table it points at and what a delete there does about these rows
   * (app/resources/registry_references.ts): refused while live rows point at it ("3 members and
   * 2 programs use this client. …"), allowed with a warning the delete dialog shows, or kept out
   * of the decision (history, owned rows). A 'refuse' key also refuses restoring a row whose
   * target is in the trash. The registry turns them round into each target's usage;
   * tests/functional/audit/delete_integrity.spec.ts proves each one and fails on a foreign key
   * nobody declares.
   */
  references?: readonly Reference[]
  /**
   * What a row of its table on a parent's page offers the signed-in user now, beyond Edit and
   * Delete (app/resources/registry_actions.ts): its workflow's transitions, decided per row from
   * the row's own columns, so the page shows exactly the buttons the server accepts.
   */
  rowActions?: RowActionRules<Row>
}

export function resourceController<
  M extends LucidModel,
  Row,
  Detail,
  Schema extends SchemaTypes,
  P extends string,
  R,
  F extends object = NoProps,
  V extends object = NoProps,
  I extends object = NoProps,
>(resource: ResourceDefinition<M, Row, Detail, Schema, P, R, F, V, I>) {
  /** Pages are named from the resource's prefix; PagePrefix proved at compile time they exist. */
  function render<Props extends object>(ctx: HttpContext, page: string, props: Props) {
    // A child resource has no pages and resourceRoutes registers none for it.
    if (!resource.pages) throw new Error(`${resource.noun} has no pages`)
    return renderPage(ctx, `${resource.pages}/${page}` as PageName, props)
  }
  /** Route names are built from the prefix too; resourceRoutes registered exactly these. */
  async function redirectTo(ctx: HttpContext, action: 'index' | 'view', id?: number) {
    // A child record is seen on its parent's page, its tab open.
    const parent = resource.parent
    if (parent) {
      // Back to the parent's page as the user left it (the tab's search and page), else with the
      // tab open. Only a path of that page: this never leaves the site.
      const page = parent.pageOf(parentIdOf(parent, await resourceRequest(ctx)))
      const from = new URL(ctx.request.header('referer') ?? '/', 'http://local')
      const samePage = from.pathname === page.split('?')[0]
      return ctx.response.redirect(samePage ? `${from.pathname}${from.search}` : page)
    }
    const redirect = ctx.response.redirect()
    const toRoute = redirect.toRoute.bind(redirect) as unknown as (
      name: string,
      params: Record<string, number>
    ) => void
    return toRoute(`${resource.routes}.${action}`, id === undefined ? {} : { id })
  }
  /**
   * The request's fields and files, validated (errors flow back beside the fields). The meta
   * tells rules which record is edited, by whom, under which parent, and what day it is.
   */
  async function validate(ctx: HttpContext, recordId?: number) {
    const request = await resourceRequest(ctx)
    const parentId = resource.parent ? parentIdOf(resource.parent, request) : undefined
    return resource.validator.validate(
      { ...ctx.request.all(), ...ctx.request.allFiles() },
      {
        meta: {
          recordId,
          userId: ctx.auth.user?.id,
          parentId,
          today: await centerToday(request.actor.center),
        },
      }
    )
  }
  /** One record in the user's scope (404 / the switch page), live or trashed. */
  const find = (request: ResourceRequest, state: 'live' | 'trashed' = 'live') =>
    findInScope(resource, request, request.ctx.params.id, state)
  /** 403 with the policy's reason when this user may not change the record. */
  async function authorizeChange(ctx: HttpContext, record: InstanceType<M>) {
    if (resource.policy) await ctx.bouncer.with(resource.policy).authorize('change', record)
  }
  /** A page of rows, each refused one carrying why (`locked`), so no action on it is offered. */
  async function lockRows(
    request: ResourceRequest,
    rows: Row[]
  ): Promise<(Row | (Row & Required<Lockable>))[]> {
    if (!resource.policy) return rows
    const ids = rows.map((row) => (row as { id: number }).id)
    const refusals = await resource.policy.refusals(request.actor, ids)
    return rows.map((row) => {
      const locked = refusals.get((row as { id: number }).id)
      return locked ? { ...row, locked } : row
    })
  }
  /**
   * The page's `can` flags, with this record's refusals folded in: the policy's (nothing may
   * change it) and the delete refusal (a case that is no longer pending), so the record's page
   * offers exactly what the server accepts.
   */
  async function recordAbilities(request: ResourceRequest, record: InstanceType<M>) {
    const can: ResourceAbilities = await abilitiesOf(request.user, resource.permissions)
    if (can.delete && resource.deleteRefusal && (await resource.deleteRefusal(record, request))) {
      can.delete = false
    }
    if (!resource.policy) return can
    const id = (record as { $primaryKeyValue?: unknown }).$primaryKeyValue as number
    const refusals = await resource.policy.refusals(request.actor, [id])
    const locked = refusals.get(id)
    return locked ? { ...can, update: false, delete: false, restore: false, locked } : can
  }
  // Without the resource's own, no props: typed as what it would return (F defaults to none).
  const formProps = async (request: ResourceRequest, record?: InstanceType<M>): Promise<F> =>
    resource.formProps ? resource.formProps(record, request) : ({} as F)
  const detailOf = async (request: ResourceRequest, record: InstanceType<M>) =>
    resource.toDetail(resource.loadDetail ? await resource.loadDetail(record, request) : record)
  /**
   * The row's attributes, as the usage checks read them: only `id` and `code`, one-word names
   * the same as their columns.
   */
  const columnsOf = (record: InstanceType<M>) =>
    (record as { $attributes: Record<string, unknown> }).$attributes
  /** What points at this resource's records, as the registry reads every `references`. */
  const usageSubject = {
    noun: resource.noun,
    get usedBy() {
      return usedByOf(resource.store.model.table)
    },
  }
  /** How a record is named in the messages ("Country Malaysia", "GOP-KUL-2026-000045"). */
  const named = (record: InstanceType<M>) =>
    resource.labelNamesNoun ? resource.label(record) : `${resource.noun} ${resource.label(record)}`
  /**
   * What a write checks inside its transaction, on the locked row as it is now (undefined on
   * create), before anything changes: the policy's refusal (approved meanwhile), a delete's own
   * rule, and for an edit the version its form was read at; the parent's refusal (its case
   * closed meanwhile) was decided just before, by `parentWithin` (for a create, here). Decided there, never on what was read before, so a race with a transition or
   * another write ends in one success and one refusal in plain words.
   */
  /** The resource's `writtenWithin` as the store's follower of one action. */
  function followerOf(
    request: ResourceRequest,
    action: 'create' | 'update' | 'delete' | 'restore'
  ): WriteFollower<M> | undefined {
    const within = resource.writtenWithin
    if (!within) return undefined
    return (trx, { record, before }) => within({ action, record, before }, trx, request)
  }
  function guardWithin(
    request: ResourceRequest,
    action: 'create' | 'update' | 'delete' | 'restore',
    version: Date | null = null
  ): WriteGuard<M> {
    return async (trx, current) => {
      // A create has no row to lock: its parent's lock and refusal are all it checks.
      if (!current) return parentWithin(request)(trx)
      const id = (current as { $primaryKeyValue?: unknown }).$primaryKeyValue as number
      const refusals = await resource.policy?.refusals(request.actor, [id], trx)
      const locked = refusals?.get(id)
      if (locked) throw new WriteRefused(locked)
      if (action === 'delete') {
        const refusal = await resource.deleteRefusal?.(current, request)
        if (refusal) throw new WriteRefused(refusal)
      }
      if (action === 'update') {
        await refuseStaleEdit({
          trx,
          current: current as LucidRow,
          version,
          subjectType: resource.store.subjectType,
          noun: resource.noun,
          actor: request.actor,
        })
      }
    }
  }
  /** A write refused inside its transaction, in words that name the record. */
  function refusedWords(record: InstanceType<M>, error: WriteRefused) {
    return error instanceof RecordGone
      ? `${named(record)} was moved to the trash meanwhile; nothing was changed.`
      : error.message
  }
  /**
   * The parent's refusal inside the write's transaction, its row locked before the record's
   * (the store's `before`): a closed case refuses, and every write under a case takes the case
   * first, then the record, so two writes never wait on each other in a circle.
   */
  function parentWithin(request: ResourceRequest) {
    return async (trx: TransactionClientContract) => {
      if (!resource.parent) return
      const parentId = parentIdOf(resource.parent, request)
      const refusal = await resource.parent.refusalWithin(parentId, trx)
      if (refusal) throw new WriteRefused(refusal)
    }
  }
  /** A refused delete or restore: its reason as an error, back where the user was. */
  function refuse(ctx: HttpContext, message: string) {
    ctx.session.flash('error', message)
    return ctx.response.redirect().back()
  }
  /** A list page's props (index or trash): a page of what this user sees, and what they may do. */
  async function listProps(request: ResourceRequest, state: 'live' | 'trashed') {
    const definition = scopedList(resource, request)
    const list = await runList(
      definition,
      await readListQuery(request.ctx.request, definition),
      state
    )
    return {
      ...list,
      rows: await lockRows(request, list.rows),
      can: await abilitiesOf(request.user, resource.permissions),
    }
  }

  /**
   * Nothing is written under a parent that refuses it now (a closed case), in plain words where
   * the user was.
   */
  async function refusedByParent(request: ResourceRequest): Promise<boolean> {
    if (!resource.parent) return false
    const { refusal } = await resource.parent.find(request)
    if (!refusal) return false
    refuse(request.ctx, refusal)
    return true
  }
  /** A new child record points at its parent. */
  function parentAttributes(request: ResourceRequest) {
    const parent = resource.parent
    if (!parent) return {}
    return { [parent.attribute]: parentIdOf(parent, request) } as Partial<
      ModelAttributes<InstanceType<M>>
    >
  }

  /**
   * A center-owned record is created in the center the user works in: without one there is
   * nowhere to put it, said in plain words where they were.
   */
  function refusedWithoutCenter(request: ResourceRequest): boolean {
    if (!resource.centerScope || resource.parent || request.actor.center) return false
    refuse(
      request.ctx,
      `Choose the center you work in (the badge in the top bar) before creating a ${resource.noun.toLowerCase()}.`
    )
    return true
  }

  return class ResourceController {
    async index(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      const extra = resource.indexProps ? await resource.indexProps(request) : ({} as I)
      return render(ctx, 'index', { ...extra, ...(await listProps(request, 'live')) })
    }

    async trash(ctx: HttpContext) {
      return render(ctx, 'trash', await listProps(await resourceRequest(ctx), 'trashed'))
    }

    async create(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      if (refusedWithoutCenter(request)) return
      return render(ctx, 'create', await formProps(request))
    }

    async store(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      if (refusedWithoutCenter(request) || (await refusedByParent(request))) return
      const input = await validate(ctx)
      if (resource.checkInput) await resource.checkInput(input, undefined, request)
      const inside = resource.decidedInside
      const within = resource.createdWithin
      let record: InstanceType<M>
      try {
        record = await createRecord(scopedStore(resource, request), {
          actor: request.actor,
          guard: guardWithin(request, 'create'),
          data: { ...(await resource.attributes(input, request)), ...parentAttributes(request) },
          links: resource.links && (await resource.links(input, undefined, request)),
          children: resource.children?.(input, request),
          decidedInside: inside && ((trx) => inside(input, undefined, trx, request)),
          within: within && ((trx, id) => within(id, input, trx, request)),
          follows: followerOf(request, 'create'),
        })
      } catch (error) {
        if (error instanceof WriteRefused) return refuse(ctx, error.message)
        throw error
      }
      await resource.afterWrite?.(record, 'create', undefined, request)
      ctx.session.flash('success', `${named(record)} created.`)
      // Back to the page that opened the form, when it said so (a client's Programs tab).
      const returnTo = safeReturnPath(ctx.request.input('_return_to'))
      if (returnTo) return ctx.response.redirect(returnTo)
      return redirectTo(ctx, 'view', record.$primaryKeyValue as number)
    }

    async show(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      // As a plain row: the model is built only for what needs it (below, the detail and the
      // abilities of a visit), never for a tab's reload of its own table (bench/README.md).
      const found = await findRowInScope(resource, request, ctx.params.id)
      const extra = resource.viewProps ? await resource.viewProps(found, request) : ({} as V)
      // Read when the response carries them (a visit, or a reload that asks for them), not for
      // a tab's reload of its own table: the record's joined read and its refusals were two
      // statements of a case's tasks tab whose results were thrown away (bench/README.md).
      return render(ctx, 'view', {
        ...extra,
        record: () => detailOf(request, found.model),
        can: () => recordAbilities(request, found.model),
      })
    }

    async edit(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      const record = await find(request)
      await authorizeChange(ctx, record)
      return render(ctx, 'edit', {
        record: await detailOf(request, record),
        // Posted back as `_version` by the form: a save over a newer one is refused, in words.
        version: versionOf(record as LucidRow),
        ...(await formProps(request, record)),
      })
    }

    async update(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      const record = await find(request)
      await authorizeChange(ctx, record)
      if (await refusedByParent(request)) return
      const input = await validate(ctx, record.$primaryKeyValue as number)
      if (resource.checkInput) await resource.checkInput(input, record, request)
      const before = { ...record.$attributes }
      const inside = resource.decidedInside
      let saved: InstanceType<M>
      try {
        saved = await updateRecord(scopedStore(resource, request), record, {
          actor: request.actor,
          before: parentWithin(request),
          guard: guardWithin(request, 'update', postedVersion(ctx.request.input(VERSION_FIELD))),
          data: await resource.attributes(input, request),
          links: resource.links && (await resource.links(input, record, request)),
          children: resource.children?.(input, request),
          decidedInside: inside && ((trx) => inside(input, record, trx, request)),
          follows: followerOf(request, 'update'),
        })
      } catch (error) {
        if (!(error instanceof WriteRefused)) throw error
        // The record can no longer be edited (approved, trashed, its case closed meanwhile): its
        // page says why; the edit form would only answer the same refusal.
        ctx.session.flash('error', refusedWords(record, error))
        return error instanceof RecordGone
          ? redirectTo(ctx, 'index')
          : redirectTo(ctx, 'view', record.$primaryKeyValue as number)
      }
      await resource.afterWrite?.(saved, 'update', before, request)
      ctx.session.flash('success', `${named(saved)} saved.`)
      // Back to the page whose form it was, when it said so (a case's member-details tab).
      const returnTo = safeReturnPath(ctx.request.input('_return_to'))
      if (returnTo) return ctx.response.redirect(returnTo)
      return redirectTo(ctx, 'view', record.$primaryKeyValue as number)
    }

    /**
     * What the delete dialog shows before a delete (JSON): the refusal the delete would get
     * (the resource's own rule, or the live records that use it) and what deleting does to the
     * records that use it. The delete decides again by the same rules.
     */
    async usage(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      const record = await find(request)
      const { locked } = await recordAbilities(request, record)
      const own = locked ?? (await resource.deleteRefusal?.(record, request)) ?? null
      const usage = await readUsage(usageSubject, columnsOf(record))
      const answer: RecordUsage = { refusal: own ?? usage.refusal, warnings: usage.warnings }
      return ctx.response.json(answer)
    }

    async destroy(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      const found = await find(request)
      await authorizeChange(ctx, found)
      if (await refusedByParent(request)) return
      const refusal = (await resource.deleteRefusal?.(found, request)) ?? null
      if (refusal) return refuse(ctx, refusal)
      let record: InstanceType<M>
      try {
        // Live records that use it refuse the delete, counted in its transaction with the row
        // locked; settings that drop it are cleared there too.
        const own = guardWithin(request, 'delete')
        record = await trashRecord(scopedStore(resource, request), found, {
          actor: request.actor,
          before: parentWithin(request),
          guard: async (trx, current) => {
            await own(trx, current)
            await guardDelete(usageSubject, columnsOf(found), trx, request.actor)
          },
          follows: followerOf(request, 'delete'),
        })
      } catch (error) {
        if (error instanceof WriteRefused) return refuse(ctx, refusedWords(found, error))
        throw error
      }
      await resource.afterWrite?.(record, 'delete', undefined, request)
      ctx.session.flash('success', `${named(record)} moved to the trash.`)
      // Back to where the user was (a filtered, paged list keeps its place), unless that was the
      // deleted record's own page, which now answers 404.
      // Only the path and query of the referrer are used, so this never leaves the site.
      const from = new URL(ctx.request.header('referer') ?? '/', 'http://local')
      const own = ctx.request.url()
      const ownPage = from.pathname === own || from.pathname.startsWith(`${own}/`)
      if (ownPage || from.pathname === '/') return redirectTo(ctx, 'index')
      return ctx.response.redirect(`${from.pathname}${from.search}`)
    }

    /**
     * One transition of the record's workflow: found in the user's scope (404, or the switch
     * page), the transition's permission (403), its required input beside the fields, a refusal
     * of the state or a guard in plain words, else moved and logged in one transaction.
     */
    async transition(ctx: HttpContext) {
      const notFound = new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
      const workflow = resource.workflow
      const name = String(ctx.params.transition)
      if (!workflow?.names.includes(name)) throw notFound
      const request = await resourceRequest(ctx)
      const record = await find(request)
      const id = record.$primaryKeyValue as number
      let done: string | null
      try {
        done = await workflow.run(name, id, ctx.request.all(), request.actor)
      } catch (error) {
        if (error instanceof TransitionRefused) return refuse(ctx, error.message)
        throw error
      }
      if (done === null) throw notFound
      ctx.session.flash('success', `${named(record)} ${done}.`)
      // Back to the record's page as the user left it (the tab they were on).
      const from = new URL(ctx.request.header('referer') ?? '/', 'http://local')
      const own = ctx.request.url().replace(/\/transitions\/[^/]+$/, '')
      if (from.pathname === own) return ctx.response.redirect(`${from.pathname}${from.search}`)
      return redirectTo(ctx, 'view', id)
    }

    async restore(ctx: HttpContext) {
      const request = await resourceRequest(ctx)
      const found = await find(request, 'trashed')
      await authorizeChange(ctx, found)
      if (await refusedByParent(request)) return
      let record: InstanceType<M>
      try {
        // A record it needs in the trash (a program's client) refuses the restore: nothing
        // live may point at a trashed record through a relation that refuses deletes.
        const own = guardWithin(request, 'restore')
        record = await restoreRecord(scopedStore(resource, request), found, {
          actor: request.actor,
          before: parentWithin(request),
          guard: async (trx, current) => {
            await own(trx, current)
            const refusal =
              (await restoreRefusal(
                usageSubjects(),
                resource.store.model.table,
                found.$primaryKeyValue as number,
                resource.noun,
                trx
              )) ?? (await resource.restoreRefusal?.(found, trx))
            if (refusal) throw new RecordInUse(refusal)
          },
          follows: followerOf(request, 'restore'),
        })
      } catch (error) {
        if (error instanceof WriteRefused) return refuse(ctx, refusedWords(found, error))
        throw error
      }
      await resource.afterWrite?.(record, 'restore', undefined, request)
      ctx.session.flash('success', `${named(record)} restored.`)
      // Back to the trash, so several records can be restored in a row.
      return ctx.response.redirect().back()
    }
  }
}
