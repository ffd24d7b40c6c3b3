import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import type { Constructor, LazyImport } from '@adonisjs/core/types/common'
import { middleware } from '#start/kernel'
import type { Permission, PermissionSet } from '#permissions/catalogue'
import { recordIdParam } from '#routing/route_params'

/** The actions a resource controller offers; the route table below maps them to URLs. */
type Action = (ctx: HttpContext) => unknown
export interface ResourceActions {
  index: Action
  trash: Action
  create: Action
  store: Action
  show: Action
  edit: Action
  update: Action
  destroy: Action
  restore: Action
  usage: Action
  transition: Action
}

/**
 * Registers the ten routes of a resource under `/<path>` named `<name>.<action>`, each guarded
 * by SPEC.md §6's mapping: access → index and view, create → create/store, update → edit/update,
 * delete → destroy and usage (what the delete dialog shows first), restore → trash and restore.
 * A record's page also needs the set's `view` when it has one (a case's: `view-case`).
 */
export function resourceRoutes(options: {
  path: string
  /** `takesFiles`: its form uploads files (a user's picture), read on store and update only. */
  resource: {
    routes: string
    permissions: PermissionSet
    takesFiles?: boolean
    workflow?: { names: readonly string[] }
    /** Null: a child record shown on its parent's page (its writes only; see childRoutes). */
    pages: string | null
  }
  controller: LazyImport<Constructor<ResourceActions>>
}) {
  const { path, controller } = options
  const { routes: name, permissions: can, takesFiles, workflow, pages } = options.resource
  if (pages === null) return childRoutes(options)
  // After `can`: a multipart body is read only once the route's own guards have passed.
  const uploads = takesFiles ? [middleware.uploads()] : []
  // 1…2147483647 only: /accounts/members/2147483648 or a 400-digit id is the router's 404.
  const id = recordIdParam
  router
    .group(() => {
      router
        .get(path, [controller, 'index'])
        .as(`${name}.index`)
        .use(middleware.can([can.access]))
      router
        .get(`${path}/trash`, [controller, 'trash'])
        .as(`${name}.trash`)
        .use(middleware.can([can.restore]))
      router
        .get(`${path}/create`, [controller, 'create'])
        .as(`${name}.create`)
        .use(middleware.can([can.create]))
      router
        .post(path, [controller, 'store'])
        .as(`${name}.store`)
        .use([middleware.can([can.create]), ...uploads])
      router
        .get(`${path}/:id`, [controller, 'show'])
        .as(`${name}.view`)
        .where('id', id)
        .use(middleware.can(can.view ? [can.access, can.view] : [can.access]))
      router
        .get(`${path}/:id/edit`, [controller, 'edit'])
        .as(`${name}.edit`)
        .where('id', id)
        .use(middleware.can([can.update]))
      router
        .put(`${path}/:id`, [controller, 'update'])
        .as(`${name}.update`)
        .where('id', id)
        .use([middleware.can([can.update]), ...uploads])
      router
        .delete(`${path}/:id`, [controller, 'destroy'])
        .as(`${name}.destroy`)
        .where('id', id)
        .use(middleware.can([can.delete]))
      // What uses the record, for the delete dialog (JSON, app/services/record_usage.ts).
      router
        .get(`${path}/:id/usage`, [controller, 'usage'])
        .as(`${name}.usage`)
        .where('id', id)
        .use(middleware.can([can.delete]))
      router
        .post(`${path}/:id/restore`, [controller, 'restore'])
        .as(`${name}.restore`)
        .where('id', id)
        .use(middleware.can([can.restore]))
      // The workflow's transitions; each checks its own permission (app/services/workflow.ts).
      if (workflow) {
        router
          .post(`${path}/:id/transitions/:transition`, [controller, 'transition'])
          .as(`${name}.transition`)
          .where('id', id)
          .where('transition', {
            match: new RegExp(`^(${workflow.names.join('|')})$`),
          })
          .use(middleware.can([can.access]))
      }
    })
    .use(middleware.auth())
}

/**
 * The routes of a record shown on its parent's page (a case's contacts, under
 * `/navigate/cases/:caseId/contacts`): the writes and the delete dialog's question, each behind
 * the tab's access permission and the action's own. The list is the parent page's tab and the
 * forms are dialogs there, so there are no pages of its own.
 */
function childRoutes(options: Parameters<typeof resourceRoutes>[0]) {
  const { path, controller } = options
  const { routes: name, permissions: can } = options.resource
  const id = recordIdParam
  const guard = (permission: Permission) => middleware.can([...new Set([can.access, permission])])
  router
    .group(() => {
      router.post(path, [controller, 'store']).as(`${name}.store`).use(guard(can.create))
      router
        .put(`${path}/:id`, [controller, 'update'])
        .as(`${name}.update`)
        .where('id', id)
        .use(guard(can.update))
      router
        .delete(`${path}/:id`, [controller, 'destroy'])
        .as(`${name}.destroy`)
        .where('id', id)
        .use(guard(can.delete))
      router
        .get(`${path}/:id/usage`, [controller, 'usage'])
        .as(`${name}.usage`)
        .where('id', id)
        .use(guard(can.delete))
      router
        .post(`${path}/:id/restore`, [controller, 'restore'])
        .as(`${name}.restore`)
        .where('id', id)
        .use(guard(can.restore))
      // A child with a status machine (a case's task: close, reopen); each transition checks
      // its own permission (app/services/workflow.ts), the tab's access is checked here.
      const workflow = options.resource.workflow
      if (workflow) {
        router
          .post(`${path}/:id/transitions/:transition`, [controller, 'transition'])
          .as(`${name}.transition`)
          .where('id', id)
          .where('transition', { match: new RegExp(`^(${workflow.names.join('|')})$`) })
          .use(middleware.can([can.access]))
      }
    })
    .use(middleware.auth())
}
