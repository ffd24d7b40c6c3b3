import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { AMOUNT_REFUSALS, groupedAmount, readAmount } from '#contracts/money'
import { amountField } from '#validators/rules/amount'

test.group('Amounts: the one reading of every money field', () => {
  test('plain or grouped by thousands is read exactly', ({ assert }) => {
    const read: [string, string][] = [
      ['1500', '1500.00'],
      ['1500.5', '1500.50'],
      ['0.5', '0.50'],
      ['007', '7.00'],
      ['1,234.50', '1234.50'],
      ['150,000.5', '150000.50'],
      ['999,999,999,999.99', '999999999999.99'],
      ['1 234 567', '1234567.00'],
      ['12\u00a0500.00', '12500.00'],
      ['12\u202f500', '12500.00'],
      [' 1,500 ', '1500.00'],
    ]
    for (const [typed, amount] of read) {
      assert.deepEqual(readAmount(typed), { ok: true, amount }, typed)
    }
  })

  test('grouping anywhere but between thousands is refused, not read', ({ assert }) => {
    for (const typed of [
      '1,2,3',
      '1,50',
      '12,34.56',
      '1,2345',
      '1234,567',
      '0,500',
      ',500',
      '1,500,',
      '1,,500',
      '1, 500',
      '1,500 000',
      '12 34.5',
    ]) {
      assert.deepEqual(readAmount(typed), { ok: false, problem: 'grouping' }, typed)
    }
  })

  test('anything else is not an amount', ({ assert }) => {
    for (const typed of [
      '',
      'abc',
      '-5',
      '+5',
      '1.234',
      '1,234.567',
      '1.',
      '.5',
      '1e3',
      '12,50o',
      '9999999999999',
      '9,999,999,999,999',
      '1.500,00',
    ]) {
      assert.deepEqual(readAmount(typed), { ok: false, problem: 'format' }, typed)
    }
  })

  test('zero is refused unless the field allows it (a fee)', ({ assert }) => {
    assert.deepEqual(readAmount('0.00'), { ok: false, problem: 'zero' })
    assert.deepEqual(readAmount('0,000'), { ok: false, problem: 'grouping' })
    assert.deepEqual(readAmount('0', { zero: true }), { ok: true, amount: '0.00' })
  })

  test('what is read is shown back as it was meant', ({ assert }) => {
    for (const typed of ['1,234.50', '150000.5', '7']) {
      const reading = readAmount(typed)
      assert.isTrue(reading.ok)
      if (reading.ok) assert.deepEqual(readAmount(groupedAmount(reading.amount)), reading)
    }
  })

  test('the server’s rule stores the reading and refuses beside the field', async ({ assert }) => {
    const validator = vine.create({ amount: amountField(), fee: amountField({ zero: true }) })
    assert.deepEqual(await validator.validate({ amount: '1,234.5', fee: '0' }), {
      amount: '1234.50',
      fee: '0.00',
    })
    for (const [amount, message] of [
      ['1,2,3', AMOUNT_REFUSALS.grouping],
      ['1,50', AMOUNT_REFUSALS.grouping],
      ['1.234', AMOUNT_REFUSALS.format],
      ['0', AMOUNT_REFUSALS.zero],
    ]) {
      try {
        await validator.validate({ amount, fee: '1' })
        assert.fail(`${amount} was accepted`)
      } catch (error) {
        if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
        assert.deepEqual(
          (error.messages as { field: string; message: string }[]).map((m) => [m.field, m.message]),
          [['amount', message]],
          amount
        )
      }
    }
  })
})
