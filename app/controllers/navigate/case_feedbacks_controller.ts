import { resourceController } from '#controllers/resource_controller'
import { caseFeedbacksResource } from '#resources/case_feedbacks'

export default class CaseFeedbacksController extends resourceController(caseFeedbacksResource) {}
