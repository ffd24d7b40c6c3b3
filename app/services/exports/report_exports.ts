import { createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { finished } from 'node:stream/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import app from '@adonisjs/core/services/app'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { findReport } from '#reports/registry'
import type { Report, ReportScope } from '#reports/report_definition'
import {
  parseListQuery,
  type ListQueryError,
  type ParsedListQuery,
} from '#queries/list_query_parser'
import { countList, streamList } from '#queries/list_stream'
import { actorOf, type UserActor } from '#services/actor'
import type { WorkCenter } from '#services/shared_user'
import { add, jobEntry } from '#services/outbox'
import { broadcast } from '#services/live/broadcast'
import { notify } from '#services/notifications'
import { userRoom } from '#contracts/live_events'
import {
  EXPORT_KEEP_HOURS,
  exportDownloadPath,
  type ExportProgress,
  type ExportStatus,
} from '#contracts/report_exports'
import { ZoneClock, wallText } from '#services/exports/export_cells'
import {
  EXPORT_CONTENT_TYPES,
  openExportWriter,
  type ExportFormat,
} from '#services/exports/export_writers'
import { caseFileDisk, deleteStored, putReceived } from '#services/case_file_uploads'
import { killPoint } from '#services/outbox_kill_points'
import RunReportExport from '#jobs/run_report_export'

/**
 * Report exports as managed jobs (issue 32; shared/design/REPORTS.md "Exports are managed
 * jobs"). A request freezes the list query the preview ran into an export row and queues its
 * job in the same transaction (the outbox); the job replays that list (`streamList` over the
 * report's `list(scope)`, the query read again by `parseListQuery`) into a file, pushing its
 * progress to the owner, and ends with the file on the Drive disk and a "report ready"
 * notification, or with the reason it failed. docs/decisions.md "Report exports".
 */

/** At most this many running at once per person, and per worker process. */
export const EXPORT_LIMITS = { perUser: 2, perInstance: 4 }

/** Progress is pushed (and the heartbeat written) at least this often while a run goes on. */
export const PROGRESS_EVERY_MS = 1_000

/**
 * A running export whose heartbeat is older than this belongs to a worker that died (the
 * heartbeat comes every second or so while it writes; a slow batch of a huge list stays far
 * below this). Under test a few seconds, so a crash test sees the sweep.
 */
export const STALE_RUN_MS = app.inTest ? 5_000 : 2 * 60_000

/** A queued export this long untouched is handed to the queue again by the sweep. */
export const WAITING_NUDGE_MS = 60_000

/** Which worker process runs an export: this one's name for its claims. */
export const WORKER_INSTANCE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

/** The plain row the service reads. */
export type ExportRow = {
  id: number
  user_id: number
  center_id: number
  report_key: string
  variant: string | null
  format: ExportFormat
  query: unknown
  status: ExportStatus
  rows_done: string | number
  rows_total: string | number | null
  file_path: string | null
  file_name: string | null
  size: string | number | null
  error: string | null
  attempts: number
  claimed_by: string | null
  expires_at: Date | null
}

/** The frozen list query: what parseListQuery reads back, keys and values in one order. */
export type FrozenQuery = {
  sort?: string
  q?: string
  filters?: Record<string, string[]>
}

export type ExportInput = {
  format: ExportFormat
  variant?: string | null
  q?: string | null
  sort?: string | null
  filters?: Record<string, unknown>
}

export type RequestAnswer =
  { ok: true; id: number; existing: boolean } | { ok: false; errors: ListQueryError[] }

/** Why an export cannot run, in its owner's words (kept on the row as its error). */
export class ExportRefused extends Error {}

/**
 * The query as it will be replayed: only what the list understood, filter values sorted, so
 * the same list asked twice freezes to the same text (the "identical pending export" key).
 */
export function frozenQuery(parsed: ParsedListQuery): FrozenQuery {
  const filters: Record<string, string[]> = {}
  const keys = [...Object.keys(parsed.filters), ...Object.keys(parsed.dateRanges)].sort()
  for (const key of keys) {
    const range = parsed.dateRanges[key]
    filters[key] = range
      ? [`${range.from ?? ''}..${range.to ?? ''}`]
      : [...new Set(parsed.filters[key])].sort()
  }
  return {
    ...(parsed.sort ? { sort: parsed.sort } : {}),
    ...(parsed.q ? { q: parsed.q } : {}),
    ...(keys.length > 0 ? { filters } : {}),
  }
}

/** The variant asked for, checked against the report's (its first when none was asked). */
function variantOf(report: Report, asked: string | null | undefined): string | null | undefined {
  if (report.variants.length === 0) return asked ? undefined : null
  if (!asked) return report.variants[0].key
  return report.variants.some((variant) => variant.key === asked) ? asked : undefined
}

/**
 * "Export XLSX" / "Export CSV": the export row and its job, in one transaction. The same list
 * asked again by the same person while the first is still queued or running answers that one
 * (the partial unique index decides, so two requests at once make one row). The caller has
 * checked the report's permission; the actor's current center is the export's.
 */
export async function requestExport(
  actor: UserActor,
  report: Report,
  input: ExportInput
): Promise<RequestAnswer> {
  const center = actor.center
  if (!center) throw new ExportRefused('Choose a center before exporting.')
  const variant = variantOf(report, input.variant)
  if (variant === undefined) {
    return { ok: false, errors: [{ field: 'variant', message: 'This report has no such type.' }] }
  }
  const list = report.list({ actor, variant })
  const asked = {
    ...(input.q ? { q: input.q } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
    ...(input.filters ? { filters: input.filters } : {}),
  }
  const { query, errors } = await parseListQuery(asked, list)
  // An export replays exactly what was asked: a part of the query the list refuses is refused.
  if (errors.length > 0) return { ok: false, errors }
  const frozen = frozenQuery(query)
  const queryKey = JSON.stringify(frozen)
  if (queryKey.length > 8000) {
    return { ok: false, errors: [{ field: 'filters', message: 'Too many filters to export.' }] }
  }
  const insertOrFind = () =>
    db.transaction(async (trx): Promise<RequestAnswer | null> => {
      const inserted: { rows: { id: number }[] } = await trx.rawQuery(
        `INSERT INTO report_exports (user_id, center_id, report_key, variant, format, query, query_key)
       VALUES (?, ?, ?, nullif(?, ''), ?, ?::jsonb, ?)
       ON CONFLICT (user_id, report_key, coalesce(variant, ''), format, query_key)
         WHERE status IN ('queued', 'running') DO NOTHING
       RETURNING id`,
        [actor.user.id, center.id, report.key, variant ?? '', input.format, queryKey, queryKey]
      )
      const row = inserted.rows[0]
      if (row) {
        await queueRun(trx, Number(row.id))
        return { ok: true as const, id: Number(row.id), existing: false }
      }
      const pending = await trx
        .from('report_exports')
        .where({ user_id: actor.user.id, report_key: report.key, format: input.format })
        .whereRaw(`coalesce(variant, '') = ?`, [variant ?? ''])
        .where('query_key', queryKey)
        .whereIn('status', ['queued', 'running'])
        .select('id')
        .first()
      // The pending one ended between the insert and this read: the insert is tried again.
      if (!pending) return null
      return { ok: true as const, id: Number(pending.id), existing: true }
    })
  // Twice at most: the one that blocked the first insert has ended, so the second one inserts.
  return (await insertOrFind()) ?? (await insertOrFind()) ?? { ok: false, errors: [BUSY] }
}

/** Never expected: an identical export ending twice while one request asks for it. */
const BUSY = { field: 'format', message: 'The same export just changed; please ask again.' }

/** The export's job, handed to the queue once the transaction commits. */
async function queueRun(trx: TransactionClientContract, exportId: number) {
  await add(trx, jobEntry(RunReportExport, { exportId }), { subject: `report_export:${exportId}` })
}

type Claim = { outcome: 'claimed'; row: ExportRow } | { outcome: 'waits' } | { outcome: 'gone' }

/**
 * Takes a queued export for this worker, within the limits: at most 2 running per person and 4
 * per worker process. Every claim takes one advisory lock first, so two claims never both count
 * the running rows before either writes (two workers at once: one wins). An export over a limit
 * stays queued; it is handed to the queue again when one of the runs ends (`queueWaiting`), or
 * by the worker's sweep.
 */
export async function claimExport(id: number, instance = WORKER_INSTANCE): Promise<Claim> {
  return db.transaction(async (trx) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', ['report_exports:claim'])
    const row: { user_id: number; status: string } | null = await trx
      .from('report_exports')
      .where('id', id)
      .select('user_id', 'status')
      .first()
    if (row?.status !== 'queued') return { outcome: 'gone' as const }
    const counted: { rows: { mine: string | number; here: string | number }[] } =
      await trx.rawQuery(
        `SELECT count(*) FILTER (WHERE user_id = ?) AS mine,
                count(*) FILTER (WHERE claimed_by = ?) AS here
           FROM report_exports WHERE status = 'running'`,
        [row.user_id, instance]
      )
    const { mine, here } = counted.rows[0]
    if (Number(mine) >= EXPORT_LIMITS.perUser || Number(here) >= EXPORT_LIMITS.perInstance) {
      return { outcome: 'waits' as const }
    }
    const updated: { rows: ExportRow[] } = await trx.rawQuery(
      `UPDATE report_exports
          SET status = 'running', claimed_by = ?, heartbeat_at = now(), started_at = now(),
              attempts = attempts + 1, rows_done = 0, rows_total = NULL, error = NULL,
              finished_at = NULL, updated_at = now()
        WHERE id = ? AND status = 'queued'
        RETURNING *`,
      [instance, id]
    )
    const claimed = updated.rows[0]
    if (!claimed) return { outcome: 'gone' as const }
    await pushProgress(trx, claimed, 0, null)
    return { outcome: 'claimed' as const, row: claimed }
  })
}

async function pushProgress(
  trx: TransactionClientContract,
  row: Pick<ExportRow, 'id' | 'user_id' | 'status'>,
  rowsDone: number,
  rowsTotal: number | null
) {
  const payload: ExportProgress = { id: row.id, status: row.status, rowsDone, rowsTotal }
  await broadcast(trx, { room: userRoom(row.user_id), event: 'export.progress', payload })
}

export type RunOptions = {
  instance?: string
  batchSize?: number
  progressEveryMs?: number
}

/**
 * The job's work: claim, write, store, tell. Answers what became of the export. Any failure
 * leaves the row failed with its reason and no file (the file reaches the disk only once
 * whole), and ready to be retried.
 */
export async function runExport(
  id: number,
  options: RunOptions = {}
): Promise<'done' | 'failed' | 'waits' | 'gone'> {
  const instance = options.instance ?? WORKER_INSTANCE
  const claim = await claimExport(id, instance)
  if (claim.outcome !== 'claimed') return claim.outcome
  const row = claim.row
  let outcome: 'done' | 'failed' | 'gone' = 'failed'
  try {
    outcome = await produce(row, instance, options)
  } catch (error) {
    const message =
      error instanceof ExportRefused
        ? error.message
        : 'The export failed while writing its file. Retry it; if it fails again, tell support.'
    if (!(error instanceof ExportRefused))
      logger.error({ err: error, exportId: id }, 'export failed')
    await failExport(row, instance, message)
  }
  await queueWaiting().catch((error: unknown) =>
    logger.warn({ err: error }, 'exports: handing waiting exports to the queue failed')
  )
  return outcome
}

type Prepared = {
  report: Report
  scope: ReportScope
  center: WorkCenter
  parsed: ParsedListQuery
}

/** The report as its owner may still read it, in the center it was asked in. */
async function prepare(row: ExportRow): Promise<Prepared> {
  const user = await User.find(row.user_id)
  const centerRow: { id: number; code: string; name: string; time_zone: string } | null = await db
    .from('centers')
    .where('id', row.center_id)
    .whereNull('deleted_at')
    .select('id', 'code', 'name', 'time_zone')
    .first()
  if (!user || !centerRow) throw new ExportRefused('The person or center of this export is gone.')
  const center: WorkCenter = {
    id: centerRow.id,
    displayCode: centerRow.code.toUpperCase(),
    name: centerRow.name,
    timeZone: centerRow.time_zone,
  }
  const actor = await actorOf(user, { center })
  if (!actor.centerIds.includes(center.id)) {
    throw new ExportRefused(`You no longer work in ${center.displayCode}.`)
  }
  const report = findReport(row.report_key)
  if (!report) throw new ExportRefused('This report no longer exists.')
  if (!actor.permissions.has(report.permission)) {
    throw new ExportRefused('You no longer have access to this report.')
  }
  const scope: ReportScope = { actor, variant: row.variant }
  const { query, errors } = await parseListQuery(row.query, report.list(scope))
  if (errors.length > 0) {
    throw new ExportRefused('The report’s filters have changed since this export was asked for.')
  }
  return { report, scope, center, parsed: query }
}

async function produce(
  row: ExportRow,
  instance: string,
  options: RunOptions
): Promise<'done' | 'gone'> {
  const { report, scope, center, parsed } = await prepare(row)
  const list = report.list(scope)
  // Counted without a transaction around the stream: on the embedded database one connection
  // holds the only backend for as long as its transaction is open, and the progress writes
  // beside it would wait for ever (docs/decisions.md "Report exports").
  const total = await countList(list, parsed)
  if (!(await heartbeat(row, instance, 0, total))) return 'gone'

  const path = join(tmpdir(), `report-export-${row.id}-${randomUUID()}.${row.format}`)
  const out = createWriteStream(path, { highWaterMark: 64 * 1024 })
  const closed = finished(out)
  try {
    const writer = openExportWriter(row.format, out, report.exportHeader(scope), {
      timeZone: center.timeZone,
      title: report.title,
    })
    const toRow = report.exportRows(scope)
    let done = 0
    let last = Date.now()
    const every = options.progressEveryMs ?? PROGRESS_EVERY_MS
    for await (const batch of streamList(list, parsed, { batchSize: options.batchSize })) {
      await writer.write(batch.map(toRow))
      done += batch.length
      killPoint('export:batch')
      if (Date.now() - last >= every) {
        last = Date.now()
        // Swept as dead meanwhile (this process stalled past STALE_RUN_MS): stop, write nothing.
        if (!(await heartbeat(row, instance, done, Math.max(total, done)))) return 'gone'
      }
    }
    await writer.finish()
    out.end()
    await closed
    const { size } = await stat(path)
    const key = `exports/${row.user_id}/${row.id}-${randomUUID()}.${row.format}`
    await putReceived(key, { tmpPath: path, mime: EXPORT_CONTENT_TYPES[row.format], size })
    killPoint('export:stored')
    const fileName = `${report.title} ${fileStamp(new Date(), center.timeZone)}.${row.format}`
    if (!(await finishExport(row, instance, { key, fileName, size, rows: done, report }))) {
      await deleteStored([key])
      return 'gone'
    }
    return 'done'
  } finally {
    out.destroy()
    await closed.catch(() => {})
    await rm(path, { force: true })
  }
}

/** 'yyyy-mm-dd hhmm' on the center's clock, for the file's name: the cells' clock, no seconds. */
function fileStamp(at: Date, timeZone: string): string {
  return wallText(new ZoneClock(timeZone).wall(at)).slice(0, 16).replace(':', '')
}

/**
 * The run's progress and heartbeat, pushed to its owner; false when the row is no longer this
 * run's (swept as dead): the run then stops.
 */
async function heartbeat(
  row: ExportRow,
  instance: string,
  rowsDone: number,
  rowsTotal: number
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const updated: { rows: { id: number }[] } = await trx.rawQuery(
      `UPDATE report_exports
          SET rows_done = ?, rows_total = ?, heartbeat_at = now(), updated_at = now()
        WHERE id = ? AND status = 'running' AND claimed_by = ?
        RETURNING id`,
      [rowsDone, rowsTotal, row.id, instance]
    )
    if (updated.rows.length !== 1) return false
    await pushProgress(trx, { ...row, status: 'running' }, rowsDone, rowsTotal)
    return true
  })
}

