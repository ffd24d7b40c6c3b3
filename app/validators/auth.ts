import vine from '@vinejs/vine'
import { newPassword } from '#validators/rules/password_policy'
import { recordIdField } from '#validators/rules/record_id'

export const loginValidator = vine.create({
  email: vine.string().trim().email().maxLength(254),
  password: vine.string().maxLength(200),
})

export const forgotPasswordValidator = vine.create({
  email: vine.string().trim().email().maxLength(254),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().maxLength(200),
  password: newPassword().confirmed({ confirmationField: 'password_confirmation' }),
})

export const changeCenterValidator = vine.create({
  center: recordIdField(),
  // Where to go once switched (a record of that center); a path of this site only.
  return_to: vine.string().maxLength(2000).optional(),
})

/** The sign-in's second factor: a 6-digit app code or a recovery code ("abcde-fghij"). */
export const twoFactorChallengeValidator = vine.create({
  code: vine.string().trim().minLength(6).maxLength(20),
})
