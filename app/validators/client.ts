import vine from '@vinejs/vine'
import { CLIENT_TYPE_VALUES } from '#contracts/client_types'
import { liveRows } from '#validators/rules/live_rows'
import { partyContactFields } from '#validators/parties'
import { recordIdField } from '#validators/rules/record_id'
import { amountField } from '#validators/rules/amount'

/** Most clients pay within a month; a year is the longest term any contract allows. */
export const MAX_PAYMENT_TERMS_DAYS = 365

export const clientValidator = vine.create({
  ...partyContactFields({ table: 'clients', codeLabel: 'client code' }),
  client_type: vine.string().in([...CLIENT_TYPE_VALUES]),
  contact_name: vine.string().trim().maxLength(160).optional(),
  // Requests for payment are raised in it, so every client has one.
  billing_currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'currencies', column: 'code', ...liveRows }),
  payment_terms_days: vine.number().withoutDecimals().min(0).max(MAX_PAYMENT_TERMS_DAYS),
  // What a request for payment adds to the bills, in the billing currency (a program may say
  // otherwise), and the group the requests go to.
  service_fee: amountField({ zero: true }).optional(),
  billing_email_group_id: recordIdField()
    .exists({ table: 'email_groups', column: 'id', ...liveRows })
    .optional(),
  report_email_group_id: recordIdField()
    .exists({ table: 'email_groups', column: 'id', ...liveRows })
    .optional(),
  is_enabled: vine.boolean(),
})
