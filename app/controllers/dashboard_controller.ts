import type { HttpContext } from '@adonisjs/core/http'
import { resourceRequest } from '#resources/resource_request'
import { dashboardPanels } from '#resources/registry'
import { readDashboardPanels } from '#resources/registry_panels'
import { renderPage } from '#services/render_page'

/**
 * The dashboard: the current center's panels, as the resources declare them
 * (app/resources/registry.ts), in their order. Each panel's content is read only when the
 * response carries it, so a partial reload of one panel reads that panel alone.
 */
export default class DashboardController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const { dashboardPanels: shown, props } = readDashboardPanels(dashboardPanels(), request)
    return renderPage(ctx, 'dashboard/index', { dashboardPanels: shown, ...props })
  }
}
