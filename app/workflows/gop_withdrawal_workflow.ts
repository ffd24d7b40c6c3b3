import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '#contracts/gop_options'
import type { Transition, Workflow } from '#services/workflow'
import { letterSubject } from '#services/letters/document_letters'
import { letterSendTransitions, type LetterSendInput } from '#workflows/letter_sending'

type WithdrawalTransitionInput = LetterSendInput

const stateLabels = Object.fromEntries(
  WITHDRAWAL_STATUSES.map((state) => [state.value, state.label])
) as Record<WithdrawalStatus, string>

/**
 * A withdrawal's letter goes out like a GOP's (issue 15): Send mails it through the queue to the
 * withdrawn GOP's provider (send-guarantee-of-payments), "Send again" repeats it.
 */
const transitions: Transition<WithdrawalStatus, WithdrawalTransitionInput>[] =
  letterSendTransitions({
    permission: 'send-guarantee-of-payments',
    companyCopy: true,
    documentType: 'gop_withdrawal',
    from: ['unsent'],
    to: 'sent',
    label: (row) => gopWithdrawalWorkflow.label(row),
    facts: async ({ row, client }) => {
      const found: { provider_id: number } = await client
        .from('gops')
        .where('gops.id', Number(row.gop_id))
        .select('gops.provider_id')
        .firstOrFail()
      return {
        addressee: { providerId: found.provider_id },
        revision: null,
        subject: (member) => letterSubject.withdrawal(String(row.gop_number), member),
      }
    },
  })

export const gopWithdrawalWorkflow: Workflow<WithdrawalStatus, WithdrawalTransitionInput> = {
  table: 'gop_withdrawals',
  subjectType: 'gop_withdrawal',
  noun: 'withdrawal',
  stateLabels,
  label: (row) => `Withdrawal of ${String(row.gop_number)}`,
  transitions,
}
