import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages } from '@adonisjs/inertia/types'
import type {
  LucidModel,
  ModelAttributes,
  ModelQueryBuilderContract,
} from '@adonisjs/lucid/types/model'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { readListQuery, runList, type ListDefinition } from '#queries/list_query'
import { abilitiesOf, actorOf, type Actor } from '#services/access'
import { renderPage } from '#services/render_page'
import {
  createRecord,
  findLive,
  findTrashed,
  restoreRecord,
  trashRecord,
  updateRecord,
  type ChildRows,
  type LinkIds,
  type StoredResource,
} from '#services/record_store'
import {
  guardDelete,
  readUsage,
  RecordInUse,
  restoreRefusal,
  type UsedBy,
} from '#services/record_usage'
import { usageSubjects } from '#resources/registry'
import type { PermissionSet } from '#permissions/catalogue'
import type { RecordUsage } from '#contracts/record_usage'
import type { ChangePolicy } from '#policies/change_policy'
import type { Lockable, ResourceAbilities } from '#contracts/list'
import { safeReturnPath } from '#contracts/return_to'
import type User from '#models/user'

type PageName = keyof InertiaPages & string

/**
 * A page prefix ('manage/countries') is accepted only when its five pages exist. Prop shapes are
 * not compared: the server program sees the client pages' props as `any` until the client
 * project's declarations are built (see docs/decisions.md).
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
> {
  /** 'manage/countries': pages `<pages>/index|trash|create|edit|view`. */
  pages: PagePrefix<P>
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
   * signed-in `userId`, and on update the `recordId`, for rules that depend on them.
   */
  validator: {
    validate(
      data: unknown,
      options?: { meta?: { recordId?: number; userId?: number } }
    ): Promise<Infer<Schema>>
  }
  /** The input as model attributes; may be async (an uploaded file is stored first). */
  attributes: (
    input: Infer<Schema>
  ) =>
    Partial<ModelAttributes<InstanceType<M>>> | Promise<Partial<ModelAttributes<InstanceType<M>>>>
  /**
   * Why this record may not be deleted by this user (the system role, one's own account), or
   * null. The refusal is flashed as an error and nothing changes; the delete dialog shows it
   * beforehand. Records that use this one are declared in `usedBy` instead.
   */
  deleteRefusal?: (
    record: InstanceType<M>,
    user: User | undefined
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
    actor: Actor
  ) => LinkIds | Promise<LinkIds>
  /**
   * The record's child rows from the input, by `store.children` name (a provider's contacts):
   * the complete lists, written and logged in the record's transaction.
   */
  children?: (input: Infer<Schema>) => ChildRows
  toDetail: (record: InstanceType<M>) => Detail
  /** The record's name in flash messages ("Malaysia", "S72.001A"). */
  label: (record: InstanceType<M>) => string
  /**
   * Extra props the create and edit forms need (dropdown options…); edit passes the record. The
   * request is there for a create form opened for something (a provider's new GOP template).
   */
  formProps?: (
    record: InstanceType<M> | undefined,
    ctx: HttpContext
  ) => Promise<Record<string, unknown>>
  /**
   * Work after a write has committed: files to remove, sessions to end (a disabled user).
   * `before` holds the record's attributes as they were (update, delete and restore); the
   * request tells who wrote it (the user's own session is kept when they set their password).
   */
  afterWrite?: (
    record: InstanceType<M>,
    action: 'create' | 'update' | 'delete' | 'restore',
    before: Record<string, unknown> | undefined,
    ctx: HttpContext
  ) => Promise<void>
  /**
   * Which records the signed-in user sees beyond the route's permission (the accounts of their
   * centers). It narrows the list, the trash and every find, so a record out of sight answers
   * 404 whatever id is sent.
   */
  visibleTo?: (query: ModelQueryBuilderContract<M, InstanceType<M>>, actor: Actor) => void
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
  checkInput?: (input: Infer<Schema>, actor: Actor, record?: InstanceType<M>) => Promise<void>
  /** Props the detail page shows beside the record (a tab's related records, as `user` may). */
  viewProps?: (record: InstanceType<M>, user: User | undefined) => Promise<Record<string, unknown>>
  /** Loads what the detail page shows beyond the record's own columns (a parent's name…). */
  loadDetail?: (record: InstanceType<M>) => Promise<InstanceType<M>>
  /**
   * Every foreign key and setting that points at this resource's records, with what a delete
   * does about it (app/services/record_usage.ts): refused while live records use it ("3
   * members and 2 programs use this client. …"), allowed with a warning the delete dialog shows,
   * or kept out of the decision (history, owned rows). 'refuse' relations also refuse restoring
   * a record whose target is in the trash. tests/functional/audit/delete_integrity.spec.ts
   * proves each entry and fails on a foreign key no resource declares.
   */
  usedBy?: readonly UsedBy[]
}

