import router from '@adonisjs/core/services/router'
import type { Constructor, LazyImport } from '@adonisjs/core/types/common'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import type { Permission } from '#permissions/catalogue'

/**
 * A settings page's two routes, `<name>.edit` (GET) and `<name>.update` (PUT) on one path,
 * both for signed-in users holding the page's permission (SPEC.md §6).
 */
export function settingsRoutes(options: {
  path: string
  name: string
  permission: Permission
  /** Its form uploads files (the header's logo): the update reads them (`uploads`). */
  takesFiles?: boolean
  controller: LazyImport<
    Constructor<{ edit: (ctx: HttpContext) => unknown; update: (ctx: HttpContext) => unknown }>
  >
}) {
  const { path, name, permission, controller } = options
  router
    .group(() => {
      router.get(path, [controller, 'edit']).as(`${name}.edit`)
      const update = router.put(path, [controller, 'update']).as(`${name}.update`)
      if (options.takesFiles) update.use(middleware.uploads())
    })
    .use([middleware.auth(), middleware.can([permission])])
}
