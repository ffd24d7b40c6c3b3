import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type ReportExportsController from '#controllers/reports/report_exports_controller'

/** One of My exports (app/transformers/report_export_transformer.ts). */
export type ReportExportRow = Data.ReportExport

/** My exports (server: ReportExportsController `index`). */
export type ReportExportsPageProps = InferPageProps<typeof ReportExportsController, 'index'>

/** The expired download's page (server: ReportExportsController `download`). */
export type ExpiredExportPageProps = InferPageProps<typeof ReportExportsController, 'download'>
