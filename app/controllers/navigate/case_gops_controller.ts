import { resourceController } from '#controllers/resource_controller'
import { caseGopsResource } from '#resources/case_gops'

export default class CaseGopsController extends resourceController(caseGopsResource) {}
