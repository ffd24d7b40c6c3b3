import vine from '@vinejs/vine'
import {
  CALLER_CONTACT_METHOD_VALUES,
  CALLER_RELATIONSHIP_VALUES,
  CALLER_TYPE_VALUES,
} from '#contracts/case_options'
import { phoneField } from '#validators/rules/phone'

const optionOf = (values: readonly string[]) => vine.string().in([...values])

/** A person involved in a case, with SPEC.md §3's caller type, relationship and contact method. */
export const caseContactValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(160),
  caller_type: optionOf(CALLER_TYPE_VALUES).optional(),
  relationship: optionOf(CALLER_RELATIONSHIP_VALUES).optional(),
  phone: phoneField(),
  email: vine.string().trim().email().maxLength(254).optional(),
  preferred_contact_method: optionOf(CALLER_CONTACT_METHOD_VALUES).optional(),
  notes: vine.string().trim().maxLength(2000).optional(),
})
