import { resourceController } from '#controllers/resource_controller'
import { emailGroupsResource } from '#resources/messaging'

export default class EmailGroupsController extends resourceController(emailGroupsResource) {}
