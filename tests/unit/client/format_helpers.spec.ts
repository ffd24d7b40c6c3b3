import { test } from '@japa/runner'
import { ageFrom, formatAge } from '../../../inertia/lib/age.js'
import { formatFileSize } from '../../../inertia/lib/file_size.js'
import { toLines, truncate } from '../../../inertia/lib/truncate.js'
import { inSentence } from '../../../inertia/lib/in_sentence.js'
import { formatCalendarDate, formatDateTime } from '#contracts/date_text'

test.group('Age helper', () => {
  test('counts completed years and months', ({ assert }) => {
    const today = new Date(2026, 10, 22)
    assert.deepEqual(ageFrom('1990-03-15', today), { years: 36, months: 8 })
    assert.deepEqual(ageFrom('1990-11-23', today), { years: 35, months: 11 })
    assert.deepEqual(ageFrom('2026-06-22', today), { years: 0, months: 5 })
    assert.isNull(ageFrom('2027-01-01', today))
    assert.isNull(ageFrom('not a date', today))
    assert.equal(formatAge('2025-11-22', today), '1 year')
    assert.equal(formatAge('1990-03-15', today), '36 years 8 months')
  })

  test('counts to the day it is given (the center’s), as a calendar day', ({ assert }) => {
    // A birthday on the center's today: a year older there, whatever the browser's clock says.
    assert.equal(formatAge('1990-11-29', '2026-11-29'), '36 years')
    assert.equal(formatAge('1990-11-29', '2026-11-28'), '35 years 11 months')
    assert.isNull(ageFrom('1990-11-29', 'not a day'))
  })
})

test.group('File size helper', () => {
  test('shows Bytes to YB with at most 2 decimals', ({ assert }) => {
    assert.equal(formatFileSize(0), '0 Bytes')
    assert.equal(formatFileSize(512), '512 Bytes')
    assert.equal(formatFileSize(1536), '1.5 KB')
    assert.equal(formatFileSize(1234567), '1.18 MB')
    assert.equal(formatFileSize(1024 ** 8 * 3), '3 YB')
    assert.equal(formatFileSize(1024 ** 10), '1048576 YB')
  })
})

test.group('Truncation helper', () => {
  test('cuts, trims trailing whitespace, adds an ellipsis and keeps line breaks', ({ assert }) => {
    assert.equal(truncate('Patient stable.   Transfer tomorrow', 18), 'Patient stable.…')
    assert.equal(truncate('short', 10), 'short')
    assert.equal(truncate('no limit at all'), 'no limit at all')
    assert.deepEqual(toLines(truncate('line one\nline two\r\nline three', 18)), [
      'line one',
      'line two…',
    ])
  })
})

test.group('Titles in sentences', () => {
  test('lowers plain words and keeps acronyms and brand names', ({ assert }) => {
    assert.equal(inSentence('Program types'), 'program types')
    assert.equal(inSentence('ICD codes'), 'ICD codes')
    assert.equal(inSentence('WhatsApp templates'), 'WhatsApp templates')
  })
})

test.group('Date and time display', () => {
  const instant = '2026-11-22T10:16:00.000Z'

  test('shows the instant in the given zone with the zone named', ({ assert }) => {
    assert.equal(
      formatDateTime(instant, { timeZone: 'Asia/Kuala_Lumpur', dateFormat: 'dd MMM yyyy' }),
      '22 Nov 2026, 18:16 GMT+8'
    )
    assert.equal(
      formatDateTime(instant, { timeZone: 'UTC', dateFormat: 'dd MMM yyyy' }),
      '22 Nov 2026, 10:16 UTC'
    )
  })

  test('follows each date format of General settings', ({ assert }) => {
    const zone = 'Asia/Tokyo'
    assert.equal(
      formatDateTime(instant, { timeZone: zone, dateFormat: 'yyyy-MM-dd' }),
      '2026-11-22, 19:16 GMT+9'
    )
    assert.equal(
      formatDateTime(instant, { timeZone: zone, dateFormat: 'dd/MM/yyyy' }),
      '22/11/2026, 19:16 GMT+9'
    )
    assert.equal(
      formatDateTime(instant, { timeZone: zone, dateFormat: 'MM/dd/yyyy' }),
      '11/22/2026, 19:16 GMT+9'
    )
  })

  test('the date moves with the zone across midnight', ({ assert }) => {
    assert.equal(
      formatDateTime('2026-11-22T20:30:00Z', {
        timeZone: 'Asia/Manila',
        dateFormat: 'dd MMM yyyy',
      }),
      '23 Nov 2026, 04:30 GMT+8'
    )
  })

  test('empty, unreadable and unknown-zone values do not break the page', ({ assert }) => {
    assert.equal(formatDateTime(null), '')
    assert.equal(formatDateTime('not a date'), '')
    assert.equal(
      formatDateTime(instant, { timeZone: 'Mars/Olympus', dateFormat: 'dd MMM yyyy' }),
      '22 Nov 2026, 10:16 UTC'
    )
  })
})

test.group('Calendar dates', () => {
  test('a day in each date format, never moved by a time zone', ({ assert }) => {
    assert.equal(formatCalendarDate('1980-02-03'), '03 Feb 1980')
    assert.equal(formatCalendarDate('1980-02-03', 'dd/MM/yyyy'), '03/02/1980')
    assert.equal(formatCalendarDate('1980-02-03', 'yyyy-MM-dd'), '1980-02-03')
    assert.equal(formatCalendarDate('1980-02-30'), '1980-02-30')
    assert.equal(formatCalendarDate('soon'), 'soon')
  })
})
