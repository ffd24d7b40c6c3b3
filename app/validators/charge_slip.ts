import vine from '@vinejs/vine'
import { PAYMENT_METHOD_VALUES } from '#contracts/charge_slip_options'
import { liveRows } from '#validators/rules/live_rows'
import { dayWithin } from '#validators/rules/date_order'
import { recordIdField } from '#validators/rules/record_id'
import { amountField } from '#validators/rules/amount'

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })

/**
 * A provider's bill on a case (PRODUCT.md "Money documents"): who billed, their invoice, how
 * much in which currency and how it is to be paid. The GOP it bills against and the invoice
 * file are checked against the case in the resource (app/resources/case_charge_slips.ts).
 */
export const chargeSlipValidator = vine.create({
  provider_id: recordIdField().exists({ table: 'providers', column: 'id', ...liveRows }),
  gop_id: recordIdField().optional(),
  case_file_id: recordIdField().optional(),
  invoice_number: vine.string().trim().minLength(1).maxLength(60),
  invoice_date: day().use(dayWithin({ range: 'happened', name: 'invoice date' })),
  currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'currencies', column: 'code', ...liveRows }),
  amount_billed: amountField(),
  payment_method: vine.string().in([...PAYMENT_METHOD_VALUES]),
  remarks: vine.string().trim().maxLength(2000).optional(),
})

/**
 * What a charge slip's transitions may be given (app/workflows/charge_slip_workflow.ts): the
 * approved amount and, above the guarantee, the override's reason; a decline's reason; the
 * payment's date and reference.
 */
export const chargeSlipTransitionValidator = vine.create({
  amount_approved: amountField().optional(),
  over_guarantee_reason: vine.string().trim().maxLength(2000).optional(),
  reason: vine.string().trim().maxLength(2000).optional(),
  payment_date: day()
    .use(dayWithin({ range: 'happened', name: 'payment date' }))
    .optional(),
  payment_reference: vine.string().trim().maxLength(100).optional(),
})
