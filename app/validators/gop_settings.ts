import vine from '@vinejs/vine'
import { liveRows } from '#validators/rules/live_rows'
import { GOP_SENDING_MODES } from '#contracts/gop_sending'
import { whereCompanyWide } from '#queries/gop_template_owners'
import { recordIdField } from '#validators/rules/record_id'

/** The company-wide GOP defaults (manage.gop-settings.edit). */
export const gopSettingsValidator = vine.create({
  gop_default_business_entity_id: recordIdField()
    .exists({ table: 'business_entities', column: 'id', ...liveRows })
    .optional(),
  // Only a company-wide template: a party's own template is for that party's letters.
  gop_default_template_id: recordIdField()
    .exists({
      table: 'gop_templates',
      column: 'id',
      filter: (query) => whereCompanyWide(query.whereNull('deleted_at')),
    })
    .optional(),
  gop_default_sending_mode: vine.string().in([...GOP_SENDING_MODES]),
  gop_default_validity_days: vine.number().withoutDecimals().min(1).max(365),
  gop_copy_email_group_id: recordIdField()
    .exists({ table: 'email_groups', column: 'id', ...liveRows })
    .optional(),
})
