import type { HttpContext } from '@adonisjs/core/http'
import { resourceRequest } from '#resources/resource_request'
import { caseScope } from '#resources/case_parent'
import { findInScope } from '#resources/scope'
import { caseTimelineSubjects } from '#resources/registry'
import { caseSentMail, readableLetterTypes } from '#services/sent_mail'
import { asRecordId } from '#validators/rules/record_id'

/**
 * The case's "Sent mail" as JSON (issue 29), a page at a time, for the dialog opened from the
 * case's header: every send of the case's letters the reader may see (each document kind behind
 * its own tab's permission), as the message went out. The case is found in the user's scope:
 * another center's case is the same 404 as an unknown one.
 */
export default class CaseSentMailController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const record = await findInScope(caseScope, request, ctx.params.id)
    // A cursor that is not a transmission id reads as the first page, never an error.
    const { before } = ctx.request.qs()
    const types = readableLetterTypes(request.actor.permissions, caseTimelineSubjects())
    return ctx.response.json(await caseSentMail(record.id, types, asRecordId(before) ?? null))
  }
}
