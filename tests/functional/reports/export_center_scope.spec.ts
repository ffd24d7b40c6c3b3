import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'

/**
 * A report export's routes (download, retry) under the center rule (issue 32): an export is its
 * owner's, and reached only while they hold the center it was asked in (404 otherwise); in
 * another of their own centers it opens where they are, as a file they asked for.
 */

/** A finished CSV export of `owner`'s, asked in `code`, with its file on the disk. */
async function finishedExport(code: string, owner?: User): Promise<number> {
  const center: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  const anyone: { id: number } = await db.from('users').orderBy('id').firstOrFail()
  const userId = owner?.id ?? anyone.id
  const key = `exports/${userId}/contract-${randomUUID()}.csv`
  // A case report's file, as the export writes one (its header and a case).
  const content = '\ufeffCase,Status\r\nKUL-2026-000001,Active\r\n'
  await drive.use().put(key, content)
  const query = JSON.stringify({ q: randomUUID() })
  const [row] = await db
    .insertQuery()
    .table('report_exports')
    .insert({
      user_id: userId,
      center_id: center.id,
      report_key: 'case',
      format: 'csv',
      query,
      query_key: query,
      status: 'done',
      file_path: key,
      file_name: 'Case report 2026-01-15 0900.csv',
      size: Buffer.byteLength(content),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .returning('id')
  return Number(row.id)
}

centerScopeContract({
  title: 'Report exports',
  prefix: '/reports/exports',
  table: 'report_exports',
  makeRecord: (code, owner) => finishedExport(code, owner),
  owned: true,
  setup: () => {
    // The files go to a disk that goes with the test.
    drive.fake('fs')
    return () => drive.restore('fs')
  },
  permissions: ['access-case-report'],
  trashable: false,
  ownOtherCenter: 'open',
  // download, retry
  minimumRoutes: 2,
})
