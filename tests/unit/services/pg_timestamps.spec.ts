import { test } from '@japa/runner'
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import { parseDateColumn, parseTimestamptz, pgTypes } from '#services/pg_timestamps'
import dbConfig from '#config/database'

/** pg's own reading (postgres-date), the reference the fast path must equal. */
const reference = pg.types.getTypeParser(1184) as (text: string) => Date | number | null

const same = (text: string, parse: (text: string) => Date | number | null = parseTimestamptz) => {
  const expected = reference(text)
  const actual = parse(text)
  return expected instanceof Date && actual instanceof Date
    ? Object.is(expected.getTime(), actual.getTime())
    : Object.is(expected, actual)
}

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')

test.group('Dates and timestamps read from PostgreSQL', () => {
  test('equal pg’s own reading for every shape PostgreSQL writes', ({ assert }) => {
    const next = random(2026)
    const offsets = ['+00', '+08', '-05', '+05:30', '-03:30', '+00:19:32', '-00:25:21', '+14']
    const failures: string[] = []
    for (let n = 0; n < 20_000; n++) {
      const year = Math.floor(next() * 12_000)
      const month = 1 + Math.floor(next() * 12)
      const day = 1 + Math.floor(next() * 28)
      const hour = Math.floor(next() * 24)
      const minute = Math.floor(next() * 60)
      const second = Math.floor(next() * 60)
      const precision = Math.floor(next() * 7)
      const fraction = precision
        ? `.${pad(Math.floor(next() * 10 ** precision), precision).replace(/0+$/, '') || '0'}`
        : ''
      const offset = offsets[Math.floor(next() * offsets.length)]
      const bc = next() < 0.02 ? ' BC' : ''
      const text =
        `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)} ` +
        `${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}${fraction}${offset}${bc}`
      if (!same(text)) failures.push(text)
    }
    // Fractions whose float product is just under a whole millisecond, and edge values.
    const edges = [
      '2026-11-25 09:30:00.57+00',
      '2026-11-25 09:30:00.29+00',
      '2026-11-25 09:30:00.999999+00',
      '2026-11-25 09:30:00.000001-05',
      '2026-11-25 09:30:00+05:30',
      '1000-01-01 00:00:00+00',
      '0099-12-31 23:59:59+00',
      '0001-01-01 00:00:00+00 BC',
      '12026-01-01 00:00:00+00',
      'infinity',
      '-infinity',
      '2026-11-25 09:30:00',
      '2026-11-25T09:30:00Z',
      '2026-11-25 09:30:0x+00',
      '2026-11-25 09:30:00+0a',
      '2026-11-25 09:30:00+05:3',
      '2026-11-25 09:30:00.+00',
    ]
    for (const text of [
      ...edges,
      ...Array.from({ length: 1000 }, (_, i) => `2026-01-01 00:00:00.${pad(i, 3)}+00`),
    ]) {
      if (!same(text)) failures.push(text)
    }
    assert.deepEqual(failures, [])
  })

  test('dates equal pg’s own reading too', ({ assert }) => {
    const next = random(1125)
    const failures: string[] = []
    for (let n = 0; n < 20_000; n++) {
      const year = Math.floor(next() * 12_000)
      const text =
        `${pad(year, 4)}-${pad(1 + Math.floor(next() * 12), 2)}-` +
        `${pad(1 + Math.floor(next() * 31), 2)}${next() < 0.02 ? ' BC' : ''}`
      if (!same(text, parseDateColumn)) failures.push(text)
    }
    const edges = ['1000-01-01', '0999-12-31', '0050-06-15', '2026-02-30', '12026-01-01']
    for (const text of [...edges, 'infinity', '-infinity', '2026-1x-01', '2026/11/25']) {
      if (!same(text, parseDateColumn)) failures.push(text)
    }
    assert.deepEqual(failures, [])
  })

  test('are what the app’s connections read', async ({ assert }) => {
    const { connection } = dbConfig.connections.postgres as { connection: { types?: unknown } }
    assert.strictEqual(connection.types, pgTypes)
    assert.strictEqual(pgTypes.getTypeParser(1184), parseTimestamptz)
    assert.strictEqual(pgTypes.getTypeParser(1082), parseDateColumn)
    // Everything else is pg's own parser.
    assert.strictEqual(pgTypes.getTypeParser(20), pg.types.getTypeParser(20))
    const { rows } = await db.rawQuery<{ rows: { at: Date; text: string }[] }>(
      `SELECT at, at::text AS text FROM (VALUES (timestamptz '2026-11-25 09:30:00.123456+05:30')) AS v(at)`
    )
    assert.instanceOf(rows[0].at, Date)
    assert.equal(rows[0].at.toISOString(), '2026-11-25T04:00:00.123Z')
    assert.equal(
      (parseTimestamptz(rows[0].text) as Date).getTime(),
      (reference(rows[0].text) as Date).getTime()
    )
  })
})
