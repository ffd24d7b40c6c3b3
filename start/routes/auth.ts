import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router.on('/').renderInertia('auth/welcome', {}).as('welcome')

router
  .group(() => {
    router.get('login', [controllers.auth.Session, 'create']).as('login')
    router.post('login', [controllers.auth.Session, 'store']).as('login.store')
    router
      .get('login/two-factor', [controllers.auth.TwoFactorChallenge, 'create'])
      .as('login.two-factor')
    router
      .post('login/two-factor', [controllers.auth.TwoFactorChallenge, 'store'])
      .as('login.two-factor.store')
    router.get('forgot-password', [controllers.auth.PasswordReset, 'create']).as('password.forgot')
    router.post('forgot-password', [controllers.auth.PasswordReset, 'store']).as('password.email')
    router
      .get('reset-password/:token', [controllers.auth.PasswordReset, 'edit'])
      .as('password.reset')
    router.post('reset-password', [controllers.auth.PasswordReset, 'update']).as('password.update')
    router
      .get('auth/google/redirect', [controllers.auth.Google, 'redirect'])
      .as('auth.google.redirect')
    router
      .get('auth/google/callback', [controllers.auth.Google, 'callback'])
      .as('auth.google.callback')
  })
  .use(middleware.guest())

router.post('logout', [controllers.auth.Session, 'destroy']).as('logout').use(middleware.auth())
