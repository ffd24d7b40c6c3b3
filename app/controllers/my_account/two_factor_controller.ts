import type { HttpContext } from '@adonisjs/core/http'
import QRCode from 'qrcode'
import { renderPage } from '#services/render_page'
import { confirmPasswordValidator, twoFactorConfirmValidator } from '#validators/my_account'
import { fieldError } from '#services/field_error'
import { recordActivity } from '#services/activity_log'
import { readSettings } from '#services/settings'
import { otpauthUri } from '#services/totp'
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorRequired,
  twoFactorState,
} from '#services/two_factor'
import type User from '#models/user'

/** Flashed once after enrolment or renewal: the recovery codes are never shown again. */
const RECOVERY_CODES_FLASH = 'recovery_codes'

async function checkPassword(user: User, password: string) {
  if (!user.password || !(await user.verifyPassword(password))) {
    fieldError('password', 'The password is not correct.')
  }
}

/**
 * My account › Enable 2FA: set up an authenticator app (QR code, or the key typed in), confirm
 * it with a first code, keep the one-time recovery codes; renew them or turn two-factor off
 * with the password. Roles chosen in Security settings cannot turn it off.
 */
export default class TwoFactorController {
  async edit(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const [state, required] = await Promise.all([
      twoFactorState(user.id),
      twoFactorRequired(user.id),
    ])
    const recoveryCodes = ctx.session.flashMessages.get(RECOVERY_CODES_FLASH) as
      string[] | undefined
    let setup: { qr_code: string; secret: string } | null = null
    if (state.status === 'pending') {
      const { site_title: issuer } = await readSettings(['site_title'])
      const svg = await QRCode.toString(otpauthUri(state.secret, issuer, user.email), {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      })
      setup = {
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        // Groups of four read more easily when typed into an app by hand.
        secret: state.secret.replace(/(.{4})(?=.)/g, '$1 '),
      }
    }
    return renderPage(ctx, 'my_account/two_factor', {
      twoFactor: {
        status: state.status,
        required,
        confirmed_at: state.status === 'on' ? state.confirmedAt.toISOString() : null,
        recovery_codes_left: state.status === 'on' ? state.recoveryCodesLeft : null,
      },
      setup,
      recoveryCodes: recoveryCodes ?? null,
    })
  }

  /** Starts enrolment: a new secret, shown until a code confirms it. */
  async store({ auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    await startEnrolment(user.id)
    return response.redirect().toRoute('my-account.enable-2fa.edit')
  }

  /** Confirms enrolment with the first code; the recovery codes are shown once. */
  async update({ auth, request, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { code } = await request.validateUsing(twoFactorConfirmValidator)
    const codes = await confirmEnrolment(user.id, code)
    if (!codes) {
      fieldError('code', 'That code does not match. Check the time on your phone and try again.')
    }
    await recordActivity({
      action: 'auth.two_factor_enabled',
      subjectType: 'user',
      subjectId: user.id,
    })
    session.flash(RECOVERY_CODES_FLASH, codes)
    session.flash('success', 'Two-factor sign-in is on.')
    return response.redirect().toRoute('my-account.enable-2fa.edit')
  }

  async recoveryCodes({ auth, request, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(confirmPasswordValidator)
    await checkPassword(user, password)
    const state = await twoFactorState(user.id)
    if (state.status !== 'on') {
      return response.redirect().toRoute('my-account.enable-2fa.edit')
    }
    const codes = await regenerateRecoveryCodes(user.id)
    await recordActivity({
      action: 'auth.recovery_codes_regenerated',
      subjectType: 'user',
      subjectId: user.id,
    })
    session.flash(RECOVERY_CODES_FLASH, codes)
    session.flash('success', 'New recovery codes created. The old ones no longer work.')
    return response.redirect().toRoute('my-account.enable-2fa.edit')
  }

  /**
   * Turns two-factor off (password needed) or abandons an unconfirmed set-up (nothing to
   * protect yet, so no password).
   */
  async destroy({ auth, request, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const state = await twoFactorState(user.id)
    if (state.status === 'on') {
      const { password } = await request.validateUsing(confirmPasswordValidator)
      await checkPassword(user, password)
      if (await twoFactorRequired(user.id)) {
        fieldError('password', 'Your role requires two-factor sign-in, so it cannot be turned off.')
      }
    }
    await disableTwoFactor(user.id)
    if (state.status === 'on') {
      await recordActivity({
        action: 'auth.two_factor_disabled',
        subjectType: 'user',
        subjectId: user.id,
      })
      session.flash('success', 'Two-factor sign-in is off.')
    }
    return response.redirect().toRoute('my-account.enable-2fa.edit')
  }
}
