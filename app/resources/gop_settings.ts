import type { SettingsPageDefinition } from '#controllers/settings_controller'
import { gopSettingsValidator } from '#validators/gop_settings'
import { gopSettingOptions } from '#resources/parties'
import { businessEntityOptions } from '#resources/shared'

const KEYS = [
  'gop_default_business_entity_id',
  'gop_default_template_id',
  'gop_default_sending_mode',
  'gop_default_validity_days',
  'gop_copy_email_group_id',
] as const

/** Company-wide GOP defaults: the issuer, letter template, sending and validity of new GOPs. */
export const gopSettingsPage = {
  page: 'manage/gop_settings/edit',
  keys: KEYS,
  subjectType: 'gop_settings',
  validator: gopSettingsValidator,
  values: (input) => ({
    gop_default_business_entity_id: input.gop_default_business_entity_id ?? null,
    gop_default_template_id: input.gop_default_template_id ?? null,
    gop_default_sending_mode: input.gop_default_sending_mode,
    gop_default_validity_days: input.gop_default_validity_days,
    gop_copy_email_group_id: input.gop_copy_email_group_id ?? null,
  }),
  formProps: async () => ({
    businessEntities: await businessEntityOptions({ enabledOnly: true }),
    ...(await gopSettingOptions(null)),
  }),
  savedMessage: 'GOP settings saved.',
} satisfies SettingsPageDefinition<(typeof KEYS)[number], (typeof gopSettingsValidator)['schema']>
