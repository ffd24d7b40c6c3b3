/**
 * Settings (SPEC.md §2): roles and capabilities under /settings, the settings edit pages, and
 * the activity log. Each page is guarded by its own permission (SPEC.md §6).
 */
import { controllers } from '#generated/controllers'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { settingsRoutes } from '#routing/settings_routes'
import { resourceRoutes } from '#routing/resource_routes'
import { rolesResource } from '#resources/roles'
import { bigIdParam, recordIdParam } from '#routing/route_params'

settingsRoutes({
  path: '/settings/general',
  name: 'settings.general',
  permission: 'update-general-settings',
  controller: controllers.settings.General,
})
settingsRoutes({
  path: '/settings/appearance-header',
  name: 'settings.appearance-header',
  permission: 'update-appearance-header',
  takesFiles: true,
  controller: controllers.settings.AppearanceHeader,
})
settingsRoutes({
  path: '/settings/appearance-footer',
  name: 'settings.appearance-footer',
  permission: 'update-appearance-footer',
  controller: controllers.settings.AppearanceFooter,
})
settingsRoutes({
  path: '/settings/email',
  name: 'settings.email',
  permission: 'update-email-settings',
  controller: controllers.settings.Email,
})
// Sends a test through the saved SMTP server and reports its answer (same permission).
router
  .post('/settings/email/test', [controllers.settings.Email, 'test'])
  .as('settings.email.test')
  .use([middleware.auth(), middleware.can(['update-email-settings'])])
settingsRoutes({
  path: '/settings/whatsapp',
  name: 'settings.whatsapp',
  permission: 'update-whatsapp-settings',
  controller: controllers.settings.Whatsapp,
})
// The health panel's actions (same permission): a held webhook event back to processing, all
// of them a batch at a time, and the saved token tried against the Graph API.
router
  .group(() => {
    router
      .post('/settings/whatsapp/events/:eventId/replay', [controllers.settings.Whatsapp, 'replay'])
      .as('settings.whatsapp.replay')
      .where('eventId', bigIdParam)
    router
      .post('/settings/whatsapp/events/replay', [controllers.settings.Whatsapp, 'replayAll'])
      .as('settings.whatsapp.replay-all')
    router
      .post('/settings/whatsapp/check-token', [controllers.settings.Whatsapp, 'checkToken'])
      .as('settings.whatsapp.check-token')
  })
  .use([middleware.auth(), middleware.can(['update-whatsapp-settings'])])
settingsRoutes({
  path: '/settings/security',
  name: 'settings.security',
  permission: 'update-security-settings',
  controller: controllers.settings.Security,
})

router
  .get('/settings/activity-log', [controllers.settings.ActivityLog, 'index'])
  .as('settings.activity-log.index')
  .use([middleware.auth(), middleware.can(['access-activity-log'])])

resourceRoutes({
  path: '/settings/roles',
  resource: rolesResource,
  controller: controllers.settings.Roles,
})

// Capabilities are the permission catalogue in code: listed, and their descriptions edited;
// never created, deleted or renamed.
router
  .get('/settings/capabilities', [controllers.settings.Capabilities, 'index'])
  .as('settings.capabilities.index')
  .use([middleware.auth(), middleware.can(['access-capabilities'])])
router
  .get('/settings/capabilities/:id/edit', [controllers.settings.Capabilities, 'edit'])
  .as('settings.capabilities.edit')
  .where('id', recordIdParam)
  .use([middleware.auth(), middleware.can(['update-capability'])])
router
  .put('/settings/capabilities/:id', [controllers.settings.Capabilities, 'update'])
  .as('settings.capabilities.update')
  .where('id', recordIdParam)
  .use([middleware.auth(), middleware.can(['update-capability'])])
