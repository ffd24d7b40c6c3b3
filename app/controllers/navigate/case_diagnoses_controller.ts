import { resourceController } from '#controllers/resource_controller'
import { caseDiagnosesResource } from '#resources/case_diagnoses'

export default class CaseDiagnosesController extends resourceController(caseDiagnosesResource) {}