export function resourceController<
  M extends LucidModel,
  Row,
  Detail,
  Schema extends SchemaTypes,
  P extends string,
  R,
>(resource: ResourceDefinition<M, Row, Detail, Schema, P, R>) {
  /** Pages are named from the resource's prefix; PagePrefix proved at compile time they exist. */
  function render(ctx: HttpContext, page: string, props: Record<string, unknown>) {
    return renderPage(ctx, `${resource.pages}/${page}` as keyof InertiaPages & string, props)
  }
  /** Route names are built from the prefix too; resourceRoutes registered exactly these. */
  function redirectTo(ctx: HttpContext, action: 'index' | 'view', id?: number) {
    const redirect = ctx.response.redirect()
    const toRoute = redirect.toRoute.bind(redirect) as unknown as (
      name: string,
      params: Record<string, number>
    ) => void
    return toRoute(`${resource.routes}.${action}`, id === undefined ? {} : { id })
  }
  /** The request's fields and files, validated (errors flow back beside the fields). */
  function validate(ctx: HttpContext, recordId?: number) {
    return resource.validator.validate(
      { ...ctx.request.all(), ...ctx.request.allFiles() },
      { meta: { recordId, userId: ctx.auth.user?.id } }
    )
  }
  /** The signed-in user (every resource route is behind `auth`), as the access rules see them. */
  const actor = (ctx: HttpContext) => actorOf(ctx.auth.getUserOrFail())
  /** The resource's store, narrowed to what this user may see (another center's id → 404). */
  async function visibleStore(ctx: HttpContext) {
    const visibleTo = resource.visibleTo
    if (!visibleTo) return resource.store
    const who = await actor(ctx)
    return {
      ...resource.store,
      scope: (query: ReturnType<M['query']>) => {
        resource.store.scope?.(query)
        visibleTo(query as ModelQueryBuilderContract<M, InstanceType<M>>, who)
      },
    }
  }
  /** The list, narrowed the same way. */
  async function visibleList(ctx: HttpContext): Promise<ListDefinition<M, Row, R>> {
    const visibleTo = resource.visibleTo
    if (!visibleTo) return resource.list
    const who = await actor(ctx)
    return {
      ...resource.list,
      scope: (query) => {
        resource.list.scope?.(query)
        visibleTo(query, who)
      },
    }
  }
  /** 403 with the policy's reason when this user may not change the record. */
  async function authorizeChange(ctx: HttpContext, record: InstanceType<M>) {
    if (resource.policy) await ctx.bouncer.with(resource.policy).authorize('change', record)
  }
  /** A page of rows, each refused one carrying why (`locked`), so no action on it is offered. */
  async function lockRows(
    ctx: HttpContext,
    rows: Row[]
  ): Promise<(Row | (Row & Required<Lockable>))[]> {
    if (!resource.policy) return rows
    const ids = rows.map((row) => (row as { id: number }).id)
    const refusals = await resource.policy.refusals(await actor(ctx), ids)
    return rows.map((row) => {
      const locked = refusals.get((row as { id: number }).id)
      return locked ? { ...row, locked } : row
    })
  }
  /** The page's `can` flags, with this record's refusal folded in. */
  async function recordAbilities(ctx: HttpContext, record: InstanceType<M>) {
    const can: ResourceAbilities = await abilitiesOf(ctx.auth.user, resource.permissions)
    if (!resource.policy) return can
    const id = (record as { $primaryKeyValue?: unknown }).$primaryKeyValue as number
    const refusals = await resource.policy.refusals(await actor(ctx), [id])
    const locked = refusals.get(id)
    return locked ? { ...can, update: false, delete: false, restore: false, locked } : can
  }
  const formProps = async (ctx: HttpContext, record?: InstanceType<M>) =>
    resource.formProps ? resource.formProps(record, ctx) : {}
  const detailOf = async (record: InstanceType<M>) =>
    resource.toDetail(resource.loadDetail ? await resource.loadDetail(record) : record)
  /**
   * The row's attributes, as the usage checks read them: only `id` and `code`, one-word names
   * the same as their columns.
   */
  const columnsOf = (record: InstanceType<M>) =>
    (record as { $attributes: Record<string, unknown> }).$attributes
  const usageSubject = { noun: resource.noun, usedBy: resource.usedBy ?? [] }
  /** A refused delete or restore: its reason as an error, back where the user was. */
  function refuse(ctx: HttpContext, message: string) {
    ctx.session.flash('error', message)
    return ctx.response.redirect().back()
  }

  return class ResourceController {
    async index(ctx: HttpContext) {
      const list = await runList(await visibleList(ctx), await readListQuery(ctx.request))
      return render(ctx, 'index', {
        ...list,
        rows: await lockRows(ctx, list.rows),
        can: await abilitiesOf(ctx.auth.user, resource.permissions),
      })
    }

    async trash(ctx: HttpContext) {
      const list = await runList(
        await visibleList(ctx),
        await readListQuery(ctx.request),
        'trashed'
      )
      return render(ctx, 'trash', {
        ...list,
        rows: await lockRows(ctx, list.rows),
        can: await abilitiesOf(ctx.auth.user, resource.permissions),
      })
    }

    async create(ctx: HttpContext) {
      return render(ctx, 'create', await formProps(ctx))
    }

    async store(ctx: HttpContext) {
      const input = await validate(ctx)
      if (resource.checkInput) await resource.checkInput(input, await actor(ctx))
      const record = await createRecord(
        resource.store,
        await resource.attributes(input),
        resource.links && (await resource.links(input, undefined, await actor(ctx))),
        resource.children?.(input)
      )
      await resource.afterWrite?.(record, 'create', undefined, ctx)
      ctx.session.flash('success', `${resource.noun} ${resource.label(record)} created.`)
      // Back to the page that opened the form, when it said so (a client's Programs tab).
      const returnTo = safeReturnPath(ctx.request.input('_return_to'))
      if (returnTo) return ctx.response.redirect(returnTo)
      return redirectTo(ctx, 'view', record.$primaryKeyValue as number)
    }

    async show(ctx: HttpContext) {
      const record = await findLive(await visibleStore(ctx), ctx.params.id)
      const can = await recordAbilities(ctx, record)
      const extra = resource.viewProps ? await resource.viewProps(record, ctx.auth.user) : {}
      return render(ctx, 'view', { ...extra, record: await detailOf(record), can })
    }

    async edit(ctx: HttpContext) {
      const record = await findLive(await visibleStore(ctx), ctx.params.id)
      await authorizeChange(ctx, record)
      return render(ctx, 'edit', {
        record: await detailOf(record),
        ...(await formProps(ctx, record)),
      })
    }

    async update(ctx: HttpContext) {
      const record = await findLive(await visibleStore(ctx), ctx.params.id)
      await authorizeChange(ctx, record)
      const input = await validate(ctx, record.$primaryKeyValue as number)
      if (resource.checkInput) await resource.checkInput(input, await actor(ctx), record)
      const before = { ...record.$attributes }
      await updateRecord(
        resource.store,
        record,
        await resource.attributes(input),
        resource.links && (await resource.links(input, record, await actor(ctx))),
        resource.children?.(input)
      )
      await resource.afterWrite?.(record, 'update', before, ctx)
      ctx.session.flash('success', `${resource.noun} ${resource.label(record)} saved.`)
      return redirectTo(ctx, 'view', record.$primaryKeyValue as number)
    }

    /**
     * What the delete dialog shows before a delete (JSON): the refusal the delete would get
     * (the resource's own rule, or the live records that use it) and what deleting does to the
     * records that use it. The delete decides again by the same rules.
     */
    async usage(ctx: HttpContext) {
      const record = await findLive(await visibleStore(ctx), ctx.params.id)
      const { locked } = await recordAbilities(ctx, record)
      const own = locked ?? (await resource.deleteRefusal?.(record, ctx.auth.user)) ?? null
      const usage = await readUsage(usageSubject, columnsOf(record))
      const answer: RecordUsage = { refusal: own ?? usage.refusal, warnings: usage.warnings }
      return ctx.response.json(answer)
    }

    async destroy(ctx: HttpContext) {
      const found = await findLive(await visibleStore(ctx), ctx.params.id)
      await authorizeChange(ctx, found)
      const refusal = (await resource.deleteRefusal?.(found, ctx.auth.user)) ?? null
      if (refusal) return refuse(ctx, refusal)
      let record: InstanceType<M>
      try {
        // Live records that use it refuse the delete, counted in its transaction with the row
        // locked; settings that drop it are cleared there too.
        record = await trashRecord(resource.store, found, (trx) =>
          guardDelete(usageSubject, columnsOf(found), trx)
        )
      } catch (error) {
        if (error instanceof RecordInUse) return refuse(ctx, error.message)
        throw error
      }
      await resource.afterWrite?.(record, 'delete', undefined, ctx)
      ctx.session.flash('success', `${resource.noun} ${resource.label(record)} moved to the trash.`)
      // Back to where the user was (a filtered, paged list keeps its place), unless that was the
      // deleted record's own page, which now answers 404.
      // Only the path and query of the referrer are used, so this never leaves the site.
      const from = new URL(ctx.request.header('referer') ?? '/', 'http://local')
      const own = ctx.request.url()
      const ownPage = from.pathname === own || from.pathname.startsWith(`${own}/`)
      if (ownPage || from.pathname === '/') return redirectTo(ctx, 'index')
      return ctx.response.redirect(`${from.pathname}${from.search}`)
    }

    async restore(ctx: HttpContext) {
      const found = await findTrashed(await visibleStore(ctx), ctx.params.id)
      await authorizeChange(ctx, found)
      let record: InstanceType<M>
      try {
        // A record it needs in the trash (a program's client) refuses the restore: nothing
        // live may point at a trashed record through a relation that refuses deletes.
        record = await restoreRecord(resource.store, found, async (trx) => {
          const refusal = await restoreRefusal(
            usageSubjects(),
            resource.store.model.table,
            found.$primaryKeyValue as number,
            resource.noun,
            trx
          )
          if (refusal) throw new RecordInUse(refusal)
        })
      } catch (error) {
        if (error instanceof RecordInUse) return refuse(ctx, error.message)
        throw error
      }
      await resource.afterWrite?.(record, 'restore', undefined, ctx)
      ctx.session.flash('success', `${resource.noun} ${resource.label(record)} restored.`)
      // Back to the trash, so several records can be restored in a row.
      return ctx.response.redirect().back()
    }
  }
}
