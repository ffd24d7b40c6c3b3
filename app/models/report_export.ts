import { ReportExportSchema } from '#database/schema'

/**
 * A report export (issue 32): read and written by app/services/exports/report_exports.ts; the
 * model is the My exports list's (the list contract reads its rows as plain objects).
 */
export default class ReportExport extends ReportExportSchema {}
