import { resourceController } from '#controllers/resource_controller'
import { incidentServicesResource } from '#resources/incident_taxonomy'

export default class IncidentServicesController extends resourceController(
  incidentServicesResource
) {}
