import { router } from '@inertiajs/react'
import { CircleCheckIcon, CircleXIcon, FileTextIcon, SendIcon, Trash2Icon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { FormInput } from '#contracts/page_props'
import { offers, refusalOf, type RowActions } from '#contracts/row_actions'
import type { policyVerificationTransitionValidator } from '#validators/policy_verification'
import { urlFor } from '~/client'
import type { RowAction } from '~/components/data_table'
import { TextareaField, TextField, TransitionDialog } from '~/components/form'
import { fieldNames } from '~/components/form/field_names'
import { ConfirmActionDialog } from '~/components/resource'
import { useLetterPreview, type LetterShown } from '~/features/gops/letter_preview_dialog'
import type { VerificationRow } from './types'

/** What a request's transitions may be given, named as its validator reads them. */
const field = fieldNames<FormInput<typeof policyVerificationTransitionValidator>>()

type Answer = 'verify' | 'not_covered'

const transitionUrl = (row: Pick<VerificationRow, 'id'>, transition: string) =>
  urlFor('verify-policy.requests.transition', { id: row.id, transition })

/** The request's letter as the preview dialog shows it; with `send`, offering that send. */
export function verificationLetter(
  row: Pick<VerificationRow, 'id' | 'number' | 'delivery'>,
  send?: 'send' | 'resend'
): LetterShown {
  const params = { id: row.id }
  return {
    name: row.number,
    previewUrl: urlFor('verify-policy.requests.letter', params),
    pdfUrl: urlFor('verify-policy.requests.letter_pdf', params),
    send: send
      ? {
          label: send === 'send' ? 'Send' : 'Send again',
          run: (done) => {
            const input = { [field('last_transmission')]: String(row.delivery?.id ?? 0) }
            router.post(transitionUrl(row, send), input, {
              preserveScroll: true,
              onFinish: done,
            })
          },
        }
      : undefined,
  }
}

/** Records the insurer's answer: verified with its reference, or not covered and why. */
function AnswerDialog({
  row,
  answer,
  onClose,
}: {
  row: VerificationRow | null
  answer: Answer
  onClose: () => void
}) {
  const [shown] = useState(row)
  if (!shown) return null
  const verified = answer === 'verify'
  return (
    <TransitionDialog
      open={row !== null}
      action={transitionUrl(shown, answer)}
      title={`${shown.insurer}'s answer to ${shown.number}`}
      description={
        verified
          ? `The insurer confirms ${shown.member}'s cover. Its reference is kept with the request.`
          : `The insurer does not cover ${shown.member} for this. Say why, as the insurer put it.`
      }
      submitLabel={verified ? 'Record verified' : 'Record not covered'}
      testId={verified ? 'verification-verify' : 'verification-not-covered'}
      onClose={onClose}
    >
      <div className="grid gap-4">
        <TextField
          name={field('insurer_reference')}
          label="Insurer's reference"
          required={verified}
          maxLength={100}
          autoComplete="off"
          data-testid="verification-insurer-reference"
        />
        <TextareaField
          name={field('answer_remarks')}
          label={verified ? 'Remarks' : 'Why not covered'}
          required={!verified}
          rows={3}
          maxLength={2000}
          hint={verified ? 'Limits, exclusions or conditions the insurer gave.' : undefined}
        />
      </div>
    </TransitionDialog>
  )
}

/**
 * A request's actions, exactly those the server offers on it now (`actions`): read its letter,
 * Send or "Send again" through the preview (what is sent is what was read), and record the
 * insurer's answer. `actionsOf` gives a row's entries; `dialogs` renders once.
 */
export function useVerificationActions(): {
  actionsOf: (row: VerificationRow, actions: RowActions) => RowAction[]
  dialogs: ReactNode
} {
  const letters = useLetterPreview()
  const [answering, setAnswering] = useState<{ row: VerificationRow; answer: Answer } | null>(null)
  const [openings, setOpenings] = useState(0)
  const [deleting, setDeleting] = useState<VerificationRow | null>(null)
  // Kept while the confirmation closes, so its text does not vanish mid-animation.
  const [deleteShown, setDeleteShown] = useState<VerificationRow | null>(null)
  if (deleting && deleting !== deleteShown) setDeleteShown(deleting)
  const answer = (row: VerificationRow, kind: Answer) => {
    setAnswering({ row, answer: kind })
    setOpenings((count) => count + 1)
  }
  const actionsOf = (row: VerificationRow, actions: RowActions): RowAction[] => {
    const send = offers(actions, 'send') ? 'send' : offers(actions, 'resend') ? 'resend' : null
    const entries: RowAction[] = [
      {
        label: 'Letter',
        id: 'letter',
        icon: FileTextIcon,
        onSelect: () => letters.open(verificationLetter(row)),
      },
    ]
    if (send) {
      entries.push({
        label: send === 'send' ? 'Send…' : 'Send again…',
        id: 'send-letter',
        icon: SendIcon,
        disabledReason: refusalOf(actions, send),
        onSelect: () => letters.open(verificationLetter(row, send)),
      })
    }
    if (offers(actions, 'verify')) {
      entries.push({
        label: 'Verified…',
        id: 'verify',
        icon: CircleCheckIcon,
        disabledReason: refusalOf(actions, 'verify'),
        onSelect: () => answer(row, 'verify'),
      })
    }
    if (offers(actions, 'not_covered')) {
      entries.push({
        label: 'Not covered…',
        id: 'not-covered',
        icon: CircleXIcon,
        disabledReason: refusalOf(actions, 'not_covered'),
        onSelect: () => answer(row, 'not_covered'),
      })
    }
    if (offers(actions, 'delete')) {
      entries.push({
        label: 'Delete',
        id: 'delete',
        icon: Trash2Icon,
        destructive: true,
        disabledReason: refusalOf(actions, 'delete'),
        onSelect: () => setDeleting(row),
      })
    }
    return entries
  }
  return {
    actionsOf,
    dialogs: (
      <>
        {letters.dialog}
        <AnswerDialog
          key={openings}
          row={answering?.row ?? null}
          answer={answering?.answer ?? 'verify'}
          onClose={() => setAnswering(null)}
        />
        <ConfirmActionDialog
          open={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title={`Delete ${deleteShown?.number ?? 'this request'}?`}
          description="It was never sent to the insurer; it moves to the trash."
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          destructive
          method="delete"
          url={deleteShown ? urlFor('verify-policy.requests.destroy', { id: deleteShown.id }) : ''}
          testId="verification-delete-dialog"
        />
      </>
    ),
  }
}
