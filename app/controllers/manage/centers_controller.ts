import { resourceController } from '#controllers/resource_controller'
import { centersResource } from '#resources/centers'

export default class CentersController extends resourceController(centersResource) {}
