import { resourceController } from '#controllers/resource_controller'
import { clientsResource } from '#resources/clients'

export default class ClientsController extends resourceController(clientsResource) {}
