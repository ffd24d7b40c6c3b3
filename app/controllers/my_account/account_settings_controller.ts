import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#services/render_page'
import { accountSettingsValidator } from '#validators/my_account'
import { updateRecord } from '#services/record_store'
import { readSettings } from '#services/settings'
import { timeZones } from '#validators/reference'
import { usersResource } from '#resources/users'

/** My account › Account settings: the user's time zone and theme preference. */
export default class AccountSettingsController {
  async edit(ctx: HttpContext) {
    const { auth } = ctx
    const user = auth.getUserOrFail()
    const { default_time_zone: companyZone } = await readSettings(['default_time_zone'])
    return renderPage(ctx, 'my_account/account_settings', {
      account: { time_zone: user.timeZone, theme: user.theme ?? 'system' },
      companyTimeZone: companyZone,
      timeZones: timeZones.map((zone) => ({ label: zone.replaceAll('_', ' '), value: zone })),
    })
  }

  async update({ request, auth, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(accountSettingsValidator)
    await updateRecord(usersResource.store, user, {
      timeZone: input.time_zone ?? null,
      theme: input.theme,
    })
    session.flash('success', 'Account settings saved.')
    return response.redirect().back()
  }
}
