import { GopRevisionSchema } from '#database/schema'

/** An approved revision of a GOP, with the letter as it was approved (never changed). */
export default class GopRevision extends GopRevisionSchema {}
