import { resourceController } from '#controllers/resource_controller'
import { statesResource } from '#resources/states'

export default class StatesController extends resourceController(statesResource) {}
