import type { SettingsPageDefinition } from '#controllers/settings_controller'
import { deleteImage, imageUrl, storeImage } from '#services/images'
import { timeZones } from '#validators/reference'
import { DATE_FORMATS } from '#contracts/date_formats'
import { PER_PAGE_OPTIONS } from '#contracts/list'
import { centerOptions, roleOptions } from '#resources/users'
import { currencyOptions } from '#resources/shared'
import type { SettingsReferrer } from '#resources/registry_references'
import { readSettings } from '#services/settings'
import {
  GOOGLE_SIGN_IN_KEYS,
  googleSignInStatus,
  googleSignInValues,
  presentGoogleSignIn,
} from '#services/google_sign_in'
import {
  EMAIL_SETTING_KEYS,
  emailSettingsValues,
  mailDeliveryStatus,
  presentEmailSettings,
} from '#services/mail/smtp_settings'
import { WHATSAPP_SETTING_KEYS } from '#services/whatsapp/credentials'
import {
  mappedCentersLive,
  presentWhatsappSettings,
  whatsappCenterOptions,
  whatsappSettingsValues,
} from '#services/whatsapp/settings_form'
import { readWhatsappHealth } from '#services/whatsapp/health'
import { whatsappSettingsValidator } from '#validators/whatsapp_settings'
import {
  appearanceFooterValidator,
  appearanceHeaderValidator,
  emailSettingsValidator,
  generalSettingsValidator,
  securitySettingsValidator,
} from '#validators/site_settings'

/** The Settings menu's edit pages (SPEC.md §2), each owning its keys of the settings table. */

const GENERAL = [
  'default_time_zone',
  'date_format',
  'default_page_size',
  'case_file_max_mb',
  'case_note_edit_minutes',
  'verification_reminder_hours',
  'base_currency_code',
] as const
export const generalSettingsPage = {
  page: 'settings/general',
  keys: GENERAL,
  subjectType: 'general_settings',
  validator: generalSettingsValidator,
  values: (input, current) => ({
    default_time_zone: input.default_time_zone,
    date_format: input.date_format,
    default_page_size: input.default_page_size,
    case_file_max_mb: input.case_file_max_mb ?? current.case_file_max_mb,
    case_note_edit_minutes: input.case_note_edit_minutes ?? current.case_note_edit_minutes,
    verification_reminder_hours:
      input.verification_reminder_hours ?? current.verification_reminder_hours,
    base_currency_code: input.base_currency_code ?? current.base_currency_code,
  }),
  formProps: async () => ({
    currencies: await currencyOptions(),
    timeZones: timeZones.map((zone) => ({ label: zone.replaceAll('_', ' '), value: zone })),
    dateFormats: DATE_FORMATS.map((format) => ({ label: format.label, value: format.value })),
    pageSizes: PER_PAGE_OPTIONS.map((size) => ({ label: `${size} rows`, value: String(size) })),
  }),
  savedMessage: 'General settings saved.',
} satisfies SettingsPageDefinition<
  (typeof GENERAL)[number],
  (typeof generalSettingsValidator)['schema']
>

const HEADER = ['site_title', 'site_white_logo'] as const
export const appearanceHeaderPage = {
  page: 'settings/appearance_header',
  keys: HEADER,
  subjectType: 'appearance_settings',
  validator: appearanceHeaderValidator,
  values: async (input, current) => ({
    site_title: input.site_title,
    site_white_logo: input.site_white_logo
      ? await storeImage(input.site_white_logo, 'logos')
      : input.remove_logo
        ? null
        : current.site_white_logo,
  }),
  present: (values) => ({ ...values, site_white_logo: imageUrl(values.site_white_logo) }),
  afterSave: async (before, after) => {
    if (before.site_white_logo !== after.site_white_logo) await deleteImage(before.site_white_logo)
  },
  // A refused save's upload is no setting's: its file goes.
  discard: async (unsaved, before) => {
    if (unsaved.site_white_logo !== before.site_white_logo) {
      await deleteImage(unsaved.site_white_logo)
    }
  },
  savedMessage: 'Header saved.',
} satisfies SettingsPageDefinition<
  (typeof HEADER)[number],
  (typeof appearanceHeaderValidator)['schema']
>

const FOOTER = ['footer_left', 'footer_right'] as const
export const appearanceFooterPage = {
  page: 'settings/appearance_footer',
  keys: FOOTER,
  subjectType: 'appearance_settings',
  validator: appearanceFooterValidator,
  values: (input) => ({
    footer_left: input.footer_left ?? '',
    footer_right: input.footer_right ?? '',
  }),
  savedMessage: 'Footer saved.',
} satisfies SettingsPageDefinition<
  (typeof FOOTER)[number],
  (typeof appearanceFooterValidator)['schema']
>

