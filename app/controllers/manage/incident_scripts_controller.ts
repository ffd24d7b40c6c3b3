import { resourceController } from '#controllers/resource_controller'
import { incidentScriptsResource } from '#resources/incident_scripts'

export default class IncidentScriptsController extends resourceController(
  incidentScriptsResource
) {}
