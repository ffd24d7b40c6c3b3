import { resourceController } from '#controllers/resource_controller'
import { currenciesResource } from '#resources/currencies'

export default class CurrenciesController extends resourceController(currenciesResource) {}
