import type { HttpContext } from '@adonisjs/core/http'
import type Case from '#models/case'
import { casesResource } from '#resources/cases'
import { resourceRequest } from '#resources/resource_request'
import { findInScope } from '#resources/scope'
import { RecordGone, WriteRefused } from '#services/record_store'
import { caseHandoverValidator } from '#validators/case_handover'
import { caseOwnerCandidates, handOverCase } from '#workflows/case_handover'
import type { CaseOwnerChoices } from '#contracts/case_handover'

/**
 * A case's owner, handed over from its page (issue 29; app/workflows/case_handover.ts). Both
 * routes need access-cases and update-case; the case is found in the user's scope first
 * (another center's: 404; another of their own: the switch page).
 */
export default class CaseOwnerController {
  /** The hand-over dialog's choices (JSON): the owner now and who may be given the case. */
  async candidates(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const record: Case = await findInScope(casesResource, request, ctx.params.id)
    const answer: CaseOwnerChoices = {
      owner_id: record.ownerId,
      candidates: await caseOwnerCandidates(record.centerId),
    }
    return ctx.response.json(answer)
  }

  /**
   * The hand-over: a refusal decided in its transaction (closed, changed hands meanwhile) is
   * flashed in plain words; an owner who may not be given it is refused beside the field.
   * Back to the case's page as the user left it.
   */
  async update(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const record: Case = await findInScope(casesResource, request, ctx.params.id)
    const input = await caseHandoverValidator.validate(ctx.request.all())
    try {
      const handover = await handOverCase(record, input, request)
      ctx.session.flash('success', `Case ${record.number} handed over to ${handover.to.name}.`)
    } catch (error) {
      if (!(error instanceof WriteRefused)) throw error
      if (error instanceof RecordGone) {
        // Its page would answer 404 now: the list, saying why.
        ctx.session.flash(
          'error',
          `Case ${record.number} was moved to the trash meanwhile; nothing was changed.`
        )
        return ctx.response.redirect('/navigate/cases')
      }
      ctx.session.flash('error', error.message)
    }
    const page = `/navigate/cases/${record.id}`
    // Only the path and query of the referrer, and only the case's own page: never another site.
    const from = new URL(ctx.request.header('referer') ?? page, 'http://local')
    return ctx.response.redirect(from.pathname === page ? `${from.pathname}${from.search}` : page)
  }
}
