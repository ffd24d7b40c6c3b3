import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { readListQuery, runList } from '#queries/list_query'
import { resourceRequest } from '#resources/resource_request'
import { scopedTasksList, TASKS_OPEN_ON, withTaskMoves } from '#resources/tasks'
import { caseTasksResource } from '#resources/case_tasks'
import { findInScope } from '#resources/scope'
import { ownCenter } from '#resources/center_scope'
import { renderPage } from '#services/render_page'
import { abilitiesOf } from '#services/access'
import { TransitionRefused } from '#services/workflow'
import { permissionSet } from '#permissions/catalogue'
import { TASK_CATEGORY_OPTIONS, TASK_PRIORITY_OPTIONS } from '#contracts/task_options'
import Task from '#models/task'

/** A task as the center's list finds one: in the user's centers, held to the current one. */
const centerTask = {
  noun: 'Task',
  store: { model: Task, subjectType: 'task' },
  centerScope: ownCenter('tasks.center_id'),
}

/**
 * Whether this request opens the list, rather than changing it: a visit with nothing asked of
 * the list (no filter, no search). The table's own changes are partial reloads, so turning every
 * filter off there shows every task and is never taken for an opening.
 */
function opensTheList(ctx: HttpContext) {
  if (ctx.request.header('x-inertia-partial-data')) return false
  const asked = ctx.request.qs()
  return !Object.hasOwn(asked, 'filters') && !Object.hasOwn(asked, 'q')
}

/**
 * navigate.tasks.index: every task of the current center across its cases (the shared list
 * contract), opening on the user's own open tasks. Tasks are created and edited on their case's
 * tabs; each row links there, and is closed or reopened here too (the task workflow's
 * transitions, `transition` below).
 */
export default class TasksController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const definition = scopedTasksList(request)
    const query = await readListQuery(ctx.request, definition)
    if (opensTheList(ctx)) query.filters = { ...TASKS_OPEN_ON }
    const list = await runList(definition, query)
    return renderPage(ctx, 'navigate/tasks/index', {
      ...list,
      rows: await withTaskMoves(list.rows, request),
      can: await abilitiesOf(request.user, permissionSet('tasks', 'task')),
      categories: TASK_CATEGORY_OPTIONS,
      priorities: TASK_PRIORITY_OPTIONS,
    })
  }

  /**
   * Close or reopen a task from the center's list or the dashboard: the task found in the user's
   * scope (another center's: 404; another of theirs: the switch page), then the task workflow's
   * own transition, with its permission, its refusals (a closed case) and its activity row, as
   * from the case's tab. Back to the page it was sent from, as the user left it.
   */
  async transition(ctx: HttpContext) {
    const workflow = caseTasksResource.workflow
    const name = String(ctx.params.transition)
    if (!workflow.names.includes(name)) {
      throw new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
    }
    const request = await resourceRequest(ctx)
    const task: Task = await findInScope(centerTask, request, ctx.params.id)
    try {
      const done = await workflow.run(name, task.id, ctx.request.all(), request.actor)
      ctx.session.flash('success', `Task ${caseTasksResource.label(task)} ${done}.`)
    } catch (error) {
      if (!(error instanceof TransitionRefused)) throw error
      ctx.session.flash('error', error.message)
    }
    // Only the path and query of the referrer: this never leaves the site.
    const from = new URL(ctx.request.header('referer') ?? '/navigate/tasks', 'http://local')
    return ctx.response.redirect(`${from.pathname}${from.search}`)
  }
}
