import { resourceController } from '#controllers/resource_controller'
import { rolesResource } from '#resources/roles'

export default class RolesController extends resourceController(rolesResource) {}
