import { kept, type Referrer } from '#resources/registry_references'
import ReportExport from '#models/report_export'
import type { ListDefinition } from '#queries/list_query'
import type { UserActor } from '#services/actor'
import { EXPORT_STATUSES, EXPORT_STATUS_LABELS } from '#contracts/report_exports'
import ReportExportTransformer, {
  type PlainReportExport,
} from '#transformers/report_export_transformer'

/**
 * An export is its owner's alone and leaves with them (ON DELETE CASCADE); the center it was
 * asked in is history, never a reason to keep a center.
 */
export const reportExportReferences: readonly Referrer[] = [
  {
    table: 'report_exports',
    references: [
      kept('user_id', 'users', "a person's exports are theirs; they leave with them"),
      kept('center_id', 'centers', 'the center an export was asked in; history'),
    ],
  },
]

export type ReportExportListRow = ReturnType<ReportExportTransformer['toObject']>

/** One array for the process's life: a list's columns are compiled once per array. */
const EXPORT_COLUMNS = [
  'report_exports.id',
  'report_exports.report_key',
  'report_exports.variant',
  'report_exports.format',
  'report_exports.status',
  'report_exports.rows_done',
  'report_exports.rows_total',
  'report_exports.size',
  'report_exports.error',
  'report_exports.created_at',
  'report_exports.finished_at',
  'report_exports.expires_at',
]

/**
 * My exports (issue 32): the signed-in person's own exports of the centers they still hold,
 * newest first, along `report_exports_user_index` (user_id, id); the status filter narrows
 * that range.
 */
export function reportExportsList(
  actor: Pick<UserActor, 'user' | 'centerIds'>
): ListDefinition<typeof ReportExport, ReportExportListRow, PlainReportExport> {
  return {
    model: ReportExport,
    softDeletes: false,
    columns: EXPORT_COLUMNS,
    scope: (query) =>
      void query
        .where('report_exports.user_id', actor.user.id)
        .whereIn('report_exports.center_id', actor.centerIds),
    sortable: { created_at: 'report_exports.id' },
    defaultSort: '-created_at',
    filters: {
      status: {
        options: () =>
          EXPORT_STATUSES.map((status) => ({ value: status, label: EXPORT_STATUS_LABELS[status] })),
        apply: (query, values) => void query.whereIn('report_exports.status', values),
      },
    },
    transformer: ReportExportTransformer,
    live: ['report_exports'],
  }
}
