import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import type { UserActor } from '#services/actor'
import db from '@adonisjs/lucid/services/db'
import { resourceController } from '#controllers/resource_controller'
import CaseFile from '#models/case_file'
import { caseFilesResource } from '#resources/case_files'
import { CLOSED_CASE_REFUSAL } from '#resources/case_parent'
import { resourceRequest } from '#resources/resource_request'
import { findInScope, parentIdOf } from '#resources/scope'
import { recordActivity, recordRead } from '#services/activity_log'
import {
  caseFileDisk,
  deleteStored,
  discardReceived,
  newStorageKey,
  putReceived,
  receiveCaseFiles,
  type ReceivedFile,
} from '#services/case_file_uploads'
import { PREVIEWABLE_MIME_TYPES } from '#services/file_types'
import { contentDisposition } from '#services/content_disposition'

/** The case was closed while the files were arriving. */
class CaseClosed extends Error {}

const notFound = () => new Exception('Not found', { status: 404, code: 'E_ROW_NOT_FOUND' })

/**
 * Writes the received files under the case: each blob first (under a new random key), then
 * every row with its activity entry in one transaction that also sees the case still open. If
 * anything fails, the blobs already written are removed, so no blob is left without a row and
 * no row without its blob.
 */
async function storeCaseFiles(caseId: number, files: ReceivedFile[], actor: UserActor) {
  const keys: string[] = []
  try {
    for (const file of files) {
      const key = newStorageKey()
      keys.push(key)
      await putReceived(key, file)
    }
    return await db.transaction(async (trx) => {
      const kase: { status: string; center_id: number } = await trx
        .from('cases')
        .where('id', caseId)
        .forUpdate()
        .select('status', 'center_id')
        .firstOrFail()
      if (kase.status === 'closed') throw new CaseClosed()
      const stored: CaseFile[] = []
      for (const [index, file] of files.entries()) {
        const row = await CaseFile.create(
          {
            caseId,
            originalName: file.name,
            storageKey: keys[index],
            mimeType: file.mime,
            size: file.size,
            sha256: file.sha256,
            uploadedById: actor.user.id,
          },
          { client: trx }
        )
        await recordActivity(
          {
            // Who uploaded, and the case's center (the record's, not the one they work in now).
            actor,
            centerId: kase.center_id,
            action: 'create',
            subjectType: 'case_file',
            subjectId: row.id,
            properties: {
              after: {
                case_id: caseId,
                original_name: file.name,
                mime_type: file.mime,
                size: file.size,
                sha256: file.sha256,
              },
            },
          },
          trx
        )
        stored.push(row)
      }
      return stored
    })
  } catch (error) {
    await deleteStored(keys)
    throw error
  }
}

/**
 * Back to the case's files tab as the user left it (its search and page), else with the tab
 * open. Only a path of that page: this never leaves the site.
 */
function backToTab(ctx: HttpContext, caseId: number) {
  const page = caseFilesResource.parent.pageOf(caseId)
  const from = new URL(ctx.request.header('referer') ?? '/', 'http://local')
  const samePage = from.pathname === page.split('?')[0] && from.search !== ''
  return ctx.response.redirect(samePage ? `${from.pathname}${from.search}` : page)
}

/**
 * A case's files tab: uploads (streamed, app/services/case_file_uploads.ts), downloads and
 * previews (each logged), and the shared delete, usage and restore.
 */
export default class CaseFilesController extends resourceController(caseFilesResource) {
  async store(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    // The case in the user's scope (404 / switch page) and open, before a byte is read.
    const parent = await caseFilesResource.parent.find(request)
    const back = () => backToTab(ctx, parent.id)
    if (parent.refusal) {
      ctx.session.flash('error', parent.refusal)
      return back()
    }
    const files = await receiveCaseFiles(ctx)
    try {
      await storeCaseFiles(parent.id, files, request.actor)
    } catch (error) {
      if (!(error instanceof CaseClosed)) throw error
      ctx.session.flash('error', CLOSED_CASE_REFUSAL)
      return back()
    } finally {
      await discardReceived(files)
    }
    ctx.session.flash(
      'success',
      files.length === 1 ? `File ${files[0].name} uploaded.` : `${files.length} files uploaded.`
    )
    return back()
  }

  /**
   * The shared restore goes back to the page it came from; a restored file is seen in its
   * case's tab, and the referrer may have lost the page's query on the way.
   */
  async restore(ctx: HttpContext) {
    await super.restore(ctx)
    if (ctx.response.getStatus() === 302) {
      backToTab(ctx, parentIdOf(caseFilesResource.parent, await resourceRequest(ctx)))
    }
  }

  /** The file with its original name, as an attachment. */
  async download(ctx: HttpContext) {
    return this.send(ctx, 'download')
  }

  /** An image or a PDF for the page to show (inline, framable by this site only). */
  async preview(ctx: HttpContext) {
    return this.send(ctx, 'preview')
  }

  private async send(ctx: HttpContext, as: 'download' | 'preview') {
    const request = await resourceRequest(ctx)
    const file = await findInScope(caseFilesResource, request, ctx.params.id)
    if (as === 'preview' && !PREVIEWABLE_MIME_TYPES.includes(file.mimeType)) throw notFound()
    const disk = caseFileDisk()
    // A row whose blob is gone answers 404 (and is not logged as read).
    if (!(await disk.exists(file.storageKey))) throw notFound()
    await recordRead(ctx, {
      subjectType: 'case_file',
      subjectId: file.id,
      as,
      name: file.originalName,
      caseId: file.caseId,
    })
    const response = ctx.response
    const type = file.mimeType.startsWith('text/')
      ? `${file.mimeType}; charset=utf-8`
      : file.mimeType
    response.header('Content-Type', type)
    response.header('Content-Length', String(file.size))
    response.header(
      'Content-Disposition',
      contentDisposition(as === 'download' ? 'attachment' : 'inline', file.originalName)
    )
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'private, no-store')
    response.header('Cross-Origin-Resource-Policy', 'same-origin')
    if (as === 'download') {
      // Whatever the browser does with it, nothing in it may run or load anything.
      response.header('Content-Security-Policy', "default-src 'none'; sandbox")
    } else {
      // Shown in the case page's frame only; an image needs its viewer's inline style, a PDF
      // the browser's own viewer (a sandbox would block it), nothing may be fetched or run.
      response.header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"
      )
      response.header('X-Frame-Options', 'SAMEORIGIN')
    }
    return response.stream(await disk.getStream(file.storageKey))
  }
}
