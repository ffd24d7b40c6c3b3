import type { InferPageProps } from '#contracts/page_props'
import type ReportsController from '#controllers/reports/reports_controller'

/** Every report page (server: ReportsController `index`); its rows are typed by its view. */
export type ReportPageProps = InferPageProps<typeof ReportsController, 'index'>
