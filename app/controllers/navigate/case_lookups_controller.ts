import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { authorizeCaseForm } from '#services/case_form_access'
import {
  caseMember,
  clientInfo,
  incidentTypeScripts,
  programInfo,
  providerInfo,
} from '#queries/case_lookups'
import { membersResource } from '#resources/members'
import { createRecord } from '#services/record_store'
import type { NewMemberOptions } from '#contracts/case_lookups'
import { resourceRequest } from '#resources/resource_request'
import { centerToday } from '#services/center_today'
import { firstMessagePerField } from '#services/field_error'

/**
 * The case form's popups (SPEC.md §2): client info, program type info and provider info read as
 * JSON while the form stays open, and a member who is not on file created from the form without
 * leaving it. Every action is for who may open or edit a case (authorizeCaseForm, after the
 * routes' `auth` and `access-cases`); an unknown or trashed id is a 404, and an id no record can
 * have never gets here (the routes' record-id matcher answers 404 first).
 */
export default class CaseLookupsController {
  async client({ params, response, auth }: HttpContext) {
    await authorizeCaseForm(auth.getUserOrFail())
    const info = await clientInfo(Number(params.clientId))
    if (!info) return response.notFound({ message: 'We could not find that client.' })
    return response.json(info)
  }

  async program({ params, response, auth }: HttpContext) {
    await authorizeCaseForm(auth.getUserOrFail())
    const info = await programInfo(Number(params.programId))
    if (!info) return response.notFound({ message: 'We could not find that program.' })
    return response.json(info)
  }

  async provider({ params, response, auth }: HttpContext) {
    await authorizeCaseForm(auth.getUserOrFail())
    const info = await providerInfo(Number(params.providerId))
    if (!info) return response.notFound({ message: 'We could not find that provider.' })
    return response.json(info)
  }

  /**
   * The chosen incident type's call scripts, for the panel beside the case form. Read by whoever
   * opens or edits a case, like the other popups: reading a script is part of taking the call,
   * while Manage › Incident scripts (access-incident-scripts) is where they are written.
   */
  async scripts({ params, response, auth }: HttpContext) {
    await authorizeCaseForm(auth.getUserOrFail())
    const scripts = await incidentTypeScripts(Number(params.incidentTypeId))
    if (!scripts) return response.notFound({ message: 'We could not find that incident type.' })
    return response.json(scripts)
  }

  /** The new-member dialog's choices: the members form's own lists, those the dialog offers. */
  async memberForm({ response, auth }: HttpContext) {
    await authorizeCaseForm(auth.getUserOrFail())
    const { options } = await membersResource.formProps()
    const choices: NewMemberOptions = {
      titles: options.titles,
      genders: options.genders,
      clients: options.clients,
      programs: options.programs,
    }
    return response.json(choices)
  }

  /**
   * A member created from the case form: validated by the members resource's own validator and
   * written by the shared record store (the member and its activity log row in one transaction),
   * exactly as the members page would. A refusal is 422 with a message per field, which the
   * dialog shows beside its fields; the case form behind it is never submitted or reloaded, so
   * nothing typed there is lost. The answer is the member as the form's search would find it.
   */
  async createMember(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    await authorizeCaseForm(user)
    try {
      const { actor } = await resourceRequest(ctx)
      const input = await membersResource.validator.validate(ctx.request.all(), {
        meta: { userId: user.id, today: await centerToday(actor.center) },
      })
      const record = await createRecord(membersResource.store, {
        actor,
        data: membersResource.attributes(input),
      })
      const member = await caseMember(record.id)
      return ctx.response.created({ member })
    } catch (error) {
      // The record store reports a unique violation the same way, beside its field.
      if (error instanceof vineErrors.E_VALIDATION_ERROR) {
        const messages = error.messages as { field: string; message: string }[]
        return ctx.response.unprocessableEntity({ errors: firstMessagePerField(messages) })
      }
      throw error
    }
  }
}
