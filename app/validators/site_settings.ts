import vine from '@vinejs/vine'
import { imageField } from '#services/images'
import { timeZones } from '#validators/reference'
import { DATE_FORMATS } from '#contracts/date_formats'
import { PER_PAGE_OPTIONS } from '#contracts/list'
import { liveIdList, liveRows } from '#validators/rules/live_rows'
import { SMTP_SECURITY } from '#contracts/email_settings'
import { CASE_FILE_MAX_MB_LIMIT } from '#services/case_file_uploads'

export const generalSettingsValidator = vine.create({
  default_time_zone: vine.string().in(timeZones),
  date_format: vine.string().in(DATE_FORMATS.map((format) => format.value)),
  default_page_size: vine.number().in([...PER_PAGE_OPTIONS]),
  // Optional: a form from before the field existed keeps the saved limit.
  case_file_max_mb: vine.number().withoutDecimals().min(1).max(CASE_FILE_MAX_MB_LIMIT).optional(),
  // A case note's edit window (issue 14): a minute to a day; left out, it stays as it is.
  case_note_edit_minutes: vine.number().withoutDecimals().min(1).max(1440).optional(),
  // An unanswered verification's reminder (issue 33): an hour to a week; left out, it stays.
  verification_reminder_hours: vine.number().withoutDecimals().min(1).max(168).optional(),
  // One of the live currencies, by code; left out, it stays as it is.
  base_currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'currencies', column: 'code', ...liveRows })
    .optional(),
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
  two_factor_required_role_ids: liveIdList('roles'),
  self_approval_center_ids: liveIdList('centers'),
  // Google sign-in: empty fields fall back to the environment (app/services/google_sign_in.ts).
  google_sign_in_enabled: vine.boolean().optional(),
  google_client_id: vine
    .string()
    .trim()
    .maxLength(255)
    .regex(/^[A-Za-z0-9._-]+$/)
    .optional(),
  google_client_secret: vine.string().trim().minLength(8).maxLength(255).regex(/^\S+$/).optional(),
  remove_google_client_secret: vine.boolean().optional(),
})

/** A host name or an IP address: no scheme, no port, no spaces (`smtp.example.com`). */
const SMTP_HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/

/**
 * Email settings (app/services/mail/smtp_settings.ts). An empty host means "the server's own
 * setup"; with a host, the sender's address is needed (servers refuse mail without one). An
 * empty password keeps the saved one; `remove_smtp_password` clears it.
 */
export const emailSettingsValidator = vine.create({
  smtp_host: vine.string().trim().maxLength(255).regex(SMTP_HOST).optional(),
  smtp_port: vine.number().withoutDecimals().min(1).max(65535),
  smtp_security: vine.enum(SMTP_SECURITY),
  smtp_username: vine.string().trim().maxLength(255).optional(),
  // Not trimmed: a password may end in a space.
  smtp_password: vine.string().maxLength(255).optional(),
  remove_smtp_password: vine.boolean().optional(),
  mail_from_address: vine
    .string()
    .trim()
    .email()
    .maxLength(254)
    .optional()
    .requiredIfExists('smtp_host'),
  mail_from_name: vine.string().trim().maxLength(100).optional(),
})

/** Send test email: to the address typed, else the signed-in user's own. */
export const testEmailValidator = vine.create({
  test_to: vine.string().trim().email().maxLength(254).optional(),
})
