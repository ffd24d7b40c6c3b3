/**
 * The Reports menu group (issue 32, SPEC.md §2 `reports.{key}.index`): one route per report of
 * the registry (app/reports/registry.ts), `/reports/<key>`, all served by the one reports
 * controller and each guarded by its report's permission (SPEC.md §6). The accounts report's
 * kind is a query parameter (`/reports/accounts?type=provider`), so it stays one route name.
 * Beside each page, `reports.{key}.lookup` (`/reports/case/lookups/member?q=`): what the picker of
 * a filter over a table too big to offer (the member) finds, under the same permission.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { REPORTS, reportLookupPath, reportPath } from '#reports/registry'

for (const report of Object.values(REPORTS)) {
  router
    .get(reportPath(report.key), [controllers.reports.Reports, 'index'])
    .as(`reports.${report.key}.index`)
    .use([middleware.auth(), middleware.can([report.permission])])
  // The picker of a filter over records too many to offer (the member), as one types (JSON).
  router
    .get(reportLookupPath(report.key, ':dimension'), [controllers.reports.Reports, 'lookup'])
    .as(`reports.${report.key}.lookup`)
    .use([middleware.auth(), middleware.can([report.permission])])
}
