import { resourceController } from '#controllers/resource_controller'
import { icdsResource } from '#resources/icds'

export default class IcdsController extends resourceController(icdsResource) {}
