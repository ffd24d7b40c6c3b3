import type { HttpContext } from '@adonisjs/core/http'
import { resourceController } from '#controllers/resource_controller'
import { caseNotesResource, noteEditRefusal } from '#resources/case_notes'
import { resourceRequest, type ResourceRequest } from '#resources/resource_request'
import { findInScope, parentIdOf, scopedStore } from '#resources/scope'
import { updateRecord } from '#services/record_store'
import type CaseNote from '#models/case_note'

const parent = caseNotesResource.parent

/** A refusal in plain words, back on the notes tab the user was on. */
function refuse(ctx: HttpContext, request: ResourceRequest, message: string) {
  ctx.session.flash('error', message)
  return backToCase(ctx, request)
}

/**
 * Back to the case's page as the user left it (its notes' search and page), else the tab.
 * AdonisJS's `redirect().back()` keeps only the referrer's path, which would close the tab.
 */
function backToCase(ctx: HttpContext, request: ResourceRequest) {
  const page = parent.pageOf(parentIdOf(parent, request))
  const from = new URL(ctx.request.header('referer') ?? '/', 'http://local')
  const samePage = from.pathname === page.split('?')[0]
  return ctx.response.redirect(samePage ? `${from.pathname}${from.search}` : page)
}

/**
 * A case's notes: the shared child-record controller, with two rules of their own. An edit is
 * its author's, within the edit window (refused in plain words before anything is read from the
 * body); pinning and unpinning are writes of their own, logged like any change.
 */
export default class CaseNotesController extends resourceController(caseNotesResource) {
  async update(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    // Found in scope first: another case's or center's note is the same 404 as an unknown one.
    const note = await findInScope(caseNotesResource, request, ctx.params.id)
    const refusal = await noteEditRefusal(note, request)
    if (refusal) return refuse(ctx, request, refusal)
    return super.update(ctx)
  }

  /**
   * The shared restore goes back to the page it was sent from by path only; a note's trash is a
   * panel of the case's notes tab, so the user is brought back to that tab, refused or not.
   */
  async restore(ctx: HttpContext) {
    await super.restore(ctx)
    return backToCase(ctx, await resourceRequest(ctx))
  }

  /** One note's whole document (JSON), for a card listed without it (an embedded image). */
  async body(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const note: CaseNote = await findInScope(caseNotesResource, request, ctx.params.id)
    return ctx.response.json({ body: note.body })
  }

  async pin(ctx: HttpContext) {
    return this.setPinned(ctx, true)
  }

  async unpin(ctx: HttpContext) {
    return this.setPinned(ctx, false)
  }

  /** Anyone who may change the case pins a note for everyone; the log says who and when. */
  private async setPinned(ctx: HttpContext, pinned: boolean) {
    const request = await resourceRequest(ctx)
    const note: CaseNote = await findInScope(caseNotesResource, request, ctx.params.id)
    const { refusal } = await parent.find(request)
    if (refusal) return refuse(ctx, request, refusal)
    // Unchanged (a double click): nothing is written or logged.
    await updateRecord(scopedStore(caseNotesResource, request), note, {
      actor: request.actor,
      data: { isPinned: pinned },
    })
    ctx.session.flash(
      'success',
      `Note ${caseNotesResource.label(note)} ${pinned ? 'pinned' : 'unpinned'}.`
    )
    return backToCase(ctx, request)
  }
}
