import type { HttpContext } from '@adonisjs/core/http'
import { readListQuery, runList } from '#queries/list_query'
import { activityLogList } from '#resources/activity_log'
import { renderPage } from '#services/render_page'

/** Settings › Activity log (read-only; the table is append-only). */
export default class ActivityLogController {
  async index(ctx: HttpContext) {
    const list = await runList(activityLogList, await readListQuery(ctx.request, activityLogList))
    return renderPage(ctx, 'settings/activity_log', list)
  }
}
