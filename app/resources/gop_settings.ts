import type { SettingsPageDefinition } from '#controllers/settings_controller'
import { gopSettingsValidator } from '#validators/gop_settings'
import { gopSettingOptions } from '#resources/parties'
import { businessEntityOptions } from '#resources/shared'
import type { SettingsReferrer } from '#resources/registry_references'

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

/**
 * The records these settings hold (app/resources/registry_references.ts): the default issuer and
 * letter are chosen anew before they go; the copied group is dropped with its group (the GOPs
 * still go out without it).
 */
export const gopSettingsReferences: SettingsReferrer = {
  page: 'GOP settings',
  subjectType: gopSettingsPage.subjectType,
  settings: [
    {
      setting: 'gop_default_business_entity_id',
      target: 'business_entities',
      as: 'default business entity',
      onDelete: 'refuse',
    },
    {
      setting: 'gop_default_template_id',
      target: 'gop_templates',
      as: 'default letter template',
      onDelete: 'refuse',
    },
    {
      setting: 'gop_copy_email_group_id',
      target: 'email_groups',
      as: 'email group copied on every GOP',
      onDelete: 'clear',
    },
  ],
}
