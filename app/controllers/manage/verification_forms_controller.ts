import { resourceController } from '#controllers/resource_controller'
import { verificationFormsResource } from '#resources/verification_forms'

export default class VerificationFormsController extends resourceController(
  verificationFormsResource
) {}
