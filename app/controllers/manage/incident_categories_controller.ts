import { resourceController } from '#controllers/resource_controller'
import { incidentCategoriesResource } from '#resources/incident_taxonomy'

export default class IncidentCategoriesController extends resourceController(
  incidentCategoriesResource
) {}
