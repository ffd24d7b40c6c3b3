import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import { liveRows } from '#validators/rules/live_rows'
import { recordIdField } from '#validators/rules/record_id'
import { dayWithin } from '#validators/rules/date_order'

export const timeZones = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])]

export const programTypeValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(120)
    .use(uniqueAmongLive({ table: 'program_types', column: 'name', caseInsensitive: true })),
  description: vine.string().trim().maxLength(2000).optional(),
})

export const currencyValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .toUpperCase()
    .use(uniqueAmongLive({ table: 'currencies', column: 'code', label: 'currency code' })),
  name: vine.string().trim().minLength(2).maxLength(120),
  symbol: vine.string().trim().maxLength(12).optional(),
  decimals: vine.number().withoutDecimals().min(0).max(4),
  // Kept as a string: money and rates are decimals, never floats.
  rate_to_base: vine
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/)
    .optional()
    .requiredIfExists('rate_date'),
  rate_date: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'happened', name: 'rate date' }))
    .optional()
    .requiredIfExists('rate_to_base'),
})

export const centerValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,10}$/)
    .toUpperCase()
    .use(
      uniqueAmongLive({
        table: 'centers',
        column: 'code',
        caseInsensitive: true,
        label: 'center code',
      })
    ),
  name: vine.string().trim().minLength(2).maxLength(120),
  time_zone: vine.string().in(timeZones),
  currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'currencies', column: 'code', ...liveRows })
    .optional(),
  address: vine.string().trim().maxLength(1000).optional(),
  // Where replies to the center's letters go (their Reply-To); none: to the company's sender.
  operations_email: vine.string().trim().email().maxLength(254).optional(),
  is_enabled: vine.boolean(),
})

export const stateValidator = vine.create({
  country_id: recordIdField().exists({ table: 'countries', column: 'id', ...liveRows }),
  code: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,7}$/)
    .toUpperCase()
    .use(uniqueAmongLive({ table: 'states', column: 'code', label: 'state code' })),
  name: vine.string().trim().minLength(2).maxLength(120),
})
