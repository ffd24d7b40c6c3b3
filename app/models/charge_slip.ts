import { ChargeSlipSchema } from '#database/schema'

/**
 * A provider's bill on a case (PRODUCT.md "Money documents", issue 16). Its center and member
 * are its case's; its status moves by app/workflows/charge_slip_workflow.ts.
 */
export default class ChargeSlip extends ChargeSlipSchema {}
