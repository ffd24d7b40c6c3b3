import { actingUserId } from '#services/actor'
import type { Permission } from '#permissions/catalogue'
import { VERIFICATION_STATUSES, type VerificationStatus } from '#contracts/policy_verification'
import type { Transition, Workflow } from '#services/workflow'
import { closedCaseGuard } from '#resources/case_parent'
import { letterSendTransitions, type LetterSendInput } from '#workflows/letter_sending'
import { verificationSubject } from '#services/letters/verification_letter'

/** What a request's transitions may be given (app/validators/policy_verification.ts). */
export type VerificationTransitionInput = LetterSendInput & {
  insurer_reference?: string
  answer_remarks?: string
}

const stateLabels = Object.fromEntries(
  VERIFICATION_STATUSES.map((state) => [state.value, state.label])
) as Record<VerificationStatus, string>

/**
 * A verification request's life (issue 33, PRODUCT.md "Policy verification"), for the holders of
 * its insurer's Verify permission (SPEC.md §6; each form names its own, so the workflow is made
 * per permission, `verificationWorkflow`):
 * - while pending, its PDF is sent to the insurer's verification email group through the outbox
 *   (Send, then "Send again"), the status unchanged;
 * - the insurer's answer is recorded once: verified, with the insurer's reference, or not
 *   covered, with why; who recorded it and when are kept with it (`answered_by_id`,
 *   `answered_at`) and in the activity log. A case closed meanwhile refuses both, in its words.
 */
function transitionsFor(
  permission: Permission
): Transition<VerificationStatus, VerificationTransitionInput>[] {
  const answered = ({
    input,
    actor,
  }: {
    input: VerificationTransitionInput
    actor: Parameters<typeof actingUserId>[0]
  }) => ({
    insurer_reference: input.insurer_reference?.trim() || null,
    answer_remarks: input.answer_remarks?.trim() || null,
    answered_at: actor.clock.now(),
    answered_by_id: actingUserId(actor),
  })
  return [
    ...letterSendTransitions<VerificationStatus, VerificationTransitionInput>({
      permission,
      companyCopy: false,
      documentType: 'policy_verification',
      from: ['pending'],
      to: 'pending',
      label: (row) => String(row.number),
      facts: async ({ row }) => ({
        addressee: { verificationFormId: Number(row.verification_form_id) },
        revision: null,
        subject: (member) => verificationSubject(String(row.number), member),
      }),
    }),
    {
      name: 'verify',
      label: 'Verified',
      done: 'recorded as verified',
      from: ['pending'],
      to: 'verified',
      permission,
      required: { insurer_reference: 'Please enter the insurer’s reference.' },
      guards: [closedCaseGuard],
      set: answered,
    },
    {
      name: 'not_covered',
      label: 'Not covered',
      done: 'recorded as not covered',
      from: ['pending'],
      to: 'not_covered',
      permission,
      required: { answer_remarks: 'Please say why the insurer does not cover it.' },
      guards: [closedCaseGuard],
      set: answered,
    },
  ]
}

const workflows = new Map<Permission, Workflow<VerificationStatus, VerificationTransitionInput>>()

/** The workflow of the requests made on forms guarded by `permission` (one per permission). */
export function verificationWorkflow(
  permission: Permission
): Workflow<VerificationStatus, VerificationTransitionInput> {
  let workflow = workflows.get(permission)
  if (!workflow) {
    workflow = {
      table: 'policy_verifications',
      subjectType: 'policy_verification',
      noun: 'verification request',
      stateLabels,
      label: (row) => String(row.number),
      transitions: transitionsFor(permission),
    }
    workflows.set(permission, workflow)
  }
  return workflow
}

/** The transitions' names, the same in every permission's workflow (the route's matcher). */
export const VERIFICATION_TRANSITIONS: readonly string[] = transitionsFor(
  'verify-allied-bankers'
).map((transition) => transition.name)
