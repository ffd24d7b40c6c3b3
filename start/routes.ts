/**
 * One file per menu group (ARCHITECTURE "Layout"); this file only loads them.
 */
// First: the route files import the resources, which build their validators, and those must be
// built with the app's VineJS extensions in place (every string refuses NUL and lone
// surrogates, app/validators/rules/storable_text.ts).
import '#start/validator'
import router from '@adonisjs/core/services/router'
import { imageFileParam, recordIdParam, tokenParam } from '#routing/route_params'
import '#start/routes/auth'
import '#start/routes/ui'
import '#start/routes/manage'
import '#start/routes/accounts'
import '#start/routes/navigate'
import '#start/routes/settings'
import '#start/routes/my_account'
import '#start/routes/notifications'
import '#start/routes/messaging'
import '#start/routes/messaging_queue'
import '#start/routes/messaging_links'
import '#start/routes/reports'
import '#start/routes/report_exports'
import '#start/routes/verify_policy'

// Global matchers (read when the router commits), so every route naming these params, today's
// and tomorrow's, answers 404 for a value no record, link or file can have before anything
// reaches the database: /accounts/members/2147483648, a 400-digit id, a token with a NUL byte.
router.where('id', recordIdParam)
router.where('caseId', recordIdParam)
router.where('token', tokenParam)
router.where('file', imageFileParam)
