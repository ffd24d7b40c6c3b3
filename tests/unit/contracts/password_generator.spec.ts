import { test } from '@japa/runner'
import {
  PASSWORD_RULES,
  PASSWORD_SYMBOLS,
  cryptoRandomIndex,
  generatePassword,
} from '#contracts/password_generator'

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length

test.group('Generated passwords', () => {
  test('every one of 5,000 has exactly the SPEC.md composition', ({ assert }) => {
    const symbol = new RegExp(`[${PASSWORD_SYMBOLS.replace(/[-\\\]^]/g, '\\$&')}]`, 'g')
    for (let run = 0; run < 5000; run++) {
      const password = generatePassword()
      assert.lengthOf(password, PASSWORD_RULES.length)
      assert.equal(count(password, /[A-Z]/g), PASSWORD_RULES.upper)
      assert.equal(count(password, /[a-z]/g), PASSWORD_RULES.lower)
      assert.equal(count(password, /\d/g), PASSWORD_RULES.digits)
      assert.equal(count(password, symbol), PASSWORD_RULES.symbols)
    }
  })

  test('is shuffled: every class reaches every position', ({ assert }) => {
    const seen = Array.from({ length: PASSWORD_RULES.length }, () => new Set<string>())
    for (let run = 0; run < 3000; run++) {
      const password = generatePassword()
      for (const [index, character] of [...password].entries()) {
        if (/[A-Z]/.test(character)) seen[index].add('upper')
        else if (/[a-z]/.test(character)) seen[index].add('lower')
        else if (/\d/.test(character)) seen[index].add('digit')
        else seen[index].add('symbol')
      }
    }
    for (const classes of seen) assert.equal(classes.size, 4)
  })

  test('does not repeat', ({ assert }) => {
    const passwords = new Set(Array.from({ length: 2000 }, () => generatePassword()))
    assert.equal(passwords.size, 2000)
  })

  test('the random source is uniform enough and stays in range', ({ assert }) => {
    const buckets = Array.from({ length: 13 }, () => 0)
    for (let run = 0; run < 26_000; run++) buckets[cryptoRandomIndex(13)] += 1
    // Each bucket expects 2,000; ±300 is over 6 standard deviations.
    for (const bucket of buckets) assert.isAtLeast(bucket, 1700)
    for (const bucket of buckets) assert.isAtMost(bucket, 2300)
  })

  test('draws every character from the given source', ({ assert }) => {
    const first = generatePassword(() => 0)
    assert.equal(
      first,
      generatePassword(() => 0)
    )
    assert.equal([...first].sort().join(''), [...'!!00AAAaaaaaaaa'].sort().join(''))
  })
})
