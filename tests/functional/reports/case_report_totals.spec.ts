import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { CaseRow } from '#reports/case_report'
import { CLOSED_DURATION_BUCKET_SQL } from '#reports/report_filters'
import { caseIn, centerId, insertGop } from '#tests/helpers/gop_fixtures'
import { reportPagesOf } from '#tests/helpers/report_pages'

/**
 * The case report's totals told without counting the cases (issue 32): a Case Closed Duration
 * bucket alone by its kept counts (migration 092), a document dimension alone by its marks
 * (migration 085). Each told total equals the rows the report lists, and the counts equal SQL
 * over every live closed case as cases close, reopen, move their opening and go to the trash.
 */

const { reader, open, ids } = reportPagesOf<CaseRow>('case')

type Count = { center_id: number; bucket: string; live: number }

/** The live closed cases per center and bucket: kept, and as SQL counts them now. */
async function bucketCounts(): Promise<{ kept: string[]; counted: string[] }> {
  const kept: Count[] = await db
    .from('live_status_counts')
    .where('table_name', 'cases:closed_duration')
    .where('live', '<>', 0)
    .select('center_id', 'status as bucket', 'live')
  const { rows: counted } = await db.rawQuery<{ rows: Count[] }>(
    `SELECT center_id, ${CLOSED_DURATION_BUCKET_SQL} AS bucket, count(*)::int AS live FROM cases
      WHERE deleted_at IS NULL AND closed_at IS NOT NULL GROUP BY 1, 2`
  )
  const lines = (rows: Count[]) =>
    rows.map((row) => `${row.center_id} ${row.bucket} ${row.live}`).sort()
  return { kept: lines(kept), counted: lines(counted) }
}

test.group('Case report: totals told by kept counts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the closed-duration counts follow closing, reopening, the opening and the trash', async ({
    assert,
  }) => {
    const first = await caseIn('KUL', 'active')
    const second = await caseIn('KUL', 'active')
    const opened = new Date('2026-01-10T00:00:00Z')
    const counts = async (step: string) => {
      const { kept, counted } = await bucketCounts()
      assert.deepEqual(kept, counted, step)
    }
    await counts('as seeded')
    await db
      .from('cases')
      .whereIn('id', [first, second])
      .update({ opened_at: opened, closed_at: new Date('2026-01-12T00:00:00Z'), status: 'closed' })
    await counts('two closed in one statement')
    await db
      .from('cases')
      .where('id', first)
      .update({ opened_at: new Date('2025-12-01T00:00:00Z') })
    await counts('an opening moved: another bucket')
    await db.from('cases').where('id', second).update({ closed_at: null, status: 'active' })
    await counts('reopened')
    await db.from('cases').where('id', first).update({ deleted_at: new Date() })
    await counts('in the trash')
    await db.from('cases').where('id', first).update({ deleted_at: null })
    await counts('restored')
  })

  test('a bucket alone and a document state alone: the told total is the rows listed', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const closed = await caseIn('KUL', 'active')
    await db
      .from('cases')
      .where('id', closed)
      .update({
        opened_at: new Date('2026-02-01T00:00:00Z'),
        closed_at: new Date('2026-02-20T00:00:00Z'),
        status: 'closed',
      })
    await insertGop(await caseIn('KUL', 'active'), 'approved')
    const kul = await centerId('KUL')
    const everyCase = await ids(client, user, '')
    for (const query of [
      '?filters[closed_duration]=8_to_30',
      '?filters[closed_duration][]=up_to_7&filters[closed_duration][]=8_to_30',
      '?filters[gop]=approved',
      '?filters[gop][]=approved&filters[gop][]=none',
    ]) {
      const { props } = await open(client, user, query)
      const listed = await ids(client, user, query)
      assert.equal(props.meta.total, listed.length, query)
      assert.isAbove(listed.length, 0, query)
      // Applied (a refused value would leave the report unfiltered), and narrower than all.
      const key = query.slice('?filters['.length, query.indexOf(']'))
      assert.property(props.query.filters, key, query)
      assert.isBelow(listed.length, everyCase.length, query)
      const inKul: { count: number }[] = await db
        .from('cases')
        .whereIn('id', listed)
        .where('center_id', kul)
        .count('* as count')
      assert.equal(Number(inKul[0].count), listed.length, query)
    }
    assert.include(await ids(client, user, '?filters[closed_duration]=8_to_30'), closed)
  })
})
