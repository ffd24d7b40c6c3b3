import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

/**
 * Routes that exist only in tests, to exercise shared guards before real screens use them.
 * Imported by tests/bootstrap.ts, which runs before the HTTP server commits the router.
 */
export const GUARDED_TEST_PATH = '/__test/guarded'

router
  .get(GUARDED_TEST_PATH, () => 'guarded content')
  .use([middleware.auth(), middleware.can(['access-users'])])

/** Renders a page component that has no file: the client must show 'Page not found'. */
export const MISSING_COMPONENT_PATH = '/__test/missing-component'
router
  .get(MISSING_COMPONENT_PATH, ({ inertia }) =>
    inertia.render('no_such/page' as 'dashboard/index', {
      dashboardPanels: [],
      recentCases: { mine: false, rows: [] },
      chargeSlips: { rows: [], pending: 0, approved: 0 },
      requestForPayments: { rows: [], pending: 0, approved: 0 },
      tasks: [],
    })
  )
  .use(middleware.auth())

/** Fails with an internal detail that must never reach the browser in production. */
export const FAILING_PATH = '/__test/failing'
export const SECRET_DETAIL = 'connection string postgres://secret@db'
router.get(FAILING_PATH, () => {
  throw new Error(SECRET_DETAIL)
})
