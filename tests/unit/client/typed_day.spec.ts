import { test } from '@japa/runner'
import { formatPlaceholder, parseTypedDay } from '../../../inertia/components/form/typed_day.js'

/** Issue 11 §8: date fields are typed in General settings' date format, not the browser's. */
test.group('Typed days', () => {
  test('read in each of the site formats', ({ assert }) => {
    assert.equal(parseTypedDay('22 Nov 2026', 'dd MMM yyyy'), '2026-11-22')
    assert.equal(parseTypedDay('3 february 1980', 'dd MMM yyyy'), '1980-02-03')
    assert.equal(parseTypedDay('3/2/1980', 'dd MMM yyyy'), '1980-02-03')
    assert.equal(parseTypedDay('Nov 22, 2026', 'dd MMM yyyy'), '2026-11-22')
    assert.equal(parseTypedDay('22/11/2026', 'dd/MM/yyyy'), '2026-11-22')
    assert.equal(parseTypedDay('22.11.2026', 'dd/MM/yyyy'), '2026-11-22')
    assert.equal(parseTypedDay('11/22/2026', 'MM/dd/yyyy'), '2026-11-22')
    assert.equal(parseTypedDay('2026-11-22', 'yyyy-MM-dd'), '2026-11-22')
    // ISO is understood whatever the format.
    assert.equal(parseTypedDay(' 2026-11-22 ', 'MM/dd/yyyy'), '2026-11-22')
  })

  test('refuse what is no day, or could be two', ({ assert }) => {
    assert.isNull(parseTypedDay('31 Feb 1980', 'dd MMM yyyy'))
    assert.isNull(parseTypedDay('22/11/26', 'dd/MM/yyyy'))
    assert.isNull(parseTypedDay('11/22/2026', 'dd/MM/yyyy'))
    assert.isNull(parseTypedDay('22 Ju 2026', 'dd MMM yyyy'))
    assert.isNull(parseTypedDay('soon', 'dd MMM yyyy'))
    assert.isNull(parseTypedDay('', 'dd MMM yyyy'))
    assert.isNull(parseTypedDay('2026-02-30', 'yyyy-MM-dd'))
  })

  test('say the format as a placeholder', ({ assert }) => {
    assert.equal(formatPlaceholder('dd MMM yyyy'), 'DD MMM YYYY')
    assert.equal(formatPlaceholder('MM/dd/yyyy'), 'MM/DD/YYYY')
  })
})
