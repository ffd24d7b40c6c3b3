import { Link } from '@adonisjs/inertia/react'
import { Deferred } from '@inertiajs/react'
import { TriangleAlertIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { ReportChart } from './report_chart'
import { ReportTotals } from './report_totals'
import type { AnyReportView } from './report_views'
import type { ReportPageProps } from './types'

/** The props every change of the list reloads: the page of rows and what was refused of it. */
const RELOAD = ['rows', 'meta', 'query', 'refused']
/**
 * Counted over every filtered row: reloaded only when the search or filters change (or the rows
 * change live), not when the preview turns a page or sorts (useListQuery's `filteredProps`).
 */
const FILTERED = ['totals', 'chart']

/** A grey block the size of what is coming (the totals and chart follow the preview). */
function Pending({ className, label }: { className: string; label: string }) {
  return (
    <div
      className={`animate-pulse rounded-lg border border-border bg-muted/60 ${className}`}
      role="status"
      aria-label={label}
    />
  )
}

/**
 * The one report page (issue 32): title and center, the refused parts of the query in plain
 * words, the totals and the chart over every filtered row, and the preview through the
 * DataTable (its toolbar is the filter bar, bound to the URL: the report's dimensions are its
 * filters). A report adds only its view (./report_views.ts). `exports` holds the
 * export buttons.
 */
export function ReportPage({
  page,
  view,
  exports,
}: {
  page: ReportPageProps
  view: AnyReportView
  /** The export buttons (./report_export_buttons.tsx), in the header. */
  exports?: ReactNode
}) {
  const { report } = page
  const keep: Record<string, string> = report.variant ? { type: report.variant } : {}
  return (
    <div className="flex flex-col gap-4" data-testid={`report-${report.key}`}>
      <PageHeader
        title={report.title}
        breadcrumbs={[{ label: 'Reports' }, { label: report.title }]}
        description={
          report.center
            ? `${report.center.name} (${report.center.code}). Totals and chart cover every row the filters keep, not only this page.`
            : 'Choose a center to work in to see this report.'
        }
        actions={<div data-slot="report-exports">{exports}</div>}
        className="mb-0"
      />
      {report.variants.length > 0 ? (
        <nav aria-label="Kind of report" className="flex gap-1" data-testid="report-variants">
          {report.variants.map((variant) => (
            <Link
              key={variant.key}
              href={`/reports/${report.key}?type=${variant.key}`}
              aria-current={variant.key === report.variant ? 'page' : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${
                variant.key === report.variant
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground'
              }`}
            >
              {variant.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {page.refused.length > 0 ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-warning-text"
          data-testid="report-refused"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium">Part of this link was not applied:</p>
            <ul className="list-disc pl-4">
              {page.refused.map((refusal, index) => (
                <li key={`${refusal.field}-${index}`}>{refusal.message}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <Deferred data="totals" fallback={<Pending className="h-24" label="Counting the totals" />}>
        {page.totals ? <ReportTotals totals={page.totals} noun={view.noun} /> : null}
      </Deferred>
      <Deferred data="chart" fallback={<Pending className="h-72" label="Drawing the chart" />}>
        {page.chart ? <ReportChart chart={page.chart} /> : null}
      </Deferred>
      <DataTable
        tableKey={`report-${report.key}`}
        page={page}
        columns={view.columns}
        caption={report.title}
        rowLabel={view.rowLabel}
        rowHref={view.rowHref}
        reloadProps={RELOAD}
        filteredProps={FILTERED}
        keepParams={keep}
        filterTitles={page.filterLabels}
        emptyHint="Nothing in this center matches these filters."
      />
    </div>
  )
}
