import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.get('dashboard', [controllers.Dashboard, 'index']).as('dashboard')
    router.post('ui/change-center', [controllers.ui.ChangeCenter]).as('ui.change_center')
    router.get('media/pictures/:file', [controllers.Media, 'show']).as('media.picture')
  })
  .use(middleware.auth())

// The logo is on the sign-in page too, so it is public.
router.get('media/logos/:file', [controllers.Media, 'show']).as('media.logo')