async function finishExport(
  row: ExportRow,
  instance: string,
  file: { key: string; fileName: string; size: number; rows: number; report: Report }
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const updated: { rows: ExportRow[] } = await trx.rawQuery(
      `UPDATE report_exports
          SET status = 'done', file_path = ?, file_name = ?, size = ?, rows_done = ?,
              rows_total = ?, finished_at = now(), claimed_by = NULL, updated_at = now(),
              expires_at = now() + ? * interval '1 hour'
        WHERE id = ? AND status = 'running' AND claimed_by = ?
        RETURNING *`,
      [
        file.key,
        file.fileName,
        file.size,
        file.rows,
        file.rows,
        EXPORT_KEEP_HOURS,
        row.id,
        instance,
      ]
    )
    const done = updated.rows[0]
    if (!done) return false
    await pushProgress(trx, done, file.rows, file.rows)
    const link = exportDownloadPath(row.id)
    const format = row.format.toUpperCase()
    await notify(trx, {
      userId: row.user_id,
      kind: 'report.ready',
      title: `${file.report.title} is ready`,
      body: `Your ${format} export (${file.rows.toLocaleString('en-US')} rows) can be downloaded for ${EXPORT_KEEP_HOURS} hours.`,
      link,
      centerId: row.center_id,
      // One alert per run: a retried export's new file is told again.
      subject: `report_export:${row.id}:${done.attempts}`,
    })
    // SPEC.md §7's report-ready event on the owner's private channel.
    await broadcast(trx, {
      room: userRoom(row.user_id),
      event: 'report.ready',
      payload: { subject: file.report.title, filePath: link },
    })
    return true
  })
}

