import vine from '@vinejs/vine'
import { phoneField } from '#validators/rules/phone'
import type { FieldContext } from '@vinejs/vine/types'
import { imageField } from '#services/images'
import { timeZones } from '#validators/reference'
import { newPassword } from '#validators/rules/password_policy'

export const THEMES = ['light', 'dark', 'system'] as const

export const profileValidator = vine.create({
  first_name: vine.string().trim().minLength(1).maxLength(100),
  last_name: vine.string().trim().minLength(1).maxLength(100),
  phone: phoneField(),
  picture: imageField(),
  remove_picture: vine.boolean().optional(),
})

export const accountSettingsValidator = vine.create({
  // Empty: follow the company's default time zone (General settings).
  time_zone: vine.string().in(timeZones).optional(),
  theme: vine.string().in([...THEMES]),
})

export const passwordChangeValidator = vine.create({
  current_password: vine.string().maxLength(200),
  password: newPassword().confirmed({ confirmationField: 'password_confirmation' }),
})

/** Six digits, as authenticator apps show them ("123456" or "123 456"). */
const appCode = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !/^\d{3} ?\d{3}$/.test(value)) {
    // Its own message: a global 'code.regex' would also speak for every party code field.
    field.report('Enter the 6-digit code your authenticator app shows.', 'appCode', field)
  }
})

/** Enable 2FA: the first code from the app proves it holds the secret. */
export const twoFactorConfirmValidator = vine.create({
  code: vine.string().trim().use(appCode()),
})

/** Turning two-factor off or renewing recovery codes asks for the password again. */
export const confirmPasswordValidator = vine.create({
  password: vine.string().maxLength(200),
})

/** My account › Email: the new address, and the current password proving it is the user. */
export const emailChangeValidator = vine.create({
  new_email: vine.string().trim().email().maxLength(254),
  current_password: vine.string().maxLength(200),
})

/** The button on the confirmation page posts the link's token back. */
export const emailChangeConfirmValidator = vine.create({
  token: vine.string().trim().maxLength(200),
})
