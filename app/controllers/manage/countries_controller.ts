import { resourceController } from '#controllers/resource_controller'
import { countriesResource } from '#resources/countries'

export default class CountriesController extends resourceController(countriesResource) {}
