import vine from '@vinejs/vine'
import { recordIdField } from '#validators/rules/record_id'
import { amountField } from '#validators/rules/amount'
import { dayWithin } from '#validators/rules/date_order'
import { liveRows } from '#validators/rules/live_rows'

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })

/**
 * A verification request as an insurer's form posts it (issue 33): the member (or the case,
 * whose member it is), and every field any form may ask, each optional here. Which of them the
 * insurer's form asks, and which it requires, is its definition's (app/services/policy_verifications.ts
 * `askedInput` refuses a missing required one beside its field and drops what the form does not
 * ask). Each field has its own shape and bounds, so hostile input is refused beside it.
 */
export const policyVerificationValidator = vine.create({
  case_id: recordIdField().optional(),
  member_id: recordIdField().optional().requiredIfMissing('case_id'),
  policy_number: vine.string().trim().maxLength(60).optional(),
  member_reference: vine.string().trim().maxLength(60).optional(),
  member_name: vine.string().trim().maxLength(160).optional(),
  date_of_birth: day()
    .use(dayWithin({ range: 'birth', name: 'date of birth' }))
    .optional(),
  admission_date: day()
    .use(dayWithin({ range: 'admission', name: 'admission date' }))
    .optional(),
  provider_id: recordIdField()
    .exists({ table: 'providers', column: 'id', ...liveRows })
    .optional(),
  icd_id: recordIdField()
    .exists({ table: 'icds', column: 'id', ...liveRows })
    .optional(),
  estimated_cost: amountField({ zero: true }).optional().requiredIfExists('currency_code'),
  currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .fixedLength(3)
    .exists({ table: 'currencies', column: 'code', ...liveRows })
    .optional()
    .requiredIfExists('estimated_cost'),
  remarks: vine.string().trim().maxLength(2000).optional(),
})

/**
 * What a request's transitions may be given: the insurer's answer (its reference, remarks) and
 * a resend's last send (app/workflows/policy_verification_workflow.ts).
 */
export const policyVerificationTransitionValidator = vine.create({
  insurer_reference: vine.string().trim().maxLength(100).optional(),
  answer_remarks: vine.string().trim().maxLength(2000).optional(),
  // "Send again": the last send its sender saw ("0" when there was none).
  last_transmission: vine
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .optional(),
})
