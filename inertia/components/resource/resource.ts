/**
 * A client-side resource (countries, ICD codes, currencies…): its names, its ten routes and how
 * a record is called. The index, trash, view, create and edit parts read everything from here,
 * so a resource is a definition, a columns file, a form file and five short pages.
 */
import type { UserRegistry } from '@tuyau/core/types'
import { urlFor } from '~/client'

type Routes = UserRegistry['routes']
type RouteName = keyof Routes & string
type MethodsOf<N extends RouteName> = Routes[N]['methods'][number]
type ParamsOf<N extends RouteName> = Routes[N]['types']['params']

/** GET routes without parameters: a list, a trash, a create form. */
export type PageRouteName = {
  [N in RouteName]: 'GET' extends MethodsOf<N>
    ? keyof ParamsOf<N> extends never
      ? N
      : never
    : never
}[RouteName]

/** Routes of one HTTP method whose only parameter is the record id. */
export type RecordRouteName<Method extends string> = {
  [N in RouteName]: Method extends MethodsOf<N>
    ? [keyof ParamsOf<N>] extends ['id']
      ? N
      : never
    : never
}[RouteName]

/** Routes of one HTTP method without parameters (store). */
export type ActionRouteName<Method extends string> = {
  [N in RouteName]: Method extends MethodsOf<N>
    ? keyof ParamsOf<N> extends never
      ? N
      : never
    : never
}[RouteName]

/** The ten routes of a resource (server: app/routing/resource_routes.ts). */
export interface ResourceRoutes {
  index: PageRouteName
  create: PageRouteName
  trash: PageRouteName
  store: ActionRouteName<'POST'>
  view: RecordRouteName<'GET'>
  edit: RecordRouteName<'GET'>
  update: RecordRouteName<'PUT'>
  destroy: RecordRouteName<'DELETE'>
  restore: RecordRouteName<'POST'>
  /** What uses a record (JSON #contracts/record_usage), asked before the delete dialog. */
  usage: RecordRouteName<'GET'>
}

type Prefix<N> = N extends `${infer P}.index` ? P : never

/**
 * Route name prefixes that have all ten routes with the right methods and parameters, e.g.
 * 'manage.countries'. A prefix missing one does not compile.
 */
export type CrudPrefix = {
  [P in Prefix<RouteName>]: `${P}.${'index' | 'create' | 'trash'}` extends PageRouteName
    ? `${P}.store` extends ActionRouteName<'POST'>
      ? `${P}.${'view' | 'edit' | 'usage'}` extends RecordRouteName<'GET'>
        ? `${P}.update` extends RecordRouteName<'PUT'>
          ? `${P}.destroy` extends RecordRouteName<'DELETE'>
            ? `${P}.restore` extends RecordRouteName<'POST'>
              ? P
              : never
            : never
          : never
        : never
      : never
    : never
}[Prefix<RouteName>]

/** The ten route names of a prefix ('manage.countries' → 'manage.countries.index'…). */
export function crudRoutes<P extends CrudPrefix>(prefix: P): ResourceRoutes {
  // CrudPrefix has proved above that each `${prefix}.<action>` is a route of the right kind;
  // TypeScript cannot carry that proof through a template string, hence the assertions.
  return {
    index: `${prefix}.index` as PageRouteName,
    create: `${prefix}.create` as PageRouteName,
    trash: `${prefix}.trash` as PageRouteName,
    store: `${prefix}.store` as ActionRouteName<'POST'>,
    view: `${prefix}.view` as RecordRouteName<'GET'>,
    edit: `${prefix}.edit` as RecordRouteName<'GET'>,
    update: `${prefix}.update` as RecordRouteName<'PUT'>,
    destroy: `${prefix}.destroy` as RecordRouteName<'DELETE'>,
    restore: `${prefix}.restore` as RecordRouteName<'POST'>,
    usage: `${prefix}.usage` as RecordRouteName<'GET'>,
  }
}

export type RecordId = number | string

export interface ResourceDefinition<Row extends { id: RecordId }> {
  /** Stable key: the table's stored columns ('countries-columns'), test ids. */
  key: string
  /** Plural, capitalised: page titles and breadcrumbs ('Countries'). */
  title: string
  /** Singular, lower case: buttons and messages ('New country', 'Delete country?'). */
  singular: string
  /** The menu group the pages sit in, first in the breadcrumbs ('Manage'). */
  section: string
  routes: ResourceRoutes
  /** What a record is called in titles, menus and dialogs ('Thailand'). */
  label: (row: Row) => string
  /** The search box's placeholder; defaults to 'Search <title>...'. */
  searchPlaceholder?: string
}

export function defineResource<Row extends { id: RecordId }>(
  definition: ResourceDefinition<Row>
): ResourceDefinition<Row> {
  return definition
}

/** URLs of a resource's pages and actions. */
export function resourceUrls<Row extends { id: RecordId }>({ routes }: ResourceDefinition<Row>) {
  return {
    index: () => urlFor(routes.index),
    create: () => urlFor(routes.create),
    trash: () => urlFor(routes.trash),
    store: () => urlFor(routes.store),
    view: (id: RecordId) => urlFor(routes.view, { id }),
    edit: (id: RecordId) => urlFor(routes.edit, { id }),
    update: (id: RecordId) => urlFor(routes.update, { id }),
    destroy: (id: RecordId) => urlFor(routes.destroy, { id }),
    restore: (id: RecordId) => urlFor(routes.restore, { id }),
    usage: (id: RecordId) => urlFor(routes.usage, { id }),
  }
}

/**
 * Why the signed-in user may not change this row (the server's policy refused it), or null.
 * Such a row is shown but offers no Edit, Delete or Restore; the server refuses them anyway.
 */
export function lockedReason(row: object): string | null {
  return 'locked' in row && typeof row.locked === 'string' ? row.locked : null
}
