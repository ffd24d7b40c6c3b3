import { router } from '@inertiajs/react'
import { FileSpreadsheetIcon, FileTextIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import type { ReportPageProps } from './types'

type Format = 'xlsx' | 'csv'

/**
 * "Export XLSX" / "Export CSV" (issue 32): asks the server for an export of exactly the list the
 * preview shows (its search, sort and the filters it applied, and the accounts report's type),
 * which the worker writes in the background. The server answers with My exports, where its
 * progress shows; the report-ready alert brings the download when it is done.
 */
export function ReportExportButtons({ page }: { page: ReportPageProps }) {
  const [asking, setAsking] = useState<Format | null>(null)
  const { report, query } = page
  const ask = (format: Format) => {
    setAsking(format)
    router.post(
      urlFor('reports.exports.store', { report: report.key }),
      {
        format,
        ...(report.variant ? { variant: report.variant } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(query.sort ? { sort: query.sort } : {}),
        filters: query.filters,
      },
      {
        // A refusal (no center chosen, a filter the list no longer offers) is said in words.
        onError: (errors) => {
          toast.error(Object.values(errors)[0] ?? 'The export could not be started.')
        },
        onFinish: () => setAsking(null),
      }
    )
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={asking !== null}
        onClick={() => ask('xlsx')}
        data-testid="export-xlsx"
      >
        <FileSpreadsheetIcon aria-hidden="true" />
        Export XLSX
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={asking !== null}
        onClick={() => ask('csv')}
        data-testid="export-csv"
      >
        <FileTextIcon aria-hidden="true" />
        Export CSV
      </Button>
    </div>
  )
}
