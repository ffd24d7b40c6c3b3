import vine from '@vinejs/vine'
import { CALLER_TYPE_VALUES } from '#contracts/case_options'
import { CALL_DIRECTION_VALUES, MAX_CALL_MINUTES } from '#contracts/case_call_options'
import { phoneField } from '#validators/rules/phone'
import { recordIdField } from '#validators/rules/record_id'
import { dayWithin } from '#validators/rules/date_order'
import { timeZones } from '#validators/reference'

/**
 * A call about a case: when (a day, an hour and a minute on the clock of the zone the form was
 * filled in), which way, with whom (one of the case's contacts, checked against the case when it
 * is written, or a name), how long and what was said.
 */
export const caseCallValidator = vine.create({
  called_on: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'happened', name: 'day of the call' })),
  called_hour: vine.number().withoutDecimals().min(0).max(23),
  called_minute: vine.number().withoutDecimals().min(0).max(59),
  time_zone: vine.string().in(timeZones),
  direction: vine.string().in([...CALL_DIRECTION_VALUES]),
  case_contact_id: recordIdField().optional(),
  party: vine.string().trim().maxLength(160).optional().requiredIfMissing('case_contact_id'),
  caller_type: vine
    .string()
    .in([...CALLER_TYPE_VALUES])
    .optional(),
  phone: phoneField(),
  duration_minutes: vine.number().withoutDecimals().min(0).max(MAX_CALL_MINUTES).optional(),
  summary: vine.string().trim().minLength(1).maxLength(2000),
})
