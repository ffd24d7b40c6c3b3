import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { hasInvisibleCharacters, showingInvisibleCharacters } from '#contracts/invisible_text'

/** Invalid addresses named one by one in the refusal; beyond, how many more. */
const NAMED_REFUSALS = 5

/** Splits on commas, semicolons and line breaks; drops blanks and case-insensitive duplicates. */
export function splitEmailList(value: string): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const part of value.split(/[\s,;]+/)) {
    const address = part.trim()
    if (address && !seen.has(address.toLowerCase())) {
      seen.add(address.toLowerCase())
      result.push(address)
    }
  }
  return result
}

/**
 * One address of a list, valid as every single email field's (VineJS's email rule), and nothing
 * more: no header name before it ("Bcc:evil@x.test"), no angle bracket after it, no quoted part
 * (a list holds bare addresses), no invisible character that makes it read as another.
 */
export function isListAddress(address: string): boolean {
  return (
    address.length <= 254 &&
    !hasInvisibleCharacters(address) &&
    vine.helpers.isEmail(address, { blacklisted_chars: '"' })
  )
}

/** "Address 2, “Bcc:evil@x.test”, is not a valid email address." for each, up to five. */
function invalidAddresses(addresses: string[]): string | null {
  const invalid = addresses
    .map((address, index) => ({ address, position: index + 1 }))
    .filter(({ address }) => !isListAddress(address))
  if (invalid.length === 0) return null
  const named = invalid
    .slice(0, NAMED_REFUSALS)
    .map(
      ({ address, position }) =>
        `Address ${position}, “${showingInvisibleCharacters(address)}”, is not a valid email address.`
    )
  const more = invalid.length - NAMED_REFUSALS
  if (more > 0) named.push(`${more} more ${more === 1 ? 'is' : 'are'} not valid either.`)
  return named.join(' ')
}

/** Every address in the list must be valid, and there must be between 1 and `max`. */
export const emailListRule = vine.createRule(
  (value: unknown, options: { max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const addresses = splitEmailList(value)
    const invalid = invalidAddresses(addresses)
    if (addresses.length === 0) {
      field.report('Please enter at least one email address.', 'emailList', field)
    } else if (invalid) {
      field.report(invalid, 'emailList', field)
    } else if (addresses.length > options.max) {
      field.report(`A group holds at most ${options.max} addresses.`, 'emailList', field)
    }
  }
)
