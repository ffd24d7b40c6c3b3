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
