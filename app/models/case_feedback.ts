import { CaseFeedbackSchema } from '#database/schema'

/** Feedback received about a case (its "feedback" tab). */
export default class CaseFeedback extends CaseFeedbackSchema {}
