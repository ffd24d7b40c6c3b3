import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'

interface RunReportExportPayload extends Record<string, unknown> {
  exportId: number
}

/**
 * One report export (issue 32): claimed within the limits, written, stored and told
 * (app/services/exports/report_exports.ts `runExport`). Handed over by the outbox after the
 * commit that asked for it. Idempotent: an export no longer queued is left alone, so a second
 * delivery runs nothing twice; one over a limit stays queued and is handed over again when a
 * run ends or by the worker's sweep. A failure is written on the row by the run itself (it can
 * be retried from My exports), so the queue never retries it.
 */
export default class RunReportExport extends Job<RunReportExportPayload> {
  static options: JobOptions = {
    queue: 'default',
    maxRetries: 0,
    // A million rows take well under a minute; an hour is the stop for a run that hangs (the
    // sweep then fails it once its heartbeat is old).
    timeout: '1h',
  }

  async execute() {
    // Imported here: the web server loads every job class at boot to dispatch them, and never
    // writes an export file itself.
    const { runExport } = await import('#services/exports/report_exports')
    await runExport(this.payload.exportId)
  }
}
