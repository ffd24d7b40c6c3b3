/**
 * Report exports (issue 32) as the server and the My exports page both read them: the states an
 * export goes through, the progress it pushes to its owner, and where its file is downloaded.
 * Shared with the browser: no server imports here.
 */

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: 'Waiting',
  running: 'Running',
  done: 'Ready',
  failed: 'Failed',
  expired: 'Expired',
}

/** What the owner's room hears while an export runs and when its state changes. */
export type ExportProgress = {
  id: number
  status: ExportStatus
  rowsDone: number
  /** Counted when the run starts; null before. */
  rowsTotal: number | null
}

/** How long a finished file is kept before the hourly sweep deletes it. */
export const EXPORT_KEEP_HOURS = 24

/** The owner's download link (the route `reports.exports.download`). */
export function exportDownloadPath(id: number): string {
  return `/reports/exports/${id}/download`
}
