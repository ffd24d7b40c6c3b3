/**
 * Report exports (issue 32), in the Reports group: My exports, asking for an export of a
 * report's list, the owner's download and Retry. Each route is the signed-in person's own; the
 * controller checks the report's permission (a report is named in the path, or by the export).
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.get('exports', [controllers.reports.ReportExports, 'index']).as('exports.index')
    router
      .get('exports/:id/download', [controllers.reports.ReportExports, 'download'])
      .as('exports.download')
    router
      .post('exports/:id/retry', [controllers.reports.ReportExports, 'retry'])
      .as('exports.retry')
    // A report key is lowercase words joined by dashes; anything else is no report (404).
    router
      .post(':report/exports', [controllers.reports.ReportExports, 'store'])
      .as('exports.store')
      .where('report', /^[a-z][a-z-]{0,63}$/)
  })
  .prefix('/reports')
  .as('reports')
  .use(middleware.auth())
