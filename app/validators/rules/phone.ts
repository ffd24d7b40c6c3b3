import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/** Digits, spaces, ( ) and -, with + only in front (the country code). */
const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/
/** The shortest local number anywhere has 6 digits; ITU E.164 allows 15, extensions add a few. */
const MIN_DIGITS = 6
const MAX_DIGITS = 20

export const PHONE_MESSAGE =
  'Enter the phone number with digits, spaces, ( ) or -, and + before the country code.'

/** True for a phone number as people write it: "+60 3-2181 4000", "(02) 123 4567". */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE_CHARACTERS.test(value) && digits >= MIN_DIGITS && digits <= MAX_DIGITS
}

const phoneRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isPhoneNumber(value)) {
    field.report(PHONE_MESSAGE, 'phone', field)
  }
})

/**
 * Every phone field of the app (parties, provider contacts, users, members, My account): one
 * rule and one message, so no form can accept "abc" as a phone number again.
 */
export function phoneField() {
  return vine.string().trim().maxLength(40).use(phoneRule()).optional()
}
