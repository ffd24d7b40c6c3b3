import type { HttpContext } from '@adonisjs/core/http'
import { changeCenterValidator } from '#validators/auth'
import { fieldError } from '#services/field_error'
import { recordActivity } from '#services/activity_log'
import { safeReturnPath } from '#contracts/return_to'

/** Switches the center the user works in; every center-owned list follows it. */
export default class ChangeCenterController {
  async handle({ request, auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { center, return_to: returnTo } = await request.validateUsing(changeCenterValidator)
    if (!(await user.belongsToCenter(center))) {
      fieldError('center', 'You do not belong to that center.')
    }
    const previous = user.currentCenterId
    user.currentCenterId = center
    await user.save()
    await recordActivity({
      action: 'user.change_center',
      subjectType: 'user',
      subjectId: user.id,
      centerId: center,
      properties: { before: { center_id: previous }, after: { center_id: center } },
    })
    // From the page a record of another center answers: open that record now.
    const target = safeReturnPath(returnTo)
    if (target) return response.redirect(target)
    return response.redirect().back()
  }
}
