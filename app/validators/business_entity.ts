import vine from '@vinejs/vine'
import { liveRows } from '#validators/rules/live_rows'
import { bankDetailFields, gopSettingFields, partyContactFields } from '#validators/parties'

export const businessEntityValidator = vine.create({
  ...partyContactFields({ table: 'business_entities', codeLabel: 'entity code' }),
  legal_name: vine.string().trim().maxLength(200).optional(),
  registration_number: vine.string().trim().maxLength(60).optional(),
  tax_number: vine.string().trim().maxLength(60).optional(),
  currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'currencies', column: 'code', ...liveRows })
    .optional(),
  is_enabled: vine.boolean(),
  ...bankDetailFields,
  ...gopSettingFields('business_entity_id'),
})
