import { test } from '@japa/runner'
import {
  instantOn,
  offsetMinutes,
  pastDueWarning,
  readsDifferently,
} from '../../../inertia/features/tasks/due_time.js'

test.group('A task’s due time on clocks', () => {
  test('a zone’s offset at an instant, summer time included', ({ assert }) => {
    const january = new Date('2026-01-15T12:00:00Z')
    const july = new Date('2026-07-15T12:00:00Z')
    assert.equal(offsetMinutes('Asia/Tokyo', january), 540)
    assert.equal(offsetMinutes('Asia/Kolkata', january), 330)
    assert.equal(offsetMinutes('UTC', january), 0)
    assert.equal(offsetMinutes('America/New_York', january), -300)
    assert.equal(offsetMinutes('America/New_York', july), -240)
    assert.equal(offsetMinutes('America/St_Johns', january), -210)
  })

  test('the "set in" line: only when the offsets differ at that instant', ({ assert }) => {
    const january = new Date('2026-01-15T12:00:00Z')
    const july = new Date('2026-07-15T12:00:00Z')
    // Another name for the same clock says nothing new.
    assert.isFalse(readsDifferently('Asia/Singapore', 'Asia/Kuala_Lumpur', january))
    assert.isFalse(readsDifferently('Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur', january))
    assert.isTrue(readsDifferently('Asia/Tokyo', 'Asia/Kuala_Lumpur', january))
    // London is on UTC's clock in winter only.
    assert.isFalse(readsDifferently('Europe/London', 'UTC', january))
    assert.isTrue(readsDifferently('Europe/London', 'UTC', july))
  })

  test('a day, hour and minute on a zone’s clock, as the server reads them', ({ assert }) => {
    assert.equal(
      instantOn('2026-12-01', '14', '30', 'Asia/Tokyo')?.toISOString(),
      '2026-12-01T05:30:00.000Z'
    )
    // Across New York's spring change: 03:30 that day is already summer time (UTC-4).
    assert.equal(
      instantOn('2026-03-08', '3', '30', 'America/New_York')?.toISOString(),
      '2026-03-08T07:30:00.000Z'
    )
    assert.equal(
      instantOn('2026-03-07', '23', '0', 'America/New_York')?.toISOString(),
      '2026-03-08T04:00:00.000Z'
    )
    assert.isNull(instantOn('', '14', '30', 'Asia/Tokyo'))
    assert.isNull(instantOn('01/12/2026', '14', '30', 'Asia/Tokyo'))
    assert.isNull(instantOn('2026-12-01', '', '30', 'Asia/Tokyo'))
    assert.isNull(instantOn('2026-12-01', '14', '30', ''))
  })

  test('a due time already past is questioned, how long ago said plainly', ({ assert }) => {
    const now = Date.parse('2026-11-28T12:00:00Z')
    assert.isNull(pastDueWarning(null, now))
    assert.isNull(pastDueWarning(new Date(now + 60_000), now))
    assert.match(pastDueWarning(new Date(now - 5 * 60_000), now) ?? '', /passed \(5 min ago\)/)
    assert.match(pastDueWarning(new Date(now - 3 * 3_600_000), now) ?? '', /\(3 h ago\)/)
    assert.match(pastDueWarning(new Date(now - 3 * 86_400_000), now) ?? '', /\(3 days ago\)/)
    assert.match(pastDueWarning(new Date(now - 1), now) ?? '', /\(1 min ago\)/)
  })
})
