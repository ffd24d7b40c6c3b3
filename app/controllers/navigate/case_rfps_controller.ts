import { resourceController } from '#controllers/resource_controller'
import { caseRfpsResource } from '#resources/case_rfps'

export default class CaseRfpsController extends resourceController(caseRfpsResource) {}
