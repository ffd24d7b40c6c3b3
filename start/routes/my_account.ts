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
    router
      .put('profile', [controllers.myAccount.Profile, 'update'])
      .as('profile.update')
      .use(middleware.uploads())
    router
      .get('account-settings', [controllers.myAccount.AccountSettings, 'edit'])
      .as('account-settings.edit')
    router
      .put('account-settings', [controllers.myAccount.AccountSettings, 'update'])
      .as('account-settings.update')
    router
      .get('notifications', [controllers.myAccount.Notifications, 'edit'])
      .as('notifications.edit')
    router
      .put('notifications', [controllers.myAccount.Notifications, 'update'])
      .as('notifications.update')
    router.get('email', [controllers.myAccount.Email, 'edit']).as('email.edit')
    router.put('email', [controllers.myAccount.Email, 'update']).as('email.update')
    router.delete('email', [controllers.myAccount.Email, 'destroy']).as('email.destroy')
    router.get('password', [controllers.myAccount.Password, 'edit']).as('password.edit')
    router.put('password', [controllers.myAccount.Password, 'update']).as('password.update')
    router.get('enable-2fa', [controllers.myAccount.TwoFactor, 'edit']).as('enable-2fa.edit')
    router.post('enable-2fa', [controllers.myAccount.TwoFactor, 'store']).as('enable-2fa.store')
    router.put('enable-2fa', [controllers.myAccount.TwoFactor, 'update']).as('enable-2fa.update')
    router
      .post('enable-2fa/recovery-codes', [controllers.myAccount.TwoFactor, 'recoveryCodes'])
      .as('enable-2fa.recovery-codes')
    router
      .delete('enable-2fa', [controllers.myAccount.TwoFactor, 'destroy'])
      .as('enable-2fa.destroy')
  })
  .prefix('/my-account')
  .as('my-account')
  .use(middleware.auth())

// The link mailed to a new address (My account › Email). Outside the group's `auth`: opened
// signed out, the token alone is enough (see app/services/email_change.ts); opened signed in as
// someone else, it is refused.
router
  .get('/my-account/email/confirm/:token', [controllers.myAccount.Email, 'show'])
  .as('my-account.email.confirm')
router
  .post('/my-account/email/confirm', [controllers.myAccount.Email, 'confirm'])
  .as('my-account.email.confirm.store')
