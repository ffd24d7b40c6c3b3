import type { HttpContext } from '@adonisjs/core/http'
import { readListQuery, runList } from '#queries/list_query'
import { resourceRequest } from '#resources/resource_request'
import { scopedChargeSlipsList } from '#resources/charge_slips'
import { renderPage } from '#services/render_page'
import { abilitiesOf } from '#services/access'
import { permissionSet } from '#permissions/catalogue'

/**
 * navigate.charge-slips.index: every charge slip of the current center across its cases (the
 * shared list contract). Slips are recorded, approved and paid on their case's tab; each row
 * links there.
 */
export default class ChargeSlipsController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const definition = scopedChargeSlipsList(request)
    const list = await runList(definition, await readListQuery(ctx.request, definition))
    return renderPage(ctx, 'navigate/charge_slips/index', {
      ...list,
      can: await abilitiesOf(request.user, permissionSet('charge-slips', 'charge-slip')),
    })
  }
}
