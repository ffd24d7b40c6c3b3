import db from '@adonisjs/lucid/services/db'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import SavedView from '#models/saved_view'
import type { Permission } from '#permissions/catalogue'
import type { Actor } from '#services/actor'
import { fieldError } from '#services/field_error'
import type { StoredResource } from '#services/record_store'
import type { ResourceRequest } from '#resources/resource_request'
import { kept, type Referrer } from '#resources/registry_references'
import { MAX_VIEWS_PER_LIST } from '#contracts/saved_views'
import { asRecordId } from '#validators/rules/record_id'
import SavedViewTransformer, { type PlainSavedView } from '#transformers/saved_view_transformer'

/**
 * Saved views of a list (issue 29): a person's names for a list's filters, sort, search, page
 * size and columns, and the ones a supervisor shared with the center. Written through the record
 * store (one transaction with its activity row), like every record people change.
 */
export const savedViewStore: StoredResource<typeof SavedView> = {
  model: SavedView,
  subjectType: 'saved_view',
  // saved_views_name_unique (owner, list, name in any case): "This view name is already in use."
  labels: { name: 'view name' },
}

/**
 * Who may share a view with the center: a supervisor. PRODUCT.md names supervisors by what they
 * do ("Supervisors approve money"), and the catalogue has no role names (SPEC.md §6: "Role
 * names and definitions are not shown"), so a supervisor is who holds one of the approve
 * permissions (docs/decisions.md, "Saved views").
 */
export const SHARE_VIEW_PERMISSIONS = [
  'approve-guarantee-of-payments',
  'approve-charge-slips',
  'approve-request-for-payments',
] as const satisfies readonly Permission[]

export function canShareViews(actor: Actor): boolean {
  return SHARE_VIEW_PERMISSIONS.some((permission) => actor.permissions.has(permission))
}

/**
 * Its keys: a view goes with its owner and is a convenience to a center, so neither keeps a user
 * or a center from the trash (a trashed owner's views are no longer listed).
 */
export const savedViewReferences: Referrer = {
  table: 'saved_views',
  references: [
    kept('user_id', 'users', "a person's saved views are theirs; they leave with them"),
    kept('center_id', 'centers', 'a view shared with a center is a convenience, not a record'),
  ],
}

/** How many views the menu lists at most: each person's own are capped, the center's too. */
const MENU_LIMIT = 2 * MAX_VIEWS_PER_LIST

/**
 * The views of one list this person may pick, in one statement: their own (shared or not), then
 * those others shared with the center they work in now, each by name. A view of a trashed owner
 * is not listed. Read when the Views menu opens, never with the list's own page.
 */
export async function savedViewsOf(request: ResourceRequest, listKey: string) {
  const { actor, user } = request
  const centerId = actor.center?.id ?? null
  const rows: PlainSavedView[] = await db
    .from('saved_views')
    .join('users', 'users.id', 'saved_views.user_id')
    .leftJoin('centers', 'centers.id', 'saved_views.center_id')
    .where('saved_views.list_key', listKey)
    .whereNull('saved_views.deleted_at')
    .whereNull('users.deleted_at')
    .where((visible) => {
      visible.where('saved_views.user_id', user.id)
      if (centerId !== null) visible.orWhere('saved_views.center_id', centerId)
    })
    .orderByRaw('(saved_views.user_id = ?) DESC, lower(saved_views.name), saved_views.id', [
      user.id,
    ])
    .limit(MENU_LIMIT)
    .select(
      'saved_views.id',
      'saved_views.name',
      'saved_views.query',
      'saved_views.columns',
      db.raw('upper(centers.code) AS shared_with'),
      db.raw('(saved_views.user_id = ?) AS mine', [user.id]),
      db.raw("users.first_name || ' ' || users.last_name AS owner")
    )
  return {
    views: rows.map((row) => new SavedViewTransformer(row).toObject()),
    /** Whether this person may share a view with the center they work in now. */
    canShare: canShareViews(actor) && centerId !== null,
    /** The center a shared view goes to, its code. */
    center: actor.center?.displayCode ?? null,
  }
}

/** A view only its owner changes was asked for by someone else who can see it. */
export class NotYourView extends Error {}

/**
 * A view to rename, share or delete: found among those this person can see (their own, and the
 * current center's shared ones), else the same 404 as an unknown id (another center's view, a
 * colleague's own); one they can see but did not save is refused (NotYourView).
 */
export async function findOwnView(request: ResourceRequest, param: unknown): Promise<SavedView> {
  const id = asRecordId(param)
  if (id === null) throw new lucidErrors.E_ROW_NOT_FOUND(SavedView)
  const centerId = request.actor.center?.id ?? null
  const view = await SavedView.query()
    .where('id', id)
    .whereNull('deleted_at')
    .where((visible) => {
      visible.where('user_id', request.user.id)
      if (centerId !== null) visible.orWhere('center_id', centerId)
    })
    .first()
  if (!view) throw new lucidErrors.E_ROW_NOT_FOUND(SavedView)
  if (view.userId !== request.user.id) throw new NotYourView()
  return view
}

/**
 * Inside a new view's transaction: at most MAX_VIEWS_PER_LIST of one's own on a list. The
 * owner's advisory lock makes two saves at once count one after the other.
 */
export function viewCapGuard(userId: number, listKey: string) {
  return async (trx: TransactionClientContract) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`saved_views:${userId}`])
    const [row] = await trx
      .from('saved_views')
      .where('user_id', userId)
      .where('list_key', listKey)
      .whereNull('deleted_at')
      .count('* as total')
    if (Number(row?.total ?? 0) >= MAX_VIEWS_PER_LIST) {
      fieldError(
        'name',
        `You keep ${MAX_VIEWS_PER_LIST} views on this list already; delete one you no longer use first.`
      )
    }
  }
}

/**
 * Where a view is shared, from what was asked: shared with the center the owner works in now
 * when it was not shared yet (a supervisor only), kept where it is when it already was, and
 * taken back when not asked for. Undefined: no change asked.
 */
export function sharedCenter(
  actor: Actor,
  asked: boolean | undefined,
  current: number | null
): number | null | undefined {
  if (asked === undefined) return undefined
  if (!asked) return null
  if (current !== null) return current
  if (!canShareViews(actor)) throw new ShareRefused()
  if (!actor.center) fieldError('shared', 'Choose the center you work in first.')
  return actor.center.id
}

/** Sharing was asked for by someone who may not share views (a supervisor's). */
export class ShareRefused extends Error {}
