import type { ExportProgress } from '#contracts/report_exports'

/** Rows done of the estimated total as a whole percentage, 0–100 (unknown total: null). */
export function progressPercent(progress: Pick<ExportProgress, 'rowsDone' | 'rowsTotal'>) {
  if (progress.rowsTotal === null) return null
  if (progress.rowsTotal <= 0) return 100
  return Math.min(100, Math.floor((progress.rowsDone / progress.rowsTotal) * 100))
}

/**
 * A running export's bar: rows done of the total counted when it started (a list that grew
 * meanwhile may write a few more; the bar stops at full).
 */
export function ExportProgressBar({ progress }: { progress: ExportProgress }) {
  const percent = progressPercent(progress)
  const label =
    progress.rowsTotal === null
      ? 'Starting…'
      : `${progress.rowsDone.toLocaleString()} of ${progress.rowsTotal.toLocaleString()} rows`
  return (
    <div className="grid min-w-44 gap-1" data-testid="export-progress">
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent ?? 0}%` }}
        />
      </div>
      <span className="text-xs text-muted-foreground tabular-nums">{label}</span>
    </div>
  )
}
