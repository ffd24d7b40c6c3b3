import vine from '@vinejs/vine'
import { liveRows } from '#validators/rules/live_rows'
import { imageField } from '#services/images'
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
  // Printed at the head of the entity's letters: posted only when chosen anew; `remove_logo`
  // takes it away; neither keeps the one saved.
  logo: imageField(),
  remove_logo: vine.boolean().optional(),
  ...bankDetailFields,
  ...gopSettingFields('business_entity_id'),
})
