import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

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

/** Every address in the list must be valid, and there must be between 1 and `max`. */
export const emailListRule = vine.createRule(
  (value: unknown, options: { max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const addresses = splitEmailList(value)
    const invalid = addresses.filter((address) => !EMAIL.test(address) || address.length > 254)
    if (addresses.length === 0) {
      field.report('Please enter at least one email address.', 'emailList', field)
    } else if (invalid.length > 0) {
      field.report(
        `These addresses are not valid: ${invalid.slice(0, 5).join(', ')}.`,
        'emailList',
        field
      )
    } else if (addresses.length > options.max) {
      field.report(`A group holds at most ${options.max} addresses.`, 'emailList', field)
    }
  }
)
