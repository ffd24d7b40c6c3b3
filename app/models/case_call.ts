import { CaseCallSchema } from '#database/schema'

/** A phone call about a case (its "calls" tab). */
export default class CaseCall extends CaseCallSchema {}
