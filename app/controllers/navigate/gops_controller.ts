import type { HttpContext } from '@adonisjs/core/http'
import { readListQuery, runList } from '#queries/list_query'
import { resourceRequest } from '#resources/resource_request'
import { scopedGopsList } from '#resources/gops'
import { renderPage } from '#services/render_page'
import { abilitiesOf } from '#services/access'
import { permissionSet } from '#permissions/catalogue'

/**
 * navigate.guarantee-of-payments.index: every GOP of the current center across its cases (the
 * shared list contract). GOPs are issued, approved and revised on their case's tab; each row
 * links there.
 */
export default class GopsController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const definition = scopedGopsList(request)
    const list = await runList(definition, await readListQuery(ctx.request, definition))
    return renderPage(ctx, 'navigate/guarantee_of_payments/index', {
      ...list,
      can: await abilitiesOf(
        request.user,
        permissionSet('guarantee-of-payments', 'guarantee-of-payment')
      ),
    })
  }
}
