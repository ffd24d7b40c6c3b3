import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'

/** Instants around the year, DST changes, midnight and the milliseconds' edges. */
const INSTANTS = [
  '2026-11-24T12:00:00.000Z',
  '2026-01-01T00:00:00.000Z',
  '2025-12-31T23:59:59.999Z',
  '2026-03-08T06:59:59.999Z',
  '2026-03-08T07:00:00.001Z',
  '2026-03-29T00:59:59.500Z',
  '2026-03-29T01:00:00.000Z',
  '2026-10-25T00:30:00.042Z',
  '2026-10-25T01:30:00.007Z',
  '2026-07-15T18:45:12.345Z',
  '1999-02-28T23:00:00.000Z',
  '2038-01-19T03:14:08.000Z',
].map((iso) => new Date(iso))

/** The process's zone and zones with DST, west and east of UTC, and half/quarter hours. */
const ZONES = [
  undefined,
  'UTC',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kuala_Lumpur',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'America/St_Johns',
  'Pacific/Chatham',
]

/** Runs `check` with the process's zone set to `zone` (Node applies a changed TZ at once). */
function inZone(zone: string | undefined, check: () => void) {
  const original = process.env.TZ
  if (zone !== undefined) process.env.TZ = zone
  try {
    check()
  } finally {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  }
}

test.group('List row timestamps', () => {
  test('isoTimestamp writes what luxon toISO() writes, in every zone', ({ assert }) => {
    for (const zone of ZONES) {
      inZone(zone, () => {
        for (const instant of INSTANTS) {
          assert.equal(
            isoTimestamp(instant),
            DateTime.fromJSDate(instant).toISO(),
            `${instant.toISOString()} in ${zone ?? 'the process zone'}`
          )
        }
      })
    }
  })

  test('isoTimestamp equals the toISOString formula for 5,000 instants, years 1 to 12000', ({
    assert,
  }) => {
    // The first implementation (proven against luxon above), as the reference.
    const reference = (value: Date) => {
      const offset = -value.getTimezoneOffset()
      const local = new Date(value.getTime() + offset * 60_000).toISOString().slice(0, -1)
      const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
      const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
      return `${local}${offset < 0 ? '-' : '+'}${hours}:${minutes}`
    }
    let seed = 12
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const from = Date.UTC(1, 0, 1)
    const to = Date.UTC(12000, 0, 1)
    for (const zone of [undefined, 'UTC', 'Asia/Kathmandu', 'America/St_Johns']) {
      inZone(zone, () => {
        for (let index = 0; index < 1250; index++) {
          const instant = new Date(Math.floor(from + random() * (to - from)))
          assert.equal(isoTimestamp(instant), reference(instant), instant.toISOString())
        }
      })
    }
  })

  test('a null timestamp stays null', ({ assert }) => {
    assert.isNull(isoTimestamp(null))
  })

  test('isoDate writes what luxon toISODate() writes for a pg date (local midnight)', ({
    assert,
  }) => {
    for (const zone of ZONES) {
      inZone(zone, () => {
        for (const day of ['2026-03-08', '2026-03-29', '2026-10-25', '1950-01-01', '2000-02-29']) {
          const [year, month, date] = day.split('-').map(Number)
          // As pg's default date parser builds it.
          const parsed = new Date(year, month - 1, date)
          assert.equal(isoDate(parsed), DateTime.fromJSDate(parsed).toISODate())
          assert.equal(isoDate(parsed), day)
          assert.equal(isoDate(day), day)
        }
      })
    }
  })
})
