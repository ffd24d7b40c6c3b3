/**
 * My account (SPEC.md §2): every signed-in user's own pages; no permission is needed, and each
 * acts only on the signed-in user (no id in the URL).
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.get('profile', [controllers.myAccount.Profile, 'edit']).as('profile.edit')
    router.put('profile', [controllers.myAccount.Profile, 'update']).as('profile.update')
    router
      .get('account-settings', [controllers.myAccount.AccountSettings, 'edit'])
      .as('account-settings.edit')
    router
      .put('account-settings', [controllers.myAccount.AccountSettings, 'update'])
      .as('account-settings.update')
    router.get('password', [controllers.myAccount.Password, 'edit']).as('password.edit')
    router.put('password', [controllers.myAccount.Password, 'update']).as('password.update')
  })
  .prefix('/my-account')
  .as('my-account')
  .use(middleware.auth())
