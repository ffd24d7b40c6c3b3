import { resourceController } from '#controllers/resource_controller'
import { caseChargeSlipsResource } from '#resources/case_charge_slips'

export default class CaseChargeSlipsController extends resourceController(
  caseChargeSlipsResource
) {}
