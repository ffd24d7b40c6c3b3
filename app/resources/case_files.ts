import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import CaseFile from '#models/case_file'
import CaseFileTransformer, { type PlainCaseFile } from '#transformers/case_file_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import { childListPage, type FoundParent } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept } from '#resources/registry_references'
import { rowActions } from '#resources/registry_actions'
import type { ResourceRequest } from '#resources/resource_request'
import { ilikeAny } from '#resources/shared'
import { CASE_FILES_PER_UPLOAD, caseFileMaxBytes } from '#services/case_file_uploads'
import { ALLOWED_TYPES_TEXT } from '#services/file_types'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type CaseFileRow = ReturnType<CaseFileTransformer['toObject']>

/**
 * Uploads are not a form the shared store validates: app/controllers/navigate/case_files_controller.ts
 * reads them as a stream (app/services/case_file_uploads.ts). Nothing else is posted.
 */
const caseFileValidator = vine.create({})

/** Who uploaded a file, read per row of the page (25 at most) by its primary key. */
const UPLOADED_BY = db.raw(
  "(SELECT concat_ws(' ', users.first_name, users.last_name) FROM users WHERE users.id = case_files.uploaded_by_id) AS uploaded_by"
)

const COLUMNS = [
  'case_files.id',
  'case_files.case_id',
  'case_files.original_name',
  'case_files.mime_type',
  'case_files.size',
  'case_files.sha256',
  UPLOADED_BY,
  'case_files.created_at',
  'case_files.updated_at',
  'case_files.deleted_at',
]

/**
 * A case's documents: its "files" tab (SPEC.md §2, `view-case`), a table on the case page with
 * an upload zone. Reading needs the tab's permission; uploading, deleting and restoring also
 * need update-case (like contacts, docs/decisions.md "Contact permissions").
 */
export const caseFilesResource = {
  pages: null,
  routes: 'navigate.cases.files',
  noun: 'File',
  permissions: caseTabPermissions('view-case'),
  list: {
    model: CaseFile,
    columns: COLUMNS,
    sortable: {
      created_at: 'case_files.created_at',
      original_name: 'case_files.original_name',
      size: 'case_files.size',
    },
    defaultSort: '-created_at',
    search: (query, term) => void query.where(ilikeAny(['case_files.original_name'], term)),
    transformer: CaseFileTransformer,
  },
  store: { model: CaseFile, subjectType: 'case_file' },
  parent: underCase('case_files', 'files', 'files'),
  centerScope: throughParent('case_files.case_id', 'cases', 'caseId'),
  validator: caseFileValidator,
  attributes: () => ({}),
  toDetail: (file: CaseFile) => file.id,
  label: (file: CaseFile) => file.originalName,
  references: [
    kept('case_id', 'cases', "the case's own files, kept with it"),
    kept('uploaded_by_id', 'users', 'who uploaded a case file is its history'),
  ],
  // A file is uploaded and deleted, never edited.
  rowActions: rowActions<CaseFileRow, string, unknown>({ offered: { edit: () => false } }),
} satisfies ResourceDefinition<
  typeof CaseFile,
  CaseFileRow,
  number,
  (typeof caseFileValidator)['schema'],
  string,
  PlainCaseFile
>

/** The trash of a case's files, newest first: who may upload may put them back. */
async function trashedFiles(caseId: number): Promise<CaseFileRow[]> {
  const rows: PlainCaseFile[] = await db
    .from('case_files')
    .where('case_files.case_id', caseId)
    .whereNotNull('case_files.deleted_at')
    .orderBy('case_files.deleted_at', 'desc')
    .orderBy('case_files.id', 'desc')
    .limit(50)
    .select(COLUMNS)
  return rows.map((row) => new CaseFileTransformer(row).toObject())
}

/**
 * The files tab's content: the table, the trash (for who may restore), and the upload rules the
 * drop zone states and checks before sending (the server checks them again).
 */
async function caseFilesTab(request: ResourceRequest, parent: FoundParent) {
  const page = await childListPage(caseFilesResource, request, parent)
  return {
    ...page,
    // The trash, for who may put a file back now (the table offers `restore`).
    trashed: page.actions.restore === undefined ? [] : await trashedFiles(parent.id),
    rules: {
      maxBytes: await caseFileMaxBytes(),
      perUpload: CASE_FILES_PER_UPLOAD,
      allowed: ALLOWED_TYPES_TEXT,
    },
  }
}

/** The case page's files tab (SPEC.md §2, `view-case`): the table, its trash, the upload rules. */
export const filesCaseTab = {
  key: 'files',
  label: 'Files',
  order: 140,
  permission: caseFilesResource.permissions.access,
  count: { table: 'case_files' },
  props: { files: ({ request, parent }) => caseFilesTab(request, parent) },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const filesTimeline = { label: 'r.original_name', kind: 'files' } satisfies TimelineEntryOf
