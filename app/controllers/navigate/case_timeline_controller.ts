import type { HttpContext } from '@adonisjs/core/http'
import { resourceRequest } from '#resources/resource_request'
import { caseScope } from '#resources/case_parent'
import { findInScope } from '#resources/scope'
import { caseTimeline, timelineView } from '#services/case_timeline'
import { caseTimelineSubjects } from '#resources/registry'
import { asRecordId } from '#validators/rules/record_id'
import { isTimelineKind } from '#contracts/case_timeline'

/**
 * The case's timeline as JSON, a page at a time (the general-info tab asks for the first when
 * it opens and for the next on "Load more"), so opening a case never pays for its history;
 * `?kind=money` narrows it to one kind of record. Each reader sees the history of the tabs
 * they may see.
 */
export default class CaseTimelineController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    // The case in the user's scope: another center's is the same 404 as an unknown one.
    const record = await findInScope(caseScope, request, ctx.params.id)
    // A cursor that is not an entry id reads as the first page, never an error.
    const { before, kind } = ctx.request.qs()
    // Nor is a kind that is not one: the whole timeline.
    const view = timelineView(
      request.actor.permissions,
      isTimelineKind(kind) ? kind : null,
      caseTimelineSubjects()
    )
    return ctx.response.json(await caseTimeline(record.id, asRecordId(before) ?? null, view))
  }
}
