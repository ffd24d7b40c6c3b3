import { resourceController } from '#controllers/resource_controller'
import { caseCallsResource } from '#resources/case_calls'

export default class CaseCallsController extends resourceController(caseCallsResource) {}