/** The run failed: the row says why (if it is still this run's), and it can be retried. */
async function failExport(row: ExportRow, instance: string, message: string) {
  await db.transaction(async (trx) => {
    const updated: { rows: ExportRow[] } = await trx.rawQuery(
      `UPDATE report_exports
          SET status = 'failed', error = ?, finished_at = now(), claimed_by = NULL,
              updated_at = now()
        WHERE id = ? AND status = 'running' AND claimed_by = ?
        RETURNING *`,
      [message.slice(0, 500), row.id, instance]
    )
    const failed = updated.rows[0]
    if (failed)
      await pushProgress(trx, failed, Number(failed.rows_done), numberOrNull(failed.rows_total))
  })
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value))

/**
 * Hands the oldest waiting exports to the queue again (a run ended, so a place may be free);
 * each job's claim decides whether it runs now.
 */
export async function queueWaiting(olderThanMs = 0, limit = 8): Promise<number> {
  return db.transaction(async (trx) => {
    const waiting: { id: number }[] = await trx
      .from('report_exports')
      .where('status', 'queued')
      .where('updated_at', '<=', trx.raw(`now() - ? * interval '1 millisecond'`, [olderThanMs]))
      .orderBy('id')
      .limit(limit)
      .select('id')
    for (const { id } of waiting) {
      // Touched, so the minute's sweep does not hand it over again at once.
      await trx
        .from('report_exports')
        .where('id', id)
        .update({ updated_at: trx.raw('now()') })
      await queueRun(trx, Number(id))
    }
    return waiting.length
  })
}

