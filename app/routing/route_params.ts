/**
 * Matchers for route params. A URL whose param does not match is no route at all, so the router
 * answers 404 before any middleware or query runs. start/routes.ts sets them as the router's
 * global matchers for `:id`, `:token` and `:file`, so every route using those names gets them.
 * A route's own `.where()` replaces the global one, so a route that sets one uses these too.
 */
import { MAX_RECORD_ID } from '#validators/rules/record_id'

/**
 * Canonical decimal numbers from 1 to `max`, as a regular expression: no sign, no leading zero,
 * no exponent. Built digit by digit: shorter numbers, then for each position of `max` the
 * numbers that share its prefix and are smaller at that position, then `max` itself.
 */
export function wholeNumbersUpTo(max: number): RegExp {
  const digits = String(max)
  const branches: string[] = []
  if (digits.length > 1) branches.push(`[1-9]\\d{0,${digits.length - 2}}`)
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index])
    const lowest = index === 0 ? 1 : 0
    if (digit - 1 < lowest) continue
    const rest = digits.length - index - 1
    const range = digit - 1 === lowest ? String(lowest) : `[${lowest}-${digit - 1}]`
    branches.push(`${digits.slice(0, index)}${range}${rest > 0 ? `\\d{${rest}}` : ''}`)
  }
  branches.push(digits)
  return new RegExp(`^(?:${branches.join('|')})$`)
}

/** A record id (`/accounts/members/:id`): 1…2147483647, what an `integer` id column holds. */
export const recordIdParam = {
  match: wholeNumbersUpTo(MAX_RECORD_ID),
  cast: (value: string) => Number(value),
}

/**
 * A row of a `bigint` id (a WhatsApp webhook event, one per call Meta makes): 1…2^53 − 1, what
 * a JavaScript number holds exactly.
 */
export const bigIdParam = {
  match: wholeNumbersUpTo(Number.MAX_SAFE_INTEGER),
  cast: (value: string) => Number(value),
}

/**
 * A mailed link's token (password reset, email change): 32 random bytes in base64url are 43
 * characters. Any shorter URL-safe text still reaches the page, which says the link is not
 * valid; only what no token can look like (other characters, hundreds of them) is a 404.
 */
export const tokenParam = { match: /^[A-Za-z0-9_-]{1,128}$/ }

/** A stored image's file name (`<uuid>.png`), as app/services/images.ts names them. */
export const imageFileParam = { match: /^[0-9a-f-]{36}\.(?:png|jpg)$/ }
