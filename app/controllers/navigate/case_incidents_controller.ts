import { resourceController } from '#controllers/resource_controller'
import { caseIncidentsResource } from '#resources/case_incidents'

export default class CaseIncidentsController extends resourceController(caseIncidentsResource) {}
