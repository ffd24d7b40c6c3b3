import type { HttpContext } from '@adonisjs/core/http'
import { requestActor } from '#resources/resource_request'
import { renderPage } from '#services/render_page'
import { profileValidator } from '#validators/my_account'
import { updateRecord } from '#services/record_store'
import { deleteImage, imageUrl, storeImage } from '#services/images'
import { usersResource } from '#resources/users'

/** My account › Profile: the signed-in user's own names, phone and picture (no permission). */
export default class ProfileController {
  async edit(ctx: HttpContext) {
    const { auth } = ctx
    const user = auth.getUserOrFail()
    return renderPage(ctx, 'my_account/profile', {
      profile: {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        phone: user.phone,
        picture: imageUrl(user.picture),
      },
    })
  }

  async update(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(profileValidator)
    const previous = user.picture
    const picture = input.picture
      ? await storeImage(input.picture, 'pictures')
      : input.remove_picture
        ? null
        : previous
    // Through the user store, so the change is logged like an administrator's edit.
    await updateRecord(usersResource.store, user, {
      actor: await requestActor(ctx),
      data: {
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone ?? null,
        picture,
      },
    })
    if (previous && previous !== picture) await deleteImage(previous)
    session.flash('success', 'Profile saved.')
    return response.redirect().back()
  }
}
