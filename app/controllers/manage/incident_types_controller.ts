import { resourceController } from '#controllers/resource_controller'
import { incidentTypesResource } from '#resources/incident_taxonomy'

export default class IncidentTypesController extends resourceController(incidentTypesResource) {}
