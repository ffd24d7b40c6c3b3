import { document, strong } from '#database/seeders/reference/delta_builder'
import { WITHDRAWAL_REASONS } from '#contracts/gop_options'

/**
 * The letter that withdraws a guarantee (issue 15, WGOP). There are no withdrawal templates to
 * choose from, so this one is built in; each withdrawal keeps a copy of it with its values
 * (gop_withdrawals.letter_template), so changing it here never changes a letter already sent.
 * It uses the GOP letter's placeholders and three of its own, `withdrawal.*`.
 */
export const WITHDRAWAL_LETTER = document([
  [['{{business_entity.name}}'], { header: 2 }],
  [['{{business_entity.address}} · {{business_entity.phone}} · {{business_entity.email}}']],
  [[]],
  [['WITHDRAWAL OF GUARANTEE OF PAYMENT'], { header: 1, align: 'center' }],
  [[strong('GOP number: '), '{{gop.number}} (revision {{gop.revision}})']],
  [[strong('Date: '), '{{withdrawal.date}}']],
  [[strong('To: '), '{{provider.name}}, {{provider.address}}']],
  [[]],
  [['Dear Sir or Madam,']],
  [
    [
      'We withdraw, with effect from today, our guarantee of payment ',
      strong('{{gop.number}}'),
      ' of ',
      strong('{{gop.currency}} {{gop.amount}}'),
      ' for the patient below. Costs incurred from today are not guaranteed by us.',
    ],
  ],
  [[strong('Patient: '), '{{member.full_name}}, born {{member.date_of_birth}}']],
  [[strong('Policy number: '), '{{member.policy_number}}']],
  [[strong('Our case: '), '{{case.number}}']],
  [[strong('Reason: '), '{{withdrawal.reason}}']],
  [[strong('Remarks: '), '{{withdrawal.remarks}}']],
  [[]],
  [['Please contact us quoting our case number if you have any question.']],
  [[]],
  [['Yours faithfully,']],
  [['{{agent.full_name}}']],
  [['For and on behalf of {{business_entity.name}}']],
])

/**
 * The withdrawal's own placeholders, beside the GOP letter's (written the day it is made, so its
 * date is the GOP letter's `today` on the case center's clock).
 */
export function withdrawalValues(
  withdrawal: { reason: string; remarks: string | null },
  gopValues: Readonly<Record<string, string>>
): Record<string, string> {
  const reason = WITHDRAWAL_REASONS.find((option) => option.value === withdrawal.reason)
  return {
    ...gopValues,
    'withdrawal.reason': reason?.label ?? withdrawal.reason,
    'withdrawal.remarks': withdrawal.remarks ?? '',
    'withdrawal.date': gopValues.today ?? '',
  }
}