const SECURITY = [
  'password_min_length',
  'password_require_upper',
  'password_require_lower',
  'password_require_digit',
  'password_require_symbol',
  'max_failed_sign_ins',
  'session_idle_minutes',
  'session_absolute_hours',
  'two_factor_required_role_ids',
  'self_approval_center_ids',
  ...GOOGLE_SIGN_IN_KEYS,
] as const
export const securitySettingsPage = {
  page: 'settings/security',
  keys: SECURITY,
  subjectType: 'security_settings',
  validator: securitySettingsValidator,
  values: (input, current) => ({
    ...input,
    // The secret is encrypted, or kept when left empty.
    ...googleSignInValues(input, current),
    // Nothing checked posts nothing: no role requires two-factor.
    two_factor_required_role_ids: [...(input.two_factor_required_role_ids ?? [])].sort(
      (a, b) => a - b
    ),
    // Nothing checked: four eyes everywhere.
    self_approval_center_ids: [...(input.self_approval_center_ids ?? [])].sort((a, b) => a - b),
  }),
  // The Google client secret never goes back to the browser, only whether one is saved.
  present: presentGoogleSignIn,
  formProps: async () => ({
    roles: await roleOptions(),
    centers: await centerOptions(),
    google: await googleSignInStatus(),
  }),
  savedMessage: 'Security settings saved.',
} satisfies SettingsPageDefinition<
  (typeof SECURITY)[number],
  (typeof securitySettingsValidator)['schema']
>

export const emailSettingsPage = {
  page: 'settings/email',
  keys: EMAIL_SETTING_KEYS,
  subjectType: 'email_settings',
  validator: emailSettingsValidator,
  // The password is encrypted, or kept when left empty; the log shows only that it changed.
  values: emailSettingsValues,
  // The password never goes back to the browser, only whether one is saved.
  present: presentEmailSettings,
  formProps: async (ctx) => ({
    status: await mailDeliveryStatus(ctx.auth.getUserOrFail().email),
  }),
  savedMessage: 'Email settings saved.',
} satisfies SettingsPageDefinition<
  (typeof EMAIL_SETTING_KEYS)[number],
  (typeof emailSettingsValidator)['schema']
>

/**
 * Settings › WhatsApp (issue 31): the Cloud API account, which business number reaches which
 * center's queue, the secrets (encrypted, never sent back), the return to the queue's minutes;
 * beside the form, the webhook's health (app/services/whatsapp/health.ts).
 */
export const whatsappSettingsPage = {
  page: 'settings/whatsapp',
  keys: WHATSAPP_SETTING_KEYS,
  subjectType: 'whatsapp_settings',
  validator: whatsappSettingsValidator,
  // The secrets are encrypted, or kept when left empty; the log shows only that they changed.
  values: whatsappSettingsValues,
  // The secrets never go back to the browser, only whether each is saved.
  present: presentWhatsappSettings,
  within: mappedCentersLive,
  formProps: async () => {
    const { whatsapp_numbers: numbers } = await readSettings(['whatsapp_numbers'] as const)
    return {
      centers: await whatsappCenterOptions(numbers),
      health: await readWhatsappHealth(),
    }
  },
  savedMessage: 'WhatsApp settings saved.',
} satisfies SettingsPageDefinition<
  (typeof WHATSAPP_SETTING_KEYS)[number],
  (typeof whatsappSettingsValidator)['schema']
>

/**
 * A center a business number is mapped to is not trashed from under it: the number's members
 * would write into a queue nobody can open (the webhook files them by the mapping). Its
 * conversations alone never refuse it (app/resources/whatsapp_references.ts).
 */
export const whatsappSettingsReferences: SettingsReferrer = {
  page: 'WhatsApp settings',
  subjectType: whatsappSettingsPage.subjectType,
  settings: [
    {
      setting: 'whatsapp_numbers',
      target: 'centers',
      rows: { field: 'center_id', names: 'phone_number_id' },
      as: 'business number',
      onDelete: 'refuse',
      advice: 'Map the number to another center in WhatsApp settings first.',
    },
  ],
}

/** The company's base currency (the rates are per one unit of it) is chosen anew before it goes. */
export const generalSettingsReferences: SettingsReferrer = {
  page: 'General settings',
  subjectType: generalSettingsPage.subjectType,
  settings: [
    {
      setting: 'base_currency_code',
      target: 'currencies',
      key: 'code',
      as: 'base currency',
      onDelete: 'refuse',
    },
  ],
}

/**
 * A role that must use two-factor sign-in is not dropped quietly (restoring it would bring its
 * users back without the rule); a center where makers may approve their own documents is dropped
 * (restored, it is back under four eyes until someone allows it again).
 */
export const securitySettingsReferences: SettingsReferrer = {
  page: 'Security settings',
  subjectType: securitySettingsPage.subjectType,
  settings: [
    {
      setting: 'two_factor_required_role_ids',
      target: 'roles',
      as: 'roles that must use two-factor sign-in',
      onDelete: 'refuse',
      advice: 'Remove it from the roles that must use two-factor sign-in there first.',
    },
    {
      setting: 'self_approval_center_ids',
      target: 'centers',
      as: 'centers where makers may approve their own documents',
      onDelete: 'clear',
    },
  ],
}
