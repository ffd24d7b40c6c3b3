import { errors } from '@vinejs/vine'

/**
 * Fails the request with a message next to one form field. It goes through the same path as
 * VineJS validation errors (session flash → Inertia `errors`), so forms need no special case.
 */
export function fieldError(field: string, message: string): never {
  throw new errors.E_VALIDATION_ERROR([{ field, message, rule: 'server' }])
}

/** A refused JSON write: the first message of each refused field, by field name (a 422's body). */
export type FieldErrors = Record<string, string>

/** What a dialog shows beside each of its fields, from a validation error's messages. */
export function firstMessagePerField(messages: { field: string; message: string }[]): FieldErrors {
  const fields: FieldErrors = {}
  for (const { field, message } of messages) fields[field] ??= message
  return fields
}
