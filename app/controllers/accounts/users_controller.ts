import { resourceController } from '#controllers/resource_controller'
import { usersResource } from '#resources/users'

export default class UsersController extends resourceController(usersResource) {}
