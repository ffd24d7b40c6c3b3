import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'

export const icdValidator = vine.create({
  code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][0-9A-Z]{2}(\.[0-9A-Z]{1,4})?$/)
    .use(uniqueAmongLive({ table: 'icds', column: 'code', label: 'ICD code' })),
  title: vine.string().trim().minLength(2).maxLength(255),
  chapter: vine.number().withoutDecimals().min(1).max(22),
  billable: vine.boolean(),
})
