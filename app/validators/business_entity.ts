import vine from '@vinejs/vine'
import { liveRows } from '#validators/rules/live_rows'
import { bankDetailFields, gopSettingFields } from '#validators/parties'

export const businessEntityValidator = vine.create({
  code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/),
  name: vine.string().trim().minLength(2).maxLength(160),
  legal_name: vine.string().trim().maxLength(200).optional(),
  registration_number: vine.string().trim().maxLength(60).optional(),
  tax_number: vine.string().trim().maxLength(60).optional(),
  country_id: vine
    .number()
    .withoutDecimals()
    .exists({ table: 'countries', column: 'id', ...liveRows }),
  city: vine.string().trim().maxLength(120).optional(),
  address: vine.string().trim().maxLength(1000).optional(),
  phone: vine
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,40}$/)
    .optional(),
  email: vine.string().trim().email().maxLength(254).optional(),
  website: vine
    .string()
    .trim()
    .url({ protocols: ['http', 'https'], require_protocol: true })
    .maxLength(254)
    .optional(),
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
