import type { HttpContext } from '@adonisjs/core/http'
import { resourceController } from '#controllers/resource_controller'
import { lookUpPrincipals, membersResource } from '#resources/members'

export default class MembersController extends resourceController(membersResource) {
  /**
   * The principal-member picker's search (JSON): up to 10 principals by name or policy number,
   * of the client chosen on the form when there is one.
   */
  async lookup({ request, response }: HttpContext) {
    const term = String(request.input('q', '')).slice(0, 80)
    const clientId = Number(request.input('client_id'))
    const options = await lookUpPrincipals(
      term,
      Number.isSafeInteger(clientId) && clientId > 0 ? clientId : null
    )
    return response.json({ options })
  }
}
