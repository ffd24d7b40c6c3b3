import { RequestForPaymentSchema } from '#database/schema'

/**
 * A request for payment: the client billed for a case's approved charge slips and the service
 * fee (PRODUCT.md "Money documents", issue 16). Its center and member are its case's; its lines
 * (request_for_payment_lines) are fixed when it is made; its status moves by
 * app/workflows/rfp_workflow.ts.
 */
export default class RequestForPayment extends RequestForPaymentSchema {}
