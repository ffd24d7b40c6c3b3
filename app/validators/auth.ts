import vine from '@vinejs/vine'

export const loginValidator = vine.create({
  email: vine.string().trim().email().maxLength(254),
  password: vine.string().maxLength(200),
})

export const forgotPasswordValidator = vine.create({
  email: vine.string().trim().email().maxLength(254),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().maxLength(200),
  password: vine
    .string()
    .minLength(12)
    .maxLength(200)
    .confirmed({ confirmationField: 'password_confirmation' }),
})

export const changeCenterValidator = vine.create({
  center: vine.number().withoutDecimals().positive(),
})
