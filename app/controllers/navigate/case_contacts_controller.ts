import { resourceController } from '#controllers/resource_controller'
import { caseContactsResource } from '#resources/case_contacts'

export default class CaseContactsController extends resourceController(caseContactsResource) {}
