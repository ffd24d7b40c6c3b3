import type { HttpContext } from '@adonisjs/core/http'
import { resourceController } from '#controllers/resource_controller'
import { casesResource, lookUpCaseMembers } from '#resources/cases'
import { lookUpIcds } from '#resources/case_diagnoses'
import { pickerTerm } from '#queries/picker_term'
import { lookUpProviders } from '#queries/provider_lookup'
import { authorizeCaseForm } from '#services/case_form_access'

export default class CasesController extends resourceController(casesResource) {
  /**
   * The case form's member search (JSON): up to 10 live members by name or policy number, each
   * with what the form shows and warns about (client, program, policy validity).
   */
  async members({ request, response, auth }: HttpContext) {
    // The form that searches opens a case or edits one: either permission may search.
    await authorizeCaseForm(auth.getUserOrFail())
    return response.json({ members: await lookUpCaseMembers(pickerTerm(request.input('q'))) })
  }

  /**
   * The provider fields of the incident type's sections (JSON): up to 10 live providers by name
   * or code, the providers list's own search. Whoever opens or edits a case may pick one.
   */
  async providers({ request, response, auth }: HttpContext) {
    await authorizeCaseForm(auth.getUserOrFail())
    return response.json({ options: await lookUpProviders(pickerTerm(request.input('q'))) })
  }

  /** The icd tab's picker (JSON): up to 10 live ICD-10 codes by code prefix or title words. */
  async icdCodes({ request, response }: HttpContext) {
    return response.json({ options: await lookUpIcds(pickerTerm(request.input('q'))) })
  }
}
