import type { HttpContext } from '@adonisjs/core/http'

/**
 * The four dashboard panels. Cases, charge slips, payment requests and tasks do not exist yet,
 * so each panel is empty; each later issue fills its own panel from the current center.
 */
export default class DashboardController {
  async index({ inertia }: HttpContext) {
    return inertia.render('dashboard/index', {
      recentCases: [],
      chargeSlips: [],
      requestForPayments: [],
      tasks: [],
    })
  }
}
