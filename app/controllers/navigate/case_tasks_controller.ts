import { resourceController } from '#controllers/resource_controller'
import { caseTasksResource } from '#resources/case_tasks'

export default class CaseTasksController extends resourceController(caseTasksResource) {}
