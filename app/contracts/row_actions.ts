import type { ListPage, Lockable } from '#contracts/list'
import type { Versioned } from '#contracts/record_version'

/**
 * What the signed-in user may do to a row now, decided by the server from the row and their
 * permissions (app/resources/registry_actions.ts): each key an action it offers ('edit',
 * 'delete', a transition such as 'approve' or 'send'), with null when it may be done or the
 * plain-words reason it is refused (the button shows, disabled, saying why). An action left out
 * is not offered: the page draws no button for it.
 */
export type RowActions = Record<string, string | null>

/** A row that carries its actions. */
export type WithActions = { actions: RowActions }

/** A table of rows on a parent's page, with what it offers beside them (Add, the trash). */
export type TableActions = { actions: RowActions }

/**
 * A row of a table on a parent's page as the server sends it: its actions, and the version its
 * dialog posts back (app/contracts/record_version.ts).
 */
export type ChildRow<Row> = Row & WithActions & Lockable & Versioned

/**
 * A table of the records under a parent on its page (a case's tab): each row with its actions
 * and version, and the table's own actions (app/resources/scope.ts childListPage).
 */
export type ChildTable<Row> = ListPage<ChildRow<Row>> & TableActions

/** Whether the action is offered on the row (pressable or not). */
export function offers(actions: RowActions, name: string): boolean {
  return Object.hasOwn(actions, name)
}

/** The reason an offered action is refused now, or undefined when it may be done. */
export function refusalOf(actions: RowActions, name: string): string | undefined {
  return actions[name] ?? undefined
}