/**
 * The worker's minute: runs whose worker died (no heartbeat for STALE_RUN_MS) are failed, so
 * they say so and can be retried; exports waiting for a place a minute or more are handed to
 * the queue again.
 */
export async function sweepExportRuns(): Promise<{ failed: number; requeued: number }> {
  const failed = await db.transaction(async (trx) => {
    const dead: { rows: ExportRow[] } = await trx.rawQuery(
      `UPDATE report_exports
          SET status = 'failed', claimed_by = NULL, finished_at = now(), updated_at = now(),
              error = 'The export stopped before it finished (its worker was restarted). Retry it.'
        WHERE status = 'running'
          AND heartbeat_at < now() - ? * interval '1 millisecond'
        RETURNING *`,
      [STALE_RUN_MS]
    )
    for (const row of dead.rows) {
      await pushProgress(trx, row, Number(row.rows_done), numberOrNull(row.rows_total))
    }
    return dead.rows.length
  })
  const requeued = await queueWaiting(WAITING_NUDGE_MS)
  return { failed, requeued }
}

/**
 * The hourly sweep: finished files past their 24 hours are deleted from the disk and their rows
 * marked expired (the row stays: My exports shows it, and Retry writes it again). A file the
 * disk could not delete keeps its row done, for the next hour.
 */
