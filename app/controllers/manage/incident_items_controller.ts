import { resourceController } from '#controllers/resource_controller'
import { incidentItemsResource } from '#resources/incident_taxonomy'

export default class IncidentItemsController extends resourceController(incidentItemsResource) {}
