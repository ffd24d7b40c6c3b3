import vine from '@vinejs/vine'
import { dayWithin } from '#validators/rules/date_order'
import { recordIdField } from '#validators/rules/record_id'
import { amountField } from '#validators/rules/amount'

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })

/**
 * A request for payment (PRODUCT.md "Money documents"): which of the case's approved charge
 * slips it bills (chosen when it is made, checked against the case in app/resources/case_rfps.ts),
 * the service fee (zero allowed; empty: the program's, else the client's), when it is due
 * (empty: the client's payment terms from today), and remarks.
 */
export const rfpValidator = vine.create({
  charge_slip_ids: vine.array(recordIdField()).maxLength(500).distinct().optional(),
  service_fee: amountField({ zero: true }).optional(),
  due_date: day()
    .use(dayWithin({ range: 'deadline', name: 'due date' }))
    .optional(),
  remarks: vine.string().trim().maxLength(2000).optional(),
})

/** What an RFP's transitions may be given: the collection's date and reference, a resend's. */
export const rfpTransitionValidator = vine.create({
  collected_on: day()
    .use(dayWithin({ range: 'happened', name: 'date collected' }))
    .optional(),
  collection_reference: vine.string().trim().maxLength(100).optional(),
  // "Send again": the last send its sender saw ("0" when there was none).
  last_transmission: vine
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .optional(),
})
