import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { readSettings } from '#services/settings'

const POLICY_KEYS = [
  'password_min_length',
  'password_require_upper',
  'password_require_lower',
  'password_require_digit',
  'password_require_symbol',
] as const

/**
 * The password rules of Security settings, read when the password is checked, so a change
 * applies to the next password set anywhere (new user, reset, change). One message lists
 * everything that is missing.
 */
export const passwordPolicyRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || !field.isValid) return
    const policy = await readSettings(POLICY_KEYS)
    const missing: string[] = []
    if (value.length < policy.password_min_length)
      missing.push(`at least ${policy.password_min_length} characters`)
    if (policy.password_require_upper && !/[A-Z]/.test(value)) missing.push('an uppercase letter')
    if (policy.password_require_lower && !/[a-z]/.test(value)) missing.push('a lowercase letter')
    if (policy.password_require_digit && !/\d/.test(value)) missing.push('a digit')
    if (policy.password_require_symbol && !/[^A-Za-z0-9]/.test(value)) missing.push('a symbol')
    if (missing.length > 0) {
      field.report(`The password needs ${listOf(missing)}.`, 'passwordPolicy', field)
    }
  },
  { isAsync: true }
)

function listOf(items: string[]) {
  return items.length === 1
    ? items[0]
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** A new password: the policy, and a sane upper bound before hashing. */
export function newPassword() {
  return vine.string().maxLength(200).use(passwordPolicyRule())
}
