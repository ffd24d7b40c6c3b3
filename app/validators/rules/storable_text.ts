import vine, { type Vine } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { isStorableText } from '#contracts/storable_text'

/**
 * Refuses text PostgreSQL cannot store (a NUL, a lone surrogate: app/contracts/storable_text.ts)
 * beside the field, before any other rule of the field reads it.
 */
export const storableTextRule = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value === 'string' && !isStorableText(value)) {
      field.report('The {{ field }} contains characters that are not allowed.', 'storable', field)
    }
  }
)

const INSTALLED = Symbol.for('assist.storableStrings')

/**
 * Makes every `vine.string()` start with {@link storableTextRule}, so no validator (and no field
 * added later) can pass such text on: the email rule throws on a lone surrogate (a 500), and any
 * field that is stored or searched fails in PostgreSQL. It must run before the first validator
 * is built; start/routes.ts imports start/validator.ts first for that reason.
 */
export function installStorableStrings(instance: Vine) {
  const marked = instance as Vine & { [INSTALLED]?: true }
  if (marked[INSTALLED]) return
  const createString = instance.string.bind(instance)
  instance.string = () => createString().use(storableTextRule())
  marked[INSTALLED] = true
}