export async function expireExports(limit = 500): Promise<number> {
  const due: { id: number; file_path: string | null }[] = await db
    .from('report_exports')
    .where('status', 'done')
    .where('expires_at', '<=', db.raw('now()'))
    .orderBy('expires_at')
    .limit(limit)
    .select('id', 'file_path')
  let expired = 0
  for (const row of due) {
    try {
      if (row.file_path) await caseFileDisk().delete(row.file_path)
    } catch (error) {
      logger.warn({ err: error, exportId: row.id }, 'exports: an expired file was not deleted')
      continue
    }
    await db.transaction(async (trx) => {
      const updated: { rows: ExportRow[] } = await trx.rawQuery(
        `UPDATE report_exports
            SET status = 'expired', file_path = NULL, updated_at = now()
          WHERE id = ? AND status = 'done'
          RETURNING *`,
        [row.id]
      )
      const gone = updated.rows[0]
      if (gone) {
        expired++
        await pushProgress(trx, gone, Number(gone.rows_done), numberOrNull(gone.rows_total))
      }
    })
  }
  return expired
}

/** One of the person's own exports, or null (another person's is null too: a 404). */
export async function ownExport(userId: number, id: number): Promise<ExportRow | null> {
  const row = await db.from('report_exports').where({ id, user_id: userId }).select('*').first()
  return (row as ExportRow | null) ?? null
}

