import { resourceController } from '#controllers/resource_controller'
import { programsResource } from '#resources/programs'

export default class ProgramsController extends resourceController(programsResource) {}
