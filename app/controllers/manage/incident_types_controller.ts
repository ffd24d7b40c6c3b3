import type { HttpContext } from '@adonisjs/core/http'
import { requestActor } from '#resources/resource_request'
import { resourceController } from '#controllers/resource_controller'
import { incidentTypesResource } from '#resources/incident_taxonomy'
import { findLive, updateRecord } from '#services/record_store'
import { renderPage } from '#services/render_page'
import { postedVersion, staleEditGuard, versionOf } from '#services/edit_version'
import { CASE_FIELD_KIND_OPTIONS, CASE_FORM_LIMITS } from '#contracts/case_form_sections'
import { caseFormSectionsValidator, storedSections } from '#validators/case_form_sections'

export default class IncidentTypesController extends resourceController(incidentTypesResource) {
  /** Manage › Incident types › Case form: the sections the type adds to the case form. */
  async caseForm(ctx: HttpContext) {
    const type = await findLive(incidentTypesResource.store, ctx.params.id)
    return renderPage(ctx, 'manage/incident_types/case_form', {
      type: { id: type.id, name: type.name },
      sections: type.formSections,
      kinds: CASE_FIELD_KIND_OPTIONS,
      limits: CASE_FORM_LIMITS,
      // Posted back as `_version`: a save over sections saved meanwhile is refused, in words.
      version: versionOf(type),
    })
  }

  /**
   * Saves the sections in one transaction with their activity row (before and after). Cases
   * keep their answers: a removed field's answer stays on the case, listed as an earlier answer.
   */
  async updateCaseForm(ctx: HttpContext) {
    const type = await findLive(incidentTypesResource.store, ctx.params.id)
    const posted = await caseFormSectionsValidator.validate(ctx.request.all())
    const actor = await requestActor(ctx)
    await updateRecord(incidentTypesResource.store, type, {
      actor,
      data: { formSections: storedSections(posted) },
      guard: staleEditGuard({
        version: postedVersion(ctx.request.input('_version')),
        subjectType: incidentTypesResource.store.subjectType,
        noun: 'Case form',
        actor,
      }),
    })
    ctx.session.flash('success', `The case form of ${type.name} was saved.`)
    return ctx.response.redirect().toRoute('manage.incident-types.view', { id: type.id })
  }
}
