import { test } from '@japa/runner'
import {
  calendarDayIn,
  dayBounds,
  dayRangeRefusal,
  shiftDays,
  shiftYears,
  todayZone,
} from '#contracts/calendar_days'

test.group('Calendar days (app/contracts/calendar_days.ts)', () => {
  test('today is the day on the center’s clock, not UTC’s', ({ assert }) => {
    const lateEvening = new Date('2026-11-27T23:30:00Z')
    assert.equal(calendarDayIn('UTC', lateEvening), '2026-11-27')
    assert.equal(calendarDayIn('Asia/Kuala_Lumpur', lateEvening), '2026-11-28')
    assert.equal(calendarDayIn('Asia/Manila', lateEvening), '2026-11-28')
    assert.equal(calendarDayIn('Asia/Bangkok', new Date('2026-11-27T16:59:00Z')), '2026-11-27')
    assert.equal(calendarDayIn('Asia/Bangkok', new Date('2026-11-27T17:00:00Z')), '2026-11-28')
    assert.equal(calendarDayIn('America/New_York', lateEvening), '2026-11-27')
    // An unknown stored zone reads as UTC rather than breaking the request.
    assert.equal(calendarDayIn('Not/A_Zone', lateEvening), '2026-11-27')
  })

  test('the center’s zone, else the company’s', ({ assert }) => {
    assert.equal(todayZone('Asia/Manila', 'Asia/Kuala_Lumpur'), 'Asia/Manila')
    assert.equal(todayZone(null, 'Asia/Kuala_Lumpur'), 'Asia/Kuala_Lumpur')
  })

  test('days and years move across months, years and 29 February', ({ assert }) => {
    assert.equal(shiftDays('2026-11-30', 1), '2026-12-01')
    assert.equal(shiftDays('2026-12-31', 1), '2027-01-01')
    assert.equal(shiftDays('2024-03-01', -1), '2024-02-29')
    assert.equal(shiftYears('2024-02-29', 1), '2025-02-28')
    assert.equal(shiftYears('2024-02-29', 4), '2028-02-29')
    assert.equal(shiftYears('2026-11-28', -10), '2016-11-28')
  })

  test('each kind’s bounds and refusals, in plain words', ({ assert }) => {
    const today = '2026-11-28'
    assert.deepEqual(dayBounds('birth', today), { min: '1900-01-01', max: today })
    assert.deepEqual(dayBounds('happened', today), { min: '2016-11-28', max: today })
    assert.deepEqual(dayBounds('admission', today), { min: '2016-11-28', max: '2028-11-28' })
    assert.deepEqual(dayBounds('deadline', today), { min: '2016-11-28', max: '2031-11-28' })
    assert.deepEqual(dayBounds('validity', today), { min: '1950-01-01', max: '2056-11-28' })
    const refusal = (range: Parameters<typeof dayRangeRefusal>[0], day: string) =>
      dayRangeRefusal(range, day, today, 'date')
    assert.isNull(refusal('happened', today))
    assert.isNull(refusal('happened', '2016-11-28'))
    assert.equal(refusal('happened', '2026-11-29'), 'The date cannot be in the future.')
    assert.equal(refusal('happened', '2016-11-27'), 'The date cannot be more than 10 years ago.')
    assert.equal(refusal('birth', '1899-12-31'), 'The date cannot be before 1900.')
    assert.equal(
      refusal('admission', '9999-12-31'),
      'The date cannot be more than 2 years from today.'
    )
    assert.equal(refusal('validity', '0001-01-01'), 'The date cannot be before 1950.')
  })
})
