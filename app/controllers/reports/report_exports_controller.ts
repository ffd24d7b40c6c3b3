import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { AuthorizationResponse, errors } from '@adonisjs/bouncer'
import { errors as vineErrors } from '@vinejs/vine'
import { permissionGroups } from '#permissions/catalogue'
import { findReport } from '#reports/registry'
import { requestActor } from '#resources/resource_request'
import { reportExportsList } from '#resources/report_exports'
import { readListQuery, runList } from '#queries/list_query'
import { renderPage } from '#services/render_page'
import { fieldError } from '#services/field_error'
import type { UserActor } from '#services/actor'
import { contentDisposition } from '#services/content_disposition'
import { caseFileDisk } from '#services/case_file_uploads'
import { EXPORT_CONTENT_TYPES } from '#services/exports/export_writers'
import {
  downloadable,
  ownExport,
  requestExport,
  retryExport,
  type ExportRow,
} from '#services/exports/report_exports'
import { reportExportValidator } from '#validators/report_export'

const notFound = () => new Exception('Not found', { status: 404, code: 'E_ROW_NOT_FOUND' })

function forbidden(message = 'You do not have permission to open this page.') {
  return new errors.E_AUTHORIZATION_FAILURE(AuthorizationResponse.deny(message))
}

/** A script's request (a fetch asking for JSON), not an Inertia visit or a plain form. */
function wantsJson(ctx: HttpContext): boolean {
  return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
}

/**
 * One of the person's own exports that they may still open: another person's, or one of a
 * center they no longer hold, is a 404 like an id of nothing; a report whose permission they
 * lost is a 403 (SPEC §6: the report's permission guards its files too).
 */
async function ownedExport(ctx: HttpContext, actor: UserActor): Promise<ExportRow> {
  const row = await ownExport(actor.user.id, Number(ctx.params.id))
  if (!row || !actor.centerIds.includes(row.center_id)) throw notFound()
  const report = findReport(row.report_key)
  if (!report || !actor.permissions.has(report.permission)) {
    throw forbidden('You no longer have access to this report.')
  }
  return row
}

/**
 * Report exports as managed jobs (issue 32; app/services/exports/report_exports.ts): asking for
 * one, My exports, the download and Retry. Every route is the signed-in person's own: the
 * export's owner, holding its report's permission; My exports opens for anyone holding a
 * report permission.
 */
export default class ReportExportsController {
  /** reports.exports.index: My exports, the list contract's page, with live progress. */
  async index(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    if (!permissionGroups.reports.some((permission) => actor.permissions.has(permission))) {
      throw forbidden()
    }
    const definition = reportExportsList(actor)
    const list = await runList(definition, await readListQuery(ctx.request, definition))
    return renderPage(ctx, 'reports/exports/index', list)
  }

  /**
   * reports.exports.store (POST /reports/:report/exports): the export of the list the preview
   * shows, with its query. An unknown report is a 404; without its permission a 403. A page
   * goes to My exports; a script gets the export's id (202), and whether it was already there.
   */
  async store(ctx: HttpContext) {
    const report = findReport(String(ctx.params.report))
    if (!report) throw notFound()
    const actor = await requestActor(ctx)
    if (!actor.permissions.has(report.permission)) throw forbidden()
    const input = await reportExportValidator.validate(ctx.request.all())
    if (!actor.center) fieldError('format', 'Please choose a center before exporting.')
    const answer = await requestExport(actor, report, input)
    if (!answer.ok) {
      throw new vineErrors.E_VALIDATION_ERROR(
        answer.errors.map(({ field, message }) => ({ field, message, rule: 'list' }))
      )
    }
    if (wantsJson(ctx)) {
      return ctx.response.status(202).json({ id: answer.id, existing: answer.existing })
    }
    ctx.session.flash(
      'success',
      answer.existing
        ? 'The same export is already on its way; it is below.'
        : 'Your export has started. You will be told when it is ready.'
    )
    return ctx.response.redirect().toRoute('reports.exports.index')
  }

  /**
   * reports.exports.download: the file, to its owner only. An expired one (or one the sweep has
   * not reached yet past its 24 hours) is a page that says so; one not finished is a 404.
   */
  async download(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    const row = await ownedExport(ctx, actor)
    const state = downloadable(row)
    if (state === 'expired') {
      ctx.response.status(410)
      return renderPage(ctx, 'reports/exports/expired', {
        message:
          'This export has expired: its file was kept for 24 hours. Retry it from My exports to write it again.',
      })
    }
    const disk = caseFileDisk()
    if (state !== 'ready' || !row.file_path || !(await disk.exists(row.file_path))) {
      throw notFound()
    }
    const response = ctx.response
    response.header('Content-Type', EXPORT_CONTENT_TYPES[row.format])
    if (row.size !== null) response.header('Content-Length', String(row.size))
    response.header(
      'Content-Disposition',
      contentDisposition('attachment', row.file_name ?? `export-${row.id}.${row.format}`)
    )
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'private, no-store')
    response.header('Content-Security-Policy', "default-src 'none'; sandbox")
    return response.stream(await disk.getStream(row.file_path))
  }

  /** reports.exports.retry: a failed or expired export, queued again. */
  async retry(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    const row = await ownedExport(ctx, actor)
    const answer = await retryExport(row)
    if (wantsJson(ctx)) {
      return answer.ok
        ? ctx.response.status(202).json({ id: answer.id })
        : ctx.response.status(409).json({ message: answer.reason })
    }
    if (answer.ok) ctx.session.flash('success', 'The export has started again.')
    else ctx.session.flash('error', answer.reason)
    return ctx.response.redirect().toRoute('reports.exports.index')
  }
}
