import type { HttpContext } from '@adonisjs/core/http'
import { requestActor } from '#resources/resource_request'
import { renderPage } from '#services/render_page'
import { accountSettingsValidator } from '#validators/my_account'
import { updateRecord } from '#services/record_store'
import { readSettings } from '#services/settings'
import { timeZones } from '#validators/reference'
import { usersResource } from '#resources/users'
import { currentCenterOf } from '#services/shared_user'

/**
 * My account › Account settings: the user's own time zone (empty: dates follow the center they
 * work in) and theme preference.
 */
export default class AccountSettingsController {
  async edit(ctx: HttpContext) {
    const { auth } = ctx
    const user = auth.getUserOrFail()
    const { default_time_zone: companyZone } = await readSettings(['default_time_zone'])
    const center = await currentCenterOf(user)
    return renderPage(ctx, 'my_account/account_settings', {
      account: { time_zone: user.timeZone, theme: user.theme ?? 'system' },
      // What "no zone of my own" means for this user now: their center's zone, else the company's.
      followedZone: center
        ? { zone: center.timeZone, center: center.displayCode }
        : { zone: companyZone, center: null },
      timeZones: timeZones.map((zone) => ({ label: zone.replaceAll('_', ' '), value: zone })),
    })
  }

  async update(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(accountSettingsValidator)
    await updateRecord(usersResource.store, user, {
      actor: await requestActor(ctx),
      data: { timeZone: input.time_zone ?? null, theme: input.theme },
    })
    session.flash('success', 'Account settings saved.')
    return response.redirect().back()
  }
}
