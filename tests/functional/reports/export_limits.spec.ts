import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { markCommittedRows } from '#tests/helpers/races'
import { demoUser } from '#tests/helpers/users'
import { centerId } from '#tests/helpers/gop_fixtures'
import { exportStatus } from '#tests/helpers/report_pages'
import { EXPORT_LIMITS, claimExport } from '#services/exports/report_exports'

/**
 * The running limits (issue 32): at most 2 exports running per person and 4 per worker
 * process, decided by a claim that cannot race. These claims really run at once, each through
 * its own pooled connection, so they cannot share a test transaction: the group removes what
 * was committed afterwards (tests/helpers/races.ts).
 */

type Seed = { userId: number; status: 'queued' | 'running'; claimedBy?: string }

let sequence = 0

async function seedExports(rows: Seed[]): Promise<number[]> {
  const center = await centerId('KUL')
  const ids: number[] = []
  for (const row of rows) {
    sequence += 1
    const key = JSON.stringify({ q: `limits-${Date.now()}-${sequence}` })
    const [inserted] = await db
      .insertQuery()
      .table('report_exports')
      .insert({
        user_id: row.userId,
        center_id: center,
        report_key: 'case',
        format: 'csv',
        query: key,
        query_key: key,
        status: row.status,
        claimed_by: row.claimedBy ?? null,
        heartbeat_at: row.status === 'running' ? new Date() : null,
      })
      .returning('id')
    ids.push(Number(inserted.id))
  }
  return ids
}

/** What a claim of this export by this worker came to. */
async function outcomeOf(id: number, instance: string) {
  const claim = await claimExport(id, instance)
  return claim.outcome
}

test.group('Report exports: running limits', (group) => {
  let cleanup: () => Promise<void>
  group.each.setup(async () => {
    cleanup = await markCommittedRows()
    return () => cleanup()
  })

  test('a third export of one person waits while two of theirs run', async ({ assert }) => {
    assert.equal(EXPORT_LIMITS.perUser, 2)
    const admin = await demoUser('admin@demo.test')
    const [waiting] = await seedExports([
      { userId: admin.id, status: 'queued' },
      { userId: admin.id, status: 'running', claimedBy: 'worker-a' },
      { userId: admin.id, status: 'running', claimedBy: 'worker-b' },
    ])
    assert.equal(await outcomeOf(waiting, 'worker-c'), 'waits')
    assert.equal(await exportStatus(waiting), 'queued')
    // Someone else's export is not held back by theirs.
    const supervisor = await demoUser('supervisor@demo.test')
    const [theirs] = await seedExports([{ userId: supervisor.id, status: 'queued' }])
    assert.equal(await outcomeOf(theirs, 'worker-c'), 'claimed')
    // A claimed or finished export is not claimed again (a second delivery of its job).
    assert.equal(await outcomeOf(theirs, 'worker-d'), 'gone')
  })

  test('a fifth export waits while four run in the same worker', async ({ assert }) => {
    assert.equal(EXPORT_LIMITS.perInstance, 4)
    const admin = await demoUser('admin@demo.test')
    const supervisor = await demoUser('supervisor@demo.test')
    const agent = await demoUser('agent@demo.test')
    const [waiting] = await seedExports([
      { userId: agent.id, status: 'queued' },
      { userId: admin.id, status: 'running', claimedBy: 'worker-x' },
      { userId: admin.id, status: 'running', claimedBy: 'worker-x' },
      { userId: supervisor.id, status: 'running', claimedBy: 'worker-x' },
      { userId: supervisor.id, status: 'running', claimedBy: 'worker-x' },
    ])
    assert.equal(await outcomeOf(waiting, 'worker-x'), 'waits')
    // Another worker process has room.
    assert.equal(await outcomeOf(waiting, 'worker-y'), 'claimed')
  })

  test('two claims at once for the last place of a person: exactly one wins', async ({
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    for (let trial = 0; trial < 8; trial++) {
      const [first, second, running] = await seedExports([
        { userId: admin.id, status: 'queued' },
        { userId: admin.id, status: 'queued' },
        { userId: admin.id, status: 'running', claimedBy: 'worker-a' },
      ])
      const outcomes = await Promise.all([
        claimExport(first, `worker-${trial}-1`),
        claimExport(second, `worker-${trial}-2`),
      ])
      assert.deepEqual(
        outcomes.map((outcome) => outcome.outcome).sort(),
        ['claimed', 'waits'],
        `trial ${trial}`
      )
      const runningNow = await db
        .from('report_exports')
        .where({ user_id: admin.id, status: 'running' })
        .count('* as total')
      assert.equal(Number(runningNow[0].total), EXPORT_LIMITS.perUser)
      await db.from('report_exports').whereIn('id', [first, second, running]).delete()
    }
  })

  test('two claims at once for the last place of a worker: exactly one wins', async ({
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    const supervisor = await demoUser('supervisor@demo.test')
    const agent = await demoUser('agent@demo.test')
    for (let trial = 0; trial < 8; trial++) {
      const worker = `worker-shared-${trial}`
      const ids = await seedExports([
        { userId: agent.id, status: 'queued' },
        { userId: supervisor.id, status: 'queued' },
        { userId: admin.id, status: 'running', claimedBy: worker },
        { userId: admin.id, status: 'running', claimedBy: worker },
        { userId: supervisor.id, status: 'running', claimedBy: worker },
      ])
      const outcomes = await Promise.all([claimExport(ids[0], worker), claimExport(ids[1], worker)])
      assert.deepEqual(
        outcomes.map((outcome) => outcome.outcome).sort(),
        ['claimed', 'waits'],
        `trial ${trial}`
      )
      await db.from('report_exports').whereIn('id', ids).delete()
    }
  })
})
