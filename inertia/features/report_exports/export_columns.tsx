import { router } from '@inertiajs/react'
import { DownloadIcon, RotateCcwIcon } from 'lucide-react'
import { CellText, columnHelper } from '~/components/data_table'
import { Button } from '~/components/ui/button'
import { DateTime } from '~/components/ui/date_time'
import { StatusBadge } from '~/components/ui/status_badge'
import type { ExportProgress } from '#contracts/report_exports'
import { ExportProgressBar } from './export_progress'
import type { ReportExportRow } from './types'

const column = columnHelper<ReportExportRow>()

/** A file's size in people's units. */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** The row as the live progress last told it (pushed events win over the page's props). */
export function liveProgress(
  row: ReportExportRow,
  pushed: ExportProgress | undefined
): ExportProgress {
  return (
    pushed ?? {
      id: row.id,
      status: row.status,
      rowsDone: row.rows_done,
      rowsTotal: row.rows_total,
    }
  )
}

/**
 * My exports' columns. `progressOf` reads a row's latest pushed progress; the status filter and
 * the newest-first sort are the list's.
 */
export function exportColumns(progressOf: (row: ReportExportRow) => ExportProgress) {
  return column.columns([
    column.accessor('report', {
      header: 'Report',
      cell: ({ row }) => (
        <div className="grid gap-0.5">
          <span className="text-sm font-medium">{row.original.report}</span>
          {row.original.variant ? (
            <span className="text-xs text-muted-foreground">{row.original.variant}</span>
          ) : null}
        </div>
      ),
      enableSorting: false,
      enableHiding: false,
      meta: { className: 'min-w-44' },
    }),
    column.accessor('format', {
      header: 'Format',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      enableSorting: false,
      meta: { className: 'w-20' },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => {
        const progress = progressOf(row.original)
        return (
          <div className="grid gap-1.5" data-testid="export-status" data-status={progress.status}>
            <StatusBadge status={progress.status} className="w-fit">
              {progress.status === row.original.status
                ? row.original.status_label
                : progress.status === 'running'
                  ? 'Running'
                  : row.original.status_label}
            </StatusBadge>
            {progress.status === 'running' ? <ExportProgressBar progress={progress} /> : null}
            {progress.status === 'failed' && row.original.error ? (
              <span className="max-w-xs text-xs whitespace-normal text-destructive">
                {row.original.error}
              </span>
            ) : null}
          </div>
        )
      },
      enableSorting: false,
      meta: { label: 'Status', filter: { title: 'Status' }, className: 'min-w-48' },
    }),
    column.accessor('created_at', {
      header: 'Asked',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
      meta: { label: 'Asked', className: 'w-44' },
    }),
    column.accessor('size', {
      header: 'File',
      cell: ({ row }) => (
        <div className="grid gap-0.5 text-xs">
          {row.original.size !== null ? <span>{sizeText(row.original.size)}</span> : null}
          {row.original.status === 'done' && row.original.expires_at ? (
            <span className="text-muted-foreground">
              until <DateTime value={row.original.expires_at} />
            </span>
          ) : null}
        </div>
      ),
      enableSorting: false,
      meta: { className: 'w-40' },
    }),
    column.display({
      id: 'file_actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const item = row.original
        if (item.download && item.status === 'done') {
          return (
            <Button asChild size="sm" variant="outline">
              <a href={item.download} data-testid="export-download">
                <DownloadIcon aria-hidden="true" />
                Download
              </a>
            </Button>
          )
        }
        if (item.can_retry) {
          return (
            <Button
              size="sm"
              variant="outline"
              data-testid="export-retry"
              onClick={() =>
                router.post(`/reports/exports/${item.id}/retry`, {}, { preserveScroll: true })
              }
            >
              <RotateCcwIcon aria-hidden="true" />
              Retry
            </Button>
          )
        }
        return null
      },
      enableHiding: false,
      meta: { className: 'w-32 text-right' },
    }),
  ])
}
