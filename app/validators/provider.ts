import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import {
  MAX_PROVIDER_CONTACTS,
  PROVIDER_STATUS_VALUES,
  PROVIDER_TYPE_VALUES,
} from '#contracts/provider_options'
import { PAYMENT_METHOD_VALUES } from '#contracts/payment_methods'
import { liveRows } from '#validators/rules/live_rows'
import { recordIdField } from '#validators/rules/record_id'
import { phoneField } from '#validators/rules/phone'
import {
  bankDetailFields,
  gopSettingFields,
  optionalEmailField,
  partyContactFields,
} from '#validators/parties'

/** The state must be a live subdivision of the country chosen on the same form. */
const stateOfCountry = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const countryId = Number((field.parent as Record<string, unknown>).country_id)
    const state = await db.from('states').where('id', value).whereNull('deleted_at').first()
    if (!state) {
      field.report('Please choose a state from the list.', 'stateOfCountry', field)
    } else if (state.country_id !== countryId) {
      field.report('Please choose a state of the chosen country.', 'stateOfCountry', field)
    }
  },
  { isAsync: true }
)

/**
 * One contact person, as the form's rows post them (`contacts.0.name`…). `id` names the stored
 * row being edited; the record store ignores an id that is not this provider's.
 */
const contactFields = vine.object({
  id: recordIdField().optional(),
  name: vine.string().trim().minLength(2).maxLength(160),
  position: vine.string().trim().maxLength(120).optional(),
  phone: phoneField(),
  email: optionalEmailField(),
})

export const providerValidator = vine.create({
  ...partyContactFields({ table: 'providers', codeLabel: 'provider code' }),
  provider_type: vine.string().in([...PROVIDER_TYPE_VALUES]),
  status: vine.string().in([...PROVIDER_STATUS_VALUES]),
  state_id: recordIdField().use(stateOfCountry()).optional(),
  tax_number: vine.string().trim().maxLength(60).optional(),
  currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'currencies', column: 'code', ...liveRows })
    .optional(),
  payment_method: vine
    .string()
    .in([...PAYMENT_METHOD_VALUES])
    .optional(),
  notes: vine.string().trim().maxLength(5000).optional(),
  // The whole list: a form that posts none (every row removed) leaves the provider none.
  contacts: vine.array(contactFields).maxLength(MAX_PROVIDER_CONTACTS).optional(),
  ...bankDetailFields,
  ...gopSettingFields('provider_id'),
})
