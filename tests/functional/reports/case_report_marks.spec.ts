import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { caseIn, insertGop } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'

/**
 * The case report's marks (migration 085): what the triggers keep in case_report_marks always
 * equals what the documents say, read from them here; two writers of one case's documents at
 * once both end in it.
 */

/** Every live case's marks as the documents say them: the definition the triggers keep. */
const EXPECTED = `
  SELECT documents.case_id, documents.mark FROM (
    SELECT case_id, 'gop:' || status AS mark FROM gops WHERE deleted_at IS NULL
    UNION SELECT case_id, 'charge_slip:' || status FROM charge_slips WHERE deleted_at IS NULL
    UNION SELECT case_id, 'rfp:' || status FROM request_for_payments WHERE deleted_at IS NULL
    UNION SELECT case_id, 'provider:' || provider_id FROM gops WHERE deleted_at IS NULL
    UNION SELECT case_id, 'provider:' || provider_id FROM charge_slips WHERE deleted_at IS NULL
  ) AS documents
  JOIN cases ON cases.id = documents.case_id AND cases.deleted_at IS NULL
  UNION
  SELECT cases.id, kinds.kind || ':none' FROM cases
  CROSS JOIN (VALUES ('gop', 'gops'), ('charge_slip', 'charge_slips'),
    ('rfp', 'request_for_payments')) AS kinds(kind, source)
  WHERE cases.deleted_at IS NULL AND NOT (
    (kinds.kind = 'gop' AND EXISTS
      (SELECT 1 FROM gops WHERE gops.case_id = cases.id AND gops.deleted_at IS NULL))
    OR (kinds.kind = 'charge_slip' AND EXISTS
      (SELECT 1 FROM charge_slips AS d WHERE d.case_id = cases.id AND d.deleted_at IS NULL))
    OR (kinds.kind = 'rfp' AND EXISTS
      (SELECT 1 FROM request_for_payments AS d WHERE d.case_id = cases.id AND d.deleted_at IS NULL))
  )`

type Mark = { case_id: number; mark: string }

const sorted = (rows: Mark[]) =>
  rows.map((row) => `${row.case_id} ${row.mark}`).sort((a, b) => a.localeCompare(b))

async function expectedMarks(caseIds?: number[]): Promise<string[]> {
  const { rows } = await db.rawQuery<{ rows: Mark[] }>(
    `SELECT * FROM (${EXPECTED}) AS expected
      ${caseIds ? 'WHERE case_id = ANY(?)' : ''}`,
    caseIds ? [caseIds] : []
  )
  return sorted(rows)
}

async function keptMarks(caseIds?: number[]): Promise<string[]> {
  const query = db.from('case_report_marks').select('case_id', 'mark')
  if (caseIds) query.whereIn('case_id', caseIds)
  return sorted(await query)
}

async function marksOf(caseId: number): Promise<string[]> {
  const lines = await keptMarks([caseId])
  return lines.map((line) => line.split(' ')[1])
}

async function secondProvider(butNot: number): Promise<number> {
  const row: { id: number } = await db
    .from('providers')
    .whereNull('deleted_at')
    .whereNot('id', butNot)
    .orderBy('id')
    .firstOrFail()
  return row.id
}

test.group('Case report marks: kept by the triggers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a case moves through its documents and its trash; its marks follow', async ({ assert }) => {
    const caseId = await caseIn('KUL', 'active')
    assert.deepEqual(await marksOf(caseId), ['charge_slip:none', 'gop:none', 'rfp:none'])

    const gopId = await insertGop(caseId, 'pending')
    const gop: { provider_id: number } = await db.from('gops').where('id', gopId).firstOrFail()
    assert.deepEqual(await marksOf(caseId), [
      'charge_slip:none',
      'gop:pending',
      `provider:${gop.provider_id}`,
      'rfp:none',
    ])

    await db.from('gops').where('id', gopId).update({
      status: 'approved',
      rate_to_center: '1',
      center_currency_code: 'MYR',
      amount_in_center: '1000.00',
    })
    assert.includeMembers(await marksOf(caseId), ['gop:approved'])
    assert.notInclude(await marksOf(caseId), 'gop:pending')

    const slipId = await insertChargeSlip(caseId, { status: 'paid' })
    const other = await secondProvider(gop.provider_id)
    await db.from('charge_slips').where('id', slipId).update({ provider_id: other })
    await insertRfp(caseId, { status: 'collected' })
    assert.deepEqual(await marksOf(caseId), [
      'charge_slip:paid',
      'gop:approved',
      `provider:${gop.provider_id}`,
      `provider:${other}`,
      'rfp:collected',
    ])

    // The GOP in the trash: no live GOP, its provider only through the slip.
    await db.from('gops').where('id', gopId).update({ deleted_at: new Date() })
    assert.deepEqual(await marksOf(caseId), [
      'charge_slip:paid',
      'gop:none',
      `provider:${other}`,
      'rfp:collected',
    ])

    // The case in the trash has no marks; restored, they come back as they were.
    await db.from('cases').where('id', caseId).update({ deleted_at: new Date() })
    assert.deepEqual(await marksOf(caseId), [])
    await db.from('cases').where('id', caseId).update({ deleted_at: null })
    assert.deepEqual(await keptMarks([caseId]), await expectedMarks([caseId]))

    // The slip deleted for good.
    await db.from('charge_slips').where('id', slipId).delete()
    assert.include(await marksOf(caseId), 'charge_slip:none')
    assert.notInclude(await marksOf(caseId), `provider:${other}`)
  })

  test('a case carries its center and opening into its marks', async ({ assert }) => {
    const caseId = await caseIn('KUL', 'active')
    const opened = new Date('2025-03-04T05:06:07Z')
    await db.from('cases').where('id', caseId).update({ opened_at: opened })
    const rows: { case_center_id: number; case_opened_at: Date }[] = await db
      .from('case_report_marks')
      .where('case_id', caseId)
      .select('case_center_id', 'case_opened_at')
    const kase: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.lengthOf(rows, 3)
    for (const row of rows) {
      assert.equal(row.case_center_id, kase.center_id)
      assert.equal(new Date(row.case_opened_at).toISOString(), opened.toISOString())
    }
  })

  test('every live case of the database: the marks are what the documents say', async ({
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'billing')
    await insertGop(caseId, 'sent')
    await insertChargeSlip(caseId, { status: 'pending' })
    const trashed = await caseIn('KUL', 'active')
    await insertGop(trashed, 'pending')
    await db.from('cases').where('id', trashed).update({ deleted_at: new Date() })
    assert.deepEqual(await keptMarks(), await expectedMarks())
  })
})

