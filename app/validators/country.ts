import vine from '@vinejs/vine'

/** Create and edit take the same fields; uniqueness is enforced by the database (record store). */
export const countryValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .toUpperCase(),
  iso3: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .toUpperCase(),
  name: vine.string().trim().minLength(2).maxLength(120),
  dialing_code: vine
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/)
    .optional(),
  nationality: vine.string().trim().maxLength(80).optional(),
  region: vine.string().trim().maxLength(40).optional(),
})
