import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages } from '@adonisjs/inertia/types'
import type { LucidModel, ModelAttributes } from '@adonisjs/lucid/types/model'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { readListQuery, runList, type ListDefinition } from '#queries/list_query'
import { abilitiesOf } from '#services/access'
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
import type { PermissionSet } from '#permissions/catalogue'
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
> {
  /** 'manage/countries': pages `<pages>/index|trash|create|edit|view`. */
  pages: PagePrefix<P>
  /** 'manage.countries': route names `<routes>.index|view|…`. */
  routes: string
  /** How the resource is named in messages: "Country", "ICD code". */
  noun: string
  permissions: PermissionSet
  list: ListDefinition<M, Row>
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
   * Why this record may not be deleted by this user (the system role, one's own account, a
   * principal member with dependants), or null. The refusal is flashed as an error and nothing
   * changes.
   */
  deleteRefusal?: (
    record: InstanceType<M>,
    user: User | undefined
  ) => string | null | Promise<string | null>
  /**
   * The record's many-to-many links from the input, by `store.links` name (a role's
   * capabilities). On update it also gets the record, whose own state may decide the links (the
   * system role holds every capability whatever is posted).
   */
  links?: (input: Infer<Schema>, record?: InstanceType<M>) => LinkIds | Promise<LinkIds>
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
  formProps?: (record?: InstanceType<M>, ctx?: HttpContext) => Promise<Record<string, unknown>>
  /**
   * Work after a write has committed: files to remove, sessions to end (a disabled user).
   * `before` holds the record's attributes as they were (update, delete and restore).
   */
  afterWrite?: (
    record: InstanceType<M>,
    action: 'create' | 'update' | 'delete' | 'restore',
    before?: Record<string, unknown>
  ) => Promise<void>
  /** Props the detail page shows beside the record (a tab's related records, as `user` may). */
  viewProps?: (record: InstanceType<M>, user: User | undefined) => Promise<Record<string, unknown>>
  /** Loads what the detail page shows beyond the record's own columns (a parent's name…). */
  loadDetail?: (record: InstanceType<M>) => Promise<InstanceType<M>>
}

export function resourceController<
  M extends LucidModel,
  Row,
  Detail,
  Schema extends SchemaTypes,
  P extends string,
>(resource: ResourceDefinition<M, Row, Detail, Schema, P>) {
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
  const formProps = async (ctx: HttpContext, record?: InstanceType<M>) =>
    resource.formProps ? resource.formProps(record, ctx) : {}
  const detailOf = async (record: InstanceType<M>) =>
    resource.toDetail(resource.loadDetail ? await resource.loadDetail(record) : record)

  return class ResourceController {
    async index(ctx: HttpContext) {
      const list = await runList(resource.list, await readListQuery(ctx.request))
      return render(ctx, 'index', {
        ...list,
        can: await abilitiesOf(ctx.auth.user, resource.permissions),
      })
    }

    async trash(ctx: HttpContext) {
      const list = await runList(resource.list, await readListQuery(ctx.request), 'trashed')
      return render(ctx, 'trash', {
        ...list,
        can: await abilitiesOf(ctx.auth.user, resource.permissions),
      })
    }

    async create(ctx: HttpContext) {
      return render(ctx, 'create', await formProps(ctx))
    }

    async store(ctx: HttpContext) {
      const input = await validate(ctx)
      const record = await createRecord(
        resource.store,
        await resource.attributes(input),
        await resource.links?.(input),
        resource.children?.(input)
      )
      await resource.afterWrite?.(record, 'create')
      ctx.session.flash('success', `${resource.noun} ${resource.label(record)} created.`)
      return redirectTo(ctx, 'view', record.$primaryKeyValue as number)
    }

    async show(ctx: HttpContext) {
      const record = await findLive(resource.store, ctx.params.id)
      const can = await abilitiesOf(ctx.auth.user, resource.permissions)
      const extra = resource.viewProps ? await resource.viewProps(record, ctx.auth.user) : {}
      return render(ctx, 'view', { ...extra, record: await detailOf(record), can })
    }

    async edit(ctx: HttpContext) {
      const record = await findLive(resource.store, ctx.params.id)
      return render(ctx, 'edit', {
        record: await detailOf(record),
        ...(await formProps(ctx, record)),
      })
    }

    async update(ctx: HttpContext) {
      const record = await findLive(resource.store, ctx.params.id)
      const input = await validate(ctx, record.$primaryKeyValue as number)
      const before = { ...record.$attributes }
      await updateRecord(
        resource.store,
        record,
        await resource.attributes(input),
        await resource.links?.(input, record),
        resource.children?.(input)
      )
      await resource.afterWrite?.(record, 'update', before)
      ctx.session.flash('success', `${resource.noun} ${resource.label(record)} saved.`)
      return redirectTo(ctx, 'view', record.$primaryKeyValue as number)
    }

    async destroy(ctx: HttpContext) {
      const found = await findLive(resource.store, ctx.params.id)
      const refusal = (await resource.deleteRefusal?.(found, ctx.auth.user)) ?? null
      if (refusal) {
        ctx.session.flash('error', refusal)
        return ctx.response.redirect().back()
      }
      const record = await trashRecord(resource.store, found)
      await resource.afterWrite?.(record, 'delete')
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
      const record = await restoreRecord(
        resource.store,
        await findTrashed(resource.store, ctx.params.id)
      )
      await resource.afterWrite?.(record, 'restore')
      ctx.session.flash('success', `${resource.noun} ${resource.label(record)} restored.`)
      // Back to the trash, so several records can be restored in a row.
      return ctx.response.redirect().back()
    }
  }
}
