import { resourceController } from '#controllers/resource_controller'
import { businessEntitiesResource } from '#resources/business_entities'

export default class BusinessEntitiesController extends resourceController(
  businessEntitiesResource
) {}