/**
 * Retry of a failed or expired export: queued again under the same row (its frozen query and
 * center), unless an identical one is pending already, which answers instead.
 */
export async function retryExport(
  row: ExportRow
): Promise<{ ok: true; id: number } | { ok: false; reason: string }> {
  if (row.status !== 'failed' && row.status !== 'expired') {
    return { ok: false, reason: 'Only a failed or expired export can be retried.' }
  }
  try {
    return await requeue(row)
  } catch (error) {
    // An identical export became pending between the look and the update: that one answers.
    if ((error as { code?: string }).code !== '23505') throw error
    return { ok: false, reason: 'The same export is already on its way.' }
  }
}

async function requeue(
  row: ExportRow
): Promise<{ ok: true; id: number } | { ok: false; reason: string }> {
  return db.transaction(async (trx) => {
    const pending = await trx
      .from('report_exports')
      .where({ user_id: row.user_id, report_key: row.report_key, format: row.format })
      .whereRaw(`coalesce(variant, '') = ?`, [row.variant ?? ''])
      .where('query_key', trx.raw('(SELECT query_key FROM report_exports WHERE id = ?)', [row.id]))
      .whereIn('status', ['queued', 'running'])
      .select('id')
      .first()
    if (pending) return { ok: true as const, id: Number(pending.id) }
    const updated: { rows: ExportRow[] } = await trx.rawQuery(
      `UPDATE report_exports
          SET status = 'queued', error = NULL, file_path = NULL, file_name = NULL, size = NULL,
              rows_done = 0, rows_total = NULL, expires_at = NULL, finished_at = NULL,
              started_at = NULL, heartbeat_at = NULL, claimed_by = NULL, updated_at = now()
        WHERE id = ? AND status IN ('failed', 'expired')
        RETURNING *`,
      [row.id]
    )
    const queued = updated.rows[0]
    if (!queued) return { ok: false as const, reason: 'This export is already running again.' }
    await pushProgress(trx, queued, 0, null)
    await queueRun(trx, row.id)
    return { ok: true as const, id: row.id }
  })
}

/** A finished file still on the disk, or why not. */
export function downloadable(row: ExportRow, now = new Date()): 'ready' | 'expired' | 'pending' {
  if (row.status === 'expired') return 'expired'
  if (row.status !== 'done' || !row.file_path) return 'pending'
  return row.expires_at && row.expires_at <= now ? 'expired' : 'ready'
}
