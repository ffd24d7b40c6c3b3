import { IcdSchema } from '#database/schema'

/** `codeKey` and `titleSearch` are generated columns (search only); never written. */
export default class Icd extends IcdSchema {}
