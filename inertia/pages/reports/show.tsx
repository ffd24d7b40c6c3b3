import { ReportExportButtons } from '~/features/reports/report_export_buttons'
import { ReportPage } from '~/features/reports/report_page'
import { REPORT_VIEWS } from '~/features/reports/report_views'
import type { ReportPageProps } from '~/features/reports/types'

/** Every report (reports.{key}.index): the one shell with the report's own view. */
export default function ReportShow(props: ReportPageProps) {
  const view = REPORT_VIEWS[props.report.key]
  if (!view) return <p>This report has no page yet.</p>
  return <ReportPage page={props} view={view} exports={<ReportExportButtons page={props} />} />
}
