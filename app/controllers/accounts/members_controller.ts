import type { HttpContext } from '@adonisjs/core/http'
import { resourceController } from '#controllers/resource_controller'
import { lookUpPrincipals, membersResource } from '#resources/members'
import { pickerTerm } from '#queries/picker_term'
import { asRecordId } from '#validators/rules/record_id'

export default class MembersController extends resourceController(membersResource) {
  /**
   * The principal-member picker's search (JSON): up to 10 principals by name or policy number,
   * of the client chosen on the form when there is one.
   */
  async lookup({ request, response }: HttpContext) {
    const term = pickerTerm(request.input('q'))
    const options = await lookUpPrincipals(term, asRecordId(request.input('client_id')))
    return response.json({ options })
  }
}
