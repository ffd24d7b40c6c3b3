import vine from '@vinejs/vine'
import { EXPORT_FORMATS } from '#services/exports/export_writers'

/**
 * "Export XLSX" / "Export CSV" (issue 32): the format, the accounts report's type, and the list
 * query the preview ran, in the list's own query-string shape (q, sort, filters[key]). Only the
 * shape is checked here; which sort keys and filters mean anything is the report's list's
 * business (`parseListQuery`, which refuses the rest with a field error).
 */
export const reportExportValidator = vine.create({
  format: vine.enum(EXPORT_FORMATS),
  variant: vine.string().trim().maxLength(64).optional(),
  q: vine.string().trim().maxLength(200).optional(),
  sort: vine.string().trim().maxLength(64).optional(),
  filters: vine
    .record(
      vine.unionOfTypes([
        vine.string().maxLength(200),
        vine.array(vine.string().maxLength(200)).maxLength(100),
      ])
    )
    .optional(),
})
