import vine from '@vinejs/vine'
import { imageField } from '#services/images'
import { timeZones } from '#validators/reference'
import { newPassword } from '#validators/rules/password_policy'

export const THEMES = ['light', 'dark', 'system'] as const

export const profileValidator = vine.create({
  first_name: vine.string().trim().minLength(1).maxLength(100),
  last_name: vine.string().trim().minLength(1).maxLength(100),
  phone: vine
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,40}$/)
    .optional(),
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
