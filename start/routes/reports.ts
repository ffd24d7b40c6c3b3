/**
 * The Reports menu group (issue 32, SPEC.md §2 `reports.{key}.index`): one route per report of
 * the registry (app/reports/registry.ts), `/reports/<key>`, all served by the one reports
 * controller and each guarded by its report's permission (SPEC.md §6). The accounts report's
 * kind is a query parameter (`/reports/accounts?type=provider`), so it stays one route name.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { REPORTS } from '#reports/registry'

for (const report of Object.values(REPORTS)) {
  router
    .get(`/reports/${report.key}`, [controllers.reports.Reports, 'index'])
    .as(`reports.${report.key}.index`)
    .use([middleware.auth(), middleware.can([report.permission])])
}
