import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { recordIdParam, tokenParam, wholeNumbersUpTo } from '#routing/route_params'
import { MAX_RECORD_ID, asRecordId, recordIdField } from '#validators/rules/record_id'
import { isCalendarDay } from '#validators/rules/date_order'
import { isStorableText, storableText } from '#contracts/storable_text'
import { parseDateRange } from '#queries/list_query'
import { pickerTerm } from '#queries/picker_term'
import { countryValidator } from '#validators/country'
import { loginValidator } from '#validators/auth'
import { sanitizeDelta } from '#services/rich_text/sanitize_delta'
import { seededRandom } from '#tests/helpers/hostile_values'

const NUL = String.fromCharCode(0)
const HIGH = String.fromCharCode(0xd800)
const LOW = String.fromCharCode(0xdc00)

async function fieldsFailing(
  validator: { validate(data: unknown): Promise<unknown> },
  data: object
) {
  try {
    await validator.validate(data)
    return []
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    return (error.messages as { field: string }[]).map((message) => message.field)
  }
}

test.group('Route params: the record id matcher', () => {
  test('matches exactly the canonical numbers 1…2147483647', ({ assert }) => {
    const match = recordIdParam.match
    for (const id of [
      '1',
      '9',
      '10',
      '99',
      '2147483647',
      '2147483639',
      '1999999999',
      '2047483647',
    ]) {
      assert.isTrue(match.test(id), id)
    }
    for (const id of [
      '0',
      '01',
      '-1',
      '+1',
      '1e3',
      '0x10',
      '1.0',
      ' 1',
      '2147483648',
      '2147483650',
    ]) {
      assert.isFalse(match.test(id), id)
    }
    assert.isFalse(match.test('9'.repeat(400)))
    assert.isFalse(match.test('3000000000'))
    assert.isFalse(match.test('21474836470'))
  })

  test('agrees with a numeric comparison on many numbers around every digit', ({ assert }) => {
    const random = seededRandom(7)
    const max = BigInt(MAX_RECORD_ID)
    for (let index = 0; index < 20_000; index++) {
      const digits = 1 + Math.floor(random() * 11)
      let text = String(1 + Math.floor(random() * 9))
      while (text.length < digits) text += String(Math.floor(random() * 10))
      assert.equal(recordIdParam.match.test(text), BigInt(text) <= max, text)
    }
  })

  test('builds the same kind of pattern for any upper bound', ({ assert }) => {
    for (const max of [1, 5, 10, 99, 100, 101, 65535, 1_000_000]) {
      const pattern = wholeNumbersUpTo(max)
      for (let n = 0; n <= max + 20 && n < 70_000; n++)
        assert.equal(pattern.test(String(n)), n >= 1 && n <= max, `${n} ≤ ${max}`)
      assert.isFalse(pattern.test(String(max + 1)))
    }
  })

  test('a token is URL-safe text of at most 128 characters', ({ assert }) => {
    assert.isTrue(tokenParam.match.test('Q2hhbmdlTWU_-x'))
    assert.isFalse(tokenParam.match.test(`abc${NUL}`))
    assert.isFalse(tokenParam.match.test('a'.repeat(129)))
    assert.isFalse(tokenParam.match.test('a/b'))
  })
})

test.group('Record ids in bodies and raw input', () => {
  test('recordIdField() refuses what an integer column cannot hold', async ({ assert }) => {
    const validator = vine.create({ id: recordIdField() })
    for (const value of ['1', 1, MAX_RECORD_ID, String(MAX_RECORD_ID)]) {
      assert.deepEqual(await fieldsFailing(validator, { id: value }), [], String(value))
    }
    for (const value of [0, -1, 1.5, '2147483648', 2 ** 53 + 1, '9'.repeat(400), '1e400', 'x']) {
      assert.deepEqual(await fieldsFailing(validator, { id: value }), ['id'], String(value))
    }
  })

  test('asRecordId reads only canonical ids', ({ assert }) => {
    assert.equal(asRecordId('12'), 12)
    assert.equal(asRecordId(12), 12)
    for (const value of [
      '1e3',
      '0x10',
      ' 12',
      '012',
      '2147483648',
      -1,
      0,
      1.5,
      ['12'],
      null,
      'NaN',
    ]) {
      assert.isNull(asRecordId(value), String(value))
    }
  })
})

test.group('Text PostgreSQL cannot store', () => {
  test('NUL and lone surrogates are found; pairs, tabs and line breaks are fine', ({ assert }) => {
    assert.isTrue(isStorableText('Ünïcødé 😀\t\n'))
    for (const text of [`a${NUL}b`, HIGH, LOW, `${LOW}${HIGH}`, `x${HIGH}`]) {
      assert.isFalse(isStorableText(text), JSON.stringify(text))
    }
    assert.equal(storableText(`a${NUL}b${HIGH}c😀`), 'ab\uFFFDc😀')
  })

  test('every vine.string() refuses it, in every validator the app builds', async ({ assert }) => {
    // Built at boot by the resources: proves the extension was installed before them.
    assert.include(
      await fieldsFailing(countryValidator, { code: 'MY', iso3: 'MYS', name: `a${NUL}` }),
      'name'
    )
    assert.include(
      await fieldsFailing(loginValidator, { email: `${HIGH}@x.com`, password: 'x' }),
      'email'
    )
    assert.include(await fieldsFailing(vine.create({ q: vine.string() }), { q: LOW }), 'q')
  })

  test('rich text drops NUL and replaces lone surrogates, in text, links and images', ({
    assert,
  }) => {
    const delta = sanitizeDelta({
      ops: [
        { insert: `a${NUL}b${HIGH}`, attributes: { link: `https://x.example/${NUL}p` } },
        { insert: { image: `https://x.example/${HIGH}.png` } },
        { insert: '\n' },
      ],
    })
    assert.equal(JSON.stringify(delta).includes(NUL), false)
    assert.isTrue(isStorableText(JSON.stringify(delta)))
  })

  test('a picker term is text, cut without leaving half a pair', ({ assert }) => {
    assert.equal(pickerTerm(['a']), '')
    assert.equal(pickerTerm(`a${NUL}b`), 'ab')
    assert.equal(pickerTerm(`${'x'.repeat(79)}😀`), `${'x'.repeat(79)}\uFFFD`)
  })
})

test.group('Calendar days', () => {
  test('only days that exist, in years 1 to 9999', ({ assert }) => {
    for (const day of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-04-30']) {
      assert.isTrue(isCalendarDay(day), day)
    }
    for (const day of [
      '2026-02-30',
      '2023-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-01',
      '2026-01-00',
      '0000-01-01',
      '2026-2-3',
      '10000-01-01',
    ]) {
      assert.isFalse(isCalendarDay(day), day)
    }
  })

  test('a date range filter with an impossible day is dropped', ({ assert }) => {
    assert.deepEqual(parseDateRange('2026-02-01..2026-02-28'), {
      from: '2026-02-01',
      to: '2026-02-28',
    })
    assert.isNull(parseDateRange('2026-02-01..2026-02-30'))
    assert.isNull(parseDateRange('0000-01-01..'))
  })
})
