import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.get('dashboard', [controllers.Dashboard, 'index']).as('dashboard')
    router.post('ui/change-center', [controllers.ui.ChangeCenter]).as('ui.change_center')
    router.get('media/pictures/:file', [controllers.Media, 'show']).as('media.picture')
    // Saved views of any list (issue 29): JSON for the DataTable's Views menu (not named
    // `.index`: that is a list page's name). Every signed-in user keeps their own; sharing is
    // checked in app/resources/saved_views.ts.
    router.get('ui/saved-views', [controllers.ui.SavedViews, 'menu']).as('ui.saved_views.menu')
    router.post('ui/saved-views', [controllers.ui.SavedViews, 'store']).as('ui.saved_views.store')
    router
      .put('ui/saved-views/:id', [controllers.ui.SavedViews, 'update'])
      .as('ui.saved_views.update')
    router
      .delete('ui/saved-views/:id', [controllers.ui.SavedViews, 'destroy'])
      .as('ui.saved_views.destroy')
  })
  .use(middleware.auth())

// The logo is on the sign-in page too, so it is public.
router.get('media/logos/:file', [controllers.Media, 'show']).as('media.logo')
