import { resourceController } from '#controllers/resource_controller'
import { programTypesResource } from '#resources/program_types'

export default class ProgramTypesController extends resourceController(programTypesResource) {}
