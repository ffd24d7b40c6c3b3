import { transitionsFrom, type Workflow, type WorkflowRow } from '#services/workflow'
import type { ResourceRequest } from '#resources/resource_request'
import type { Permission, PermissionSet } from '#permissions/catalogue'
import type { Lockable } from '#contracts/list'
import type { RowActions } from '#contracts/row_actions'

/**
 * What a row offers the signed-in user now (issue 28, "registries instead of hubs"), decided on
 * the server with the same rules its routes apply, so a page shows exactly the buttons the
 * server accepts and never re-derives them from a status and a permission list of its own.
 *
 * Every decision is made from the row's own columns, the user's permissions and facts read once
 * for the page: a list of 100 rows costs no query more than a list of one. The transitions come
 * from the workflow's `transitionsFrom` (its permission and its `from` states); the guards
 * that read the database (a rate on file, the case closed meanwhile) are decided again when the
 * button is pressed, and refuse in plain words then, as they always have.
 */

/** Who looks at the rows, and the page's facts (a note's edit window), for the rules. */
export interface RowViewer<F> {
  userId: number
  permissions: ReadonlySet<Permission>
  /** Read once per page by `facts`. */
  facts: F
  /** The page's clock: a rule comparing a row's time with now reads this one. */
  now: Date
}

/** A rule on one row: whether an action is offered at all, or why it is refused this user. */
type Offered<Row, F> = (row: Row, viewer: RowViewer<F>) => boolean
type Refused<Row, F> = (row: Row, viewer: RowViewer<F>) => string | null

/** The resource's declaration, as the page reads it (`ResourceDefinition.rowActions`). */
export interface RowActionRules<Row> {
  /**
   * The per-row decision for one page: read the page's facts once, then decide each row, with
   * no await per row (a page of rows was as many promises and workflow copies: bench/README.md).
   */
  forPage(request: ResourceRequest): Promise<(row: Row) => RowActions>
}

/**
 * A resource's row actions: its workflow's transitions, further actions of its own (a note's
 * pin, each with its permission), and the per-row conditions beyond permission and state:
 * `offered` (a withdrawn GOP is not revised; a letter being sent is not sent again; a note is
 * edited by its author for a while) and `refused` (four eyes: the button shows, disabled, with
 * the reason the server would give). `edit` and `delete` may carry conditions too; whether they
 * are offered at all is the resource's permission and policy (see `decideRowActions`).
 */
export function rowActions<Row extends { id: number }, S extends string, I, F = undefined>(rules: {
  workflow?: Workflow<S, I>
  own?: Record<string, Permission>
  facts?: (request: ResourceRequest) => Promise<F>
  offered?: Record<string, Offered<Row, F>>
  refused?: Record<string, Refused<Row, F>>
}): RowActionRules<Row> {
  return {
    async forPage(request) {
      const viewer: RowViewer<F> = {
        userId: request.user.id,
        permissions: request.actor.permissions,
        facts: (rules.facts ? await rules.facts(request) : undefined) as F,
        now: new Date(),
      }
      const offered = (name: string, row: Row) => rules.offered?.[name]?.(row, viewer) ?? true
      const refusal = (name: string, row: Row) => rules.refused?.[name]?.(row, viewer) ?? null
      return (row) => {
        const actions: RowActions = {}
        for (const name of ['edit', 'delete']) {
          if (offered(name, row)) actions[name] = refusal(name, row)
        }
        for (const [name, permission] of Object.entries(rules.own ?? {})) {
          if (viewer.permissions.has(permission) && offered(name, row)) {
            actions[name] = refusal(name, row)
          }
        }
        const workflow = rules.workflow
        if (!workflow) return actions
        // The transitions the row's state allows this user, each refused by the row's own rule
        // only (the guards that read the database decide again when the button is pressed).
        const { status } = row as unknown as WorkflowRow<S>
        for (const transition of transitionsFrom(workflow, status, request.actor)) {
          if (offered(transition.name, row))
            actions[transition.name] = refusal(transition.name, row)
        }
        return actions
      }
    },
  }
}

/** What decides a page of rows: the resource's permissions, policy refusals and rules. */
interface Actionable<Row> {
  permissions: PermissionSet
  rowActions?: RowActionRules<Row>
}

/**
 * Each row with what the user may do to it now (`actions`), and the table's own actions (Add,
 * the trash's Restore) beside it. Nothing that changes a row is offered while the parent refuses
 * writes (a closed case); Edit and Delete need their permission and a row its policy has not
 * locked (`locked`, read for the whole page by `childListPage`); the rules decide the rest.
 */
export async function decideRowActions<
  Row extends { id: number },
  // The rows as the page sends them (with their version): they keep all they carry.
  Shown extends Row & Lockable,
>(
  resource: Actionable<Row>,
  request: ResourceRequest,
  rows: Shown[],
  parentRefusal: string | null
): Promise<{ rows: (Shown & { actions: RowActions })[]; actions: RowActions }> {
  const permissions = request.actor.permissions
  const open = parentRefusal === null
  const may = (permission: Permission) => open && permissions.has(permission)
  const decide = resource.rowActions ? await resource.rowActions.forPage(request) : null
  const decided = rows.map((row) => {
    if (!open) return { ...row, actions: {} }
    const ruled = decide ? decide(row) : { edit: null, delete: null }
    const actions: RowActions = {}
    for (const [name, refusal] of Object.entries(ruled)) {
      const permission =
        name === 'edit'
          ? resource.permissions.update
          : name === 'delete'
            ? resource.permissions.delete
            : null
      // Edit and Delete: the permission, and a row its policy leaves alone.
      if (permission && (!permissions.has(permission) || row.locked)) continue
      actions[name] = refusal
    }
    return { ...row, actions }
  })
  const table: RowActions = {}
  if (may(resource.permissions.create)) table.create = null
  if (may(resource.permissions.restore)) table.restore = null
  return { rows: decided, actions: table }
}
