import type { HttpContext } from '@adonisjs/core/http'
import { resourceController } from '#controllers/resource_controller'
import { lookUpStates, providersResource } from '#resources/providers'
import { lookUpProviders } from '#queries/provider_lookup'

/** The search term of a picker, kept short: it is a few words typed, never a document. */
const termOf = (request: HttpContext['request']) =>
  String(request.input('q', '') ?? '').slice(0, 80)

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
    const countryId = Number(request.input('country_id'))
    if (!Number.isSafeInteger(countryId) || countryId <= 0) return response.json({ options: [] })
    return response.json({ options: await lookUpStates(countryId, termOf(request)) })
  }
}
