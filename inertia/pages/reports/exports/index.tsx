import { router } from '@inertiajs/react'
import { useMemo, useState } from 'react'
import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import type { ExportProgress } from '#contracts/report_exports'
import { exportColumns, liveProgress } from '~/features/report_exports/export_columns'
import type { ReportExportsPageProps } from '~/features/report_exports/types'
import { useLiveEvent } from '~/lib/live_socket'

/**
 * My exports (issue 32): the person's report exports, newest first, each with its state; a
 * running one's bar moves with the progress its job pushes to the person's room (at least every
 * 2 s), and a change of state reloads the table (a finished one offers Download, a failed or
 * expired one Retry).
 */
export default function MyExports(page: ReportExportsPageProps) {
  const [pushed, setPushed] = useState<Record<number, ExportProgress>>({})
  const reload = () => router.reload({ only: ['rows', 'meta', 'query'] })
  useLiveEvent(
    'export.progress',
    (progress) => {
      setPushed((known) => ({ ...known, [progress.id]: progress }))
      const shown = page.rows.find((row) => row.id === progress.id)
      // A new export, or one whose state changed: its row's actions and file come from the server.
      if (!shown || shown.status !== progress.status) reload()
    },
    { replayWithinMs: 3_000 }
  )
  const columns = useMemo(
    () =>
      exportColumns((row) => {
        const latest = pushed[row.id]
        // A push older than the row's state (the page reloaded since) is not shown.
        return latest && (latest.status === row.status || latest.status !== 'running')
          ? liveProgress(row, latest)
          : liveProgress(row, undefined)
      }),
    [pushed]
  )
  return (
    <>
      <PageHeader
        title="My exports"
        breadcrumbs={[{ label: 'Reports' }, { label: 'My exports' }]}
        description="Report files you asked for. Each is kept for 24 hours after it is ready."
      />
      <DataTable
        tableKey="report-exports"
        page={page}
        columns={columns}
        caption="My exports"
        rowLabel={(row) => `${row.report} ${row.format}`}
        emptyHint="No exports yet: use Export XLSX or Export CSV on a report."
      />
    </>
  )
}
