import { errors } from '@vinejs/vine'

/**
 * Fails the request with a message next to one form field. It goes through the same path as
 * VineJS validation errors (session flash → Inertia `errors`), so forms need no special case.
 */
export function fieldError(field: string, message: string): never {
  throw new errors.E_VALIDATION_ERROR([{ field, message, rule: 'server' }])
}
