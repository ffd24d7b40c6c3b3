import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'

/** Create and edit take the same fields. */
export const countryValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .toUpperCase()
    .use(uniqueAmongLive({ table: 'countries', column: 'code', label: 'country code' })),
  iso3: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .toUpperCase()
    .use(uniqueAmongLive({ table: 'countries', column: 'iso3', label: 'ISO alpha-3 code' })),
  name: vine.string().trim().minLength(2).maxLength(120),
  dialing_code: vine
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/)
    .optional(),
  nationality: vine.string().trim().maxLength(80).optional(),
  region: vine.string().trim().maxLength(40).optional(),
})
