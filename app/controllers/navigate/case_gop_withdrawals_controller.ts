import { resourceController } from '#controllers/resource_controller'
import { caseGopWithdrawalsResource } from '#resources/case_gop_withdrawals'

export default class CaseGopWithdrawalsController extends resourceController(
  caseGopWithdrawalsResource
) {}
