import { GopWithdrawalSchema } from '#database/schema'

/** The withdrawal of an issued GOP (WGOP), with its reason (SPEC.md §3). */
export default class GopWithdrawal extends GopWithdrawalSchema {}
