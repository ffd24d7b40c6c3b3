import type { HttpContext } from '@adonisjs/core/http'
import { readListQuery, runList } from '#queries/list_query'
import { resourceRequest } from '#resources/resource_request'
import { scopedTasksList } from '#resources/tasks'
import { renderPage } from '#services/render_page'
import { abilitiesOf } from '#services/access'
import { permissionSet } from '#permissions/catalogue'
import { TASK_CATEGORY_OPTIONS, TASK_PRIORITY_OPTIONS } from '#contracts/task_options'

/**
 * navigate.tasks.index: every task of the current center across its cases (the shared list
 * contract). Tasks are created, changed, closed and reopened on their case's tabs; each row
 * links there.
 */
export default class TasksController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const definition = scopedTasksList(request)
    const list = await runList(definition, await readListQuery(ctx.request, definition))
    return renderPage(ctx, 'navigate/tasks/index', {
      ...list,
      can: await abilitiesOf(request.user, permissionSet('tasks', 'task')),
      categories: TASK_CATEGORY_OPTIONS,
      priorities: TASK_PRIORITY_OPTIONS,
    })
  }
}
