import { GopSchema } from '#database/schema'

/**
 * A guarantee of payment on a case (PRODUCT.md "Money documents"). Its center is its case's,
 * copied when it is created; its number comes from app/services/case_number.ts; its status moves
 * by app/workflows/gop_workflow.ts, and every approved revision is kept in gop_revisions.
 */
export default class Gop extends GopSchema {}
