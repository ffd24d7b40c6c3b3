/**
 * The "generate password" button (SPEC.md §5, §9): 15 characters, exactly 3 uppercase letters,
 * 8 lowercase letters, 2 digits and 2 symbols from a fixed set, shuffled. Pure and shared: the
 * browser runs it for the button, the tests run it many times to check the rules.
 */

export const PASSWORD_RULES = { length: 15, upper: 3, lower: 8, digits: 2, symbols: 2 } as const

// Look-alikes (I, l, O, 0, 1) are kept: the password is copied, not read aloud, and removing
// them would only shrink the space.
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const DIGITS = '0123456789'
/** The fixed symbol set: common on every keyboard layout, safe in shells and URLs. */
export const PASSWORD_SYMBOLS = '!@#$%^&*-_=+?'

/** A uniformly random integer in [0, bound), from a cryptographic source. */
export type RandomIndex = (bound: number) => number

/**
 * Rejection sampling over 32-bit values, so no index is more likely than another (a plain
 * modulo would favour the first characters of the set).
 */
export function cryptoRandomIndex(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound
  const buffer = new Uint32Array(1)
  for (;;) {
    globalThis.crypto.getRandomValues(buffer)
    if (buffer[0] < limit) return buffer[0] % bound
  }
}

function pick(set: string, count: number, random: RandomIndex): string[] {
  return Array.from({ length: count }, () => set[random(set.length)])
}

export function generatePassword(random: RandomIndex = cryptoRandomIndex): string {
  const characters = [
    ...pick(UPPER, PASSWORD_RULES.upper, random),
    ...pick(LOWER, PASSWORD_RULES.lower, random),
    ...pick(DIGITS, PASSWORD_RULES.digits, random),
    ...pick(PASSWORD_SYMBOLS, PASSWORD_RULES.symbols, random),
  ]
  // Fisher–Yates, with the same unbiased source.
  for (let index = characters.length - 1; index > 0; index--) {
    const other = random(index + 1)
    ;[characters[index], characters[other]] = [characters[other], characters[index]]
  }
  return characters.join('')
}
