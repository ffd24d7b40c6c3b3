import type { HttpContext } from '@adonisjs/core/http'
import { resourceController } from '#controllers/resource_controller'
import { lookUpStates, providersResource } from '#resources/providers'
import { lookUpProviders } from '#queries/provider_lookup'
import { pickerTerm } from '#queries/picker_term'
import { asRecordId } from '#validators/rules/record_id'

const termOf = (request: HttpContext['request']) => pickerTerm(request.input('q'))

export default class ProvidersController extends resourceController(providersResource) {
  /**
   * The provider pickers' search (JSON): up to 10 live providers by the start of any word of
   * their name or code (a GOP template's owner now; a case's GOP later).
   */
  async lookup({ request, response }: HttpContext) {
    return response.json({ options: await lookUpProviders(termOf(request)) })
  }

  /**
   * The provider form's state picker (JSON): the states of the country chosen on the form. There
   * are about 5,000 subdivisions in all, too many to send with the page.
   */
  async states({ request, response }: HttpContext) {
    const countryId = asRecordId(request.input('country_id'))
    if (countryId === null) return response.json({ options: [] })
    return response.json({ options: await lookUpStates(countryId, termOf(request)) })
  }
}