test.group('Case report marks: a bulk change in one transaction', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('per-case locks stop at a thousand a transaction; past them the marks are still kept', async ({
    assert,
  }) => {
    // 1,200 cases, cloned from one in one statement (a statement of more than a thousand cases
    // takes no per-case lock), then each one's opening changed: the row trigger refreshes one
    // case at a time, as a bulk move of cases to another center would. Before migration 093
    // every one of them held its lock to the end of the transaction; 20,000 filled PostgreSQL's
    // lock table ("out of shared memory").
    const source = await caseIn('KUL', 'active')
    const cloned: { rows: { id: number }[] } = await db.rawQuery(
      `INSERT INTO cases (center_id, number, status, client_id, program_id, member_id,
         caller_name, caller_type, incident_type_id, owner_id, priority, is_evacuation,
         opened_at, created_by_id, created_at, updated_at)
       SELECT center_id, number || '-B' || g, status, client_id, program_id, member_id,
         caller_name, caller_type, incident_type_id, owner_id, priority, is_evacuation,
         opened_at, created_by_id, created_at, updated_at
       FROM cases CROSS JOIN generate_series(1, 1200) AS g WHERE cases.id = ?
       RETURNING id`,
      [source]
    )
    const ids = cloned.rows.map((row) => row.id)
    const locks = async () => {
      const result: { rows: { held: string | number }[] } = await db.rawQuery(
        `SELECT count(*) AS held FROM pg_locks
          WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted`
      )
      return Number(result.rows[0].held)
    }
    const before = await locks()
    await db
      .from('cases')
      .whereIn('id', ids)
      .update({ opened_at: db.raw(`opened_at - interval '1 day'`) })
    // The first cases of the transaction locked (the source case's insert was one), none past.
    const after = await locks()
    assert.isAtMost(after, 1000)
    assert.isAbove(after - before, 900)
    // Every case's marks carry its new opening, locked or not.
    const stale: { rows: { stale: string | number }[] } = await db.rawQuery(
      `SELECT count(*) AS stale FROM case_report_marks AS marks JOIN cases ON cases.id = marks.case_id
        WHERE cases.id = ANY(?) AND marks.case_opened_at <> cases.opened_at`,
      [ids]
    )
    assert.equal(Number(stale.rows[0].stale), 0)
    assert.deepEqual(await keptMarks(ids), await expectedMarks(ids))
  })
})

test.group('Case report marks: two writers of one case at once', () => {
  test('two GOPs added to one case in two transactions: both end in its marks', async ({
    assert,
    cleanup,
  }) => {
    // PGlite serves one transaction at a time (ARCHITECTURE.md pitfall 7): there the second
    // queues behind the first, and the first must not wait for it.
    const version: { rows: { version: string }[] } = await db.rawQuery('SELECT version()')
    const oneAtATime = version.rows[0].version.includes('PGlite')
    const made: number[] = []
    cleanup(async () => {
      await db.from('gops').whereIn('case_id', made).delete()
      await db.from('cases').whereIn('id', made).delete()
    })
    for (let trial = 0; trial < 4; trial++) {
      const caseId = await caseIn('KUL', 'active')
      made.push(caseId)
      const gop = await gopRow(caseId)
      let inserted!: () => void
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve))
      let release!: () => void
      const firstMayCommit = new Promise<void>((resolve) => (release = resolve))
      await Promise.all([
        db.transaction(async (trx) => {
          await trx.insertQuery().table('gops').insert(gop)
          inserted()
          if (!oneAtATime) await firstMayCommit
        }),
        firstInserted.then(() =>
          db.transaction(async (trx) => {
            // Waits for the first's lock on the case's marks, then sees its GOP.
            const insert = trx
              .insertQuery()
              .table('gops')
              .insert({
                ...gop,
                number: `${String(gop.number)}-B`,
                status: 'declined',
                decline_reason: 'Not covered',
              })
              .exec()
            setTimeout(release, 100)
            await insert
          })
        ),
      ])
      assert.includeMembers(await marksOf(caseId), ['gop:pending', 'gop:declined'])
      assert.deepEqual(await keptMarks([caseId]), await expectedMarks([caseId]))
    }
  })
})

/** A pending GOP's row as insertGop writes it, not inserted: the race inserts it twice. */
async function gopRow(caseId: number): Promise<Record<string, unknown>> {
  const gopId = await insertGop(caseId, 'pending')
  // eslint-disable-next-line @typescript-eslint/naming-convention
  const { id, number_key, ...row }: Record<string, unknown> = await db
    .from('gops')
    .where('id', gopId)
    .firstOrFail()
  await db.from('gops').where('id', gopId).delete()
  void id
  void number_key
  return { ...row, number: `${String(row.number)}-R` }
}
