import { CaseContactSchema } from '#database/schema'

/** A person involved in a case (its "contacts" tab). */
export default class CaseContact extends CaseContactSchema {}
