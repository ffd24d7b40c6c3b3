import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/** The numbers of the `{{n}}` placeholders in a WhatsApp template body, in order of appearance. */
export function placeholderNumbers(body: string): number[] {
  return [...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((match) => Number(match[1]))
}

/**
 * WhatsApp requires placeholders numbered {{1}}…{{n}} without gaps. Its messages show literal
 * braces, so the app's messages provider does not interpolate them (start/validator.ts).
 */
export const sequentialPlaceholdersRule = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const numbers = [...new Set(placeholderNumbers(value))].sort((a, b) => a - b)
    const expected = numbers.map((_number, index) => index + 1)
    if (numbers.some((number, index) => number !== expected[index])) {
      field.report(
        'Placeholders must be numbered {{1}}, {{2}}, … without gaps.',
        'placeholders',
        field
      )
    }
    if (/\{\{(?!\s*\d+\s*\}\})/.test(value)) {
      field.report('Use placeholders of the form {{1}}.', 'placeholders', field)
    }
  }
)
