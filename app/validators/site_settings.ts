import vine from '@vinejs/vine'
import { imageField } from '#services/images'
import { timeZones } from '#validators/reference'
import { DATE_FORMATS } from '#contracts/date_formats'
import { PER_PAGE_OPTIONS } from '#contracts/list'

export const generalSettingsValidator = vine.create({
  default_time_zone: vine.string().in(timeZones),
  date_format: vine.string().in(DATE_FORMATS.map((format) => format.value)),
  default_page_size: vine.number().in([...PER_PAGE_OPTIONS]),
})

export const appearanceHeaderValidator = vine.create({
  site_title: vine.string().trim().minLength(2).maxLength(60),
  site_white_logo: imageField(),
  remove_logo: vine.boolean().optional(),
})

export const appearanceFooterValidator = vine.create({
  footer_left: vine.string().trim().maxLength(200).optional(),
  footer_right: vine.string().trim().maxLength(200).optional(),
})

export const securitySettingsValidator = vine.create({
  password_min_length: vine.number().withoutDecimals().min(8).max(128),
  password_require_upper: vine.boolean(),
  password_require_lower: vine.boolean(),
  password_require_digit: vine.boolean(),
  password_require_symbol: vine.boolean(),
  max_failed_sign_ins: vine.number().withoutDecimals().min(3).max(20),
  session_idle_minutes: vine.number().withoutDecimals().min(5).max(1440),
  session_absolute_hours: vine.number().withoutDecimals().min(1).max(720),
})
