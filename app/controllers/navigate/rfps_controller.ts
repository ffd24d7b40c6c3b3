import type { HttpContext } from '@adonisjs/core/http'
import { readListQuery, runList } from '#queries/list_query'
import { resourceRequest } from '#resources/resource_request'
import { scopedRfpsList } from '#resources/rfps'
import { renderPage } from '#services/render_page'
import { abilitiesOf } from '#services/access'
import { permissionSet } from '#permissions/catalogue'

/**
 * navigate.request-for-payments.index: every RFP of the current center across its cases (the
 * shared list contract). RFPs are made, approved and collected on their case's tab; each row
 * links there.
 */
export default class RfpsController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const definition = scopedRfpsList(request)
    const list = await runList(definition, await readListQuery(ctx.request, definition))
    return renderPage(ctx, 'navigate/request_for_payments/index', {
      ...list,
      can: await abilitiesOf(
        request.user,
        permissionSet('request-for-payments', 'request-for-payment')
      ),
    })
  }
}
