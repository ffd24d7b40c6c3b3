import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import app from '@adonisjs/core/services/app'
import { installSignedCookieCache } from '#services/signed_cookie_cache'
import { installQuietEvents } from '#services/quiet_events'
import { builtTestAssets } from '#services/test_assets'
import { installDeferredRenderer } from '#middleware/security_headers_middleware'
import { resolveHandlersOnBoot } from '#services/resolved_handlers'

server.errorHandler(() => import('#exceptions/handler'))

installSignedCookieCache()
installQuietEvents()
installDeferredRenderer()
resolveHandlersOnBoot(server, router, app.container)

/**
 * Server middleware runs for every request, routed or not. Security headers come first so that
 * every answer carries them, error pages included (an unknown URL, a malformed body, the
 * database down). Session and auth run here so that a 404 for an unknown URL still renders
 * inside the signed-in layout.
 */
/**
 * Vite's middleware hands requests to its dev server, which runs only under `node ace serve`
 * (DEV_MODE) and the tests that do not serve a build's assets, as its provider decides
 * (providers/vite_provider.ts); a production server would pay for a pass-through on every
 * request (issue 12).
 */
const viteDevServer =
  (app.getEnvironment() === 'test' && !builtTestAssets()) || Boolean(process.env.DEV_MODE)

server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/static_assets_middleware'),
  ...(viteDevServer ? [() => import('@adonisjs/vite/vite_middleware')] : []),
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/inertia_middleware'),
])

/**
 * Router middleware, in order: the body parser (JSON and forms; multipart bodies are left
 * unread), then the CSRF check. A route that takes files reads its multipart body with the
 * named `uploads` middleware, after its `auth` and `can` (app/middleware/uploads_middleware.ts).
 */
router.use([
  // The framework's parser, skipped on routes that read their own body (a signed webhook).
  () => import('#middleware/body_parser_middleware'),
  () => import('#middleware/csrf_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  can: () => import('#middleware/permission_middleware'),
  uploads: () => import('#middleware/uploads_middleware'),
})
