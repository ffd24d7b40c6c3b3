import type { FormInput } from '#contracts/page_props'
import type { caseTransitionValidator } from '#validators/case'
import { router, useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Combobox } from '~/components/ui/combobox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/textarea'
import { Tooltip } from '~/components/ui/tooltip'
import type { CaseRecord, CaseTransition } from './types'
import { CaseReassignButton } from './case_reassign_dialog'

/** What a transition may be given (app/validators/case.ts caseTransitionValidator). */
/** What a case's transitions may be given, as the dialog's fields hold it. */
type TransitionInput = FormInput<typeof caseTransitionValidator>

/**
 * Moving to billing ends the case's treatment: it is confirmed first, and a case without an
 * issued GOP says why none was needed (PRODUCT.md; app/workflows/case_workflow.ts).
 */
const TO_BILLING = 'to-billing'

/** A transition that asks for something first (a reason, the outcome, a confirmation). */
function asksFirst(transition: CaseTransition): boolean {
  return transition.reason || transition.required.length > 0 || transition.name === TO_BILLING
}

function transitionUrl(record: CaseRecord, transition: CaseTransition): string {
  return urlFor('navigate.cases.transition', { id: record.id, transition: transition.name })
}

/** What moving to billing means, and what it asks of this case. */
function billingDescription(issuedGops: number | null): string {
  const next = 'Treatment is finished; the providers’ bills and the client’s invoice come next.'
  if (issuedGops === null) return next
  if (issuedGops === 0) {
    return `${next} No GOP was issued on this case: say why none was needed; it is kept in the case’s history.`
  }
  return `${next} ${issuedGops === 1 ? '1 GOP is' : `${issuedGops} GOPs are`} issued on this case.`
}

/**
 * The dialog of a transition that needs input: the outcome (closing) and/or the reason (force
 * close, reopen), each required, posted with Inertia's form; the server's messages show beside
 * the fields and the dialog stays open until it has answered. A refusal of the case's state
 * comes back as a toast, and the dialog closes on the case's page as it now is.
 */
function TransitionDialog({
  record,
  transition,
  outcomes,
  issuedGops,
  onClose,
}: {
  record: CaseRecord
  transition: CaseTransition | null
  outcomes: Option[]
  issuedGops: number | null
  onClose: () => void
}) {
  // Mounted afresh for each opening (keyed by the caller), so no reason or error is left over.
  const form = useForm<TransitionInput>({ reason: '', outcome: '' })
  // Keep the transition while the dialog closes, so its text does not vanish mid-animation.
  const [shown] = useState(transition)
  const needsOutcome = shown?.required.includes('outcome') ?? false
  const toBilling = shown?.name === TO_BILLING
  // The note why no GOP was issued: asked when the case has none, offered when this user cannot
  // see its GOPs (the server decides), not asked when one is issued.
  const asksNote = toBilling && (issuedGops === 0 || form.errors.reason !== undefined)
  const offersNote = toBilling && !asksNote && issuedGops === null
  const needsReason = (shown?.reason ?? false) || asksNote
  const takesReason = needsReason || offersNote

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!shown) return
    form.transform((data) => ({
      ...(takesReason ? { reason: data.reason } : {}),
      ...(needsOutcome ? { outcome: data.outcome } : {}),
    }))
    form.post(transitionUrl(record, shown), { preserveScroll: true, onSuccess: onClose })
  }

  return (
    <Dialog
      open={transition !== null}
      onOpenChange={(open) => (open || form.processing ? undefined : onClose())}
    >
      <DialogContent
        data-testid="case-transition-dialog"
        closeProps={{ 'data-testid': 'case-transition-dialog-close' }}
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {shown?.label} {record.number}
            </DialogTitle>
            <DialogDescription>
              {toBilling
                ? billingDescription(issuedGops)
                : [
                    needsOutcome ? 'Choose how the case ended.' : null,
                    needsReason ? 'Say why: the reason is kept in the case’s activity log.' : null,
                  ]
                    .filter(Boolean)
                    .join(' ')}
            </DialogDescription>
          </DialogHeader>
          {needsOutcome ? (
            <Field
              label={
                <>
                  Outcome
                  <span className="ml-0.5 text-destructive" aria-hidden="true">
                    *
                  </span>
                </>
              }
              error={form.errors.outcome}
              errorTestId="error-outcome"
            >
              <Combobox
                options={outcomes}
                value={form.data.outcome || null}
                onChange={(outcome) => {
                  form.setData('outcome', outcome)
                  form.clearErrors('outcome')
                }}
                placeholder="Select outcome..."
                searchPlaceholder="Search outcome..."
                emptyText="No results found."
                data-testid="select-outcome"
              />
            </Field>
          ) : null}
          {takesReason ? (
            <Field
              label={
                <>
                  {toBilling ? 'Why no GOP was issued' : 'Reason'}
                  {needsReason ? (
                    <span className="ml-0.5 text-destructive" aria-hidden="true">
                      *
                    </span>
                  ) : null}
                </>
              }
              hint={offersNote ? 'Needed only when the case has no issued GOP.' : undefined}
              error={form.errors.reason}
              errorTestId="error-reason"
            >
              <Textarea
                name="reason"
                value={form.data.reason}
                onChange={(event) => form.setData('reason', event.target.value)}
                maxLength={2000}
                rows={4}
                aria-required={needsReason}
                autoFocus={!needsOutcome}
                data-testid="transition-reason"
              />
            </Field>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.processing} data-testid="transition-cancel">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={shown?.name === 'force-close' ? 'destructive' : 'default'}
              disabled={form.processing}
              data-testid="transition-confirm"
            >
              {form.processing ? 'Saving…' : shown?.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * The case's next steps as buttons (server: viewProps `transitions`, only those the user holds
 * the permission for and the status allows): one the server would refuse now is disabled with
 * its reason as a tooltip (focusable, so the keyboard reads it too); one that needs a reason or
 * the outcome opens a dialog; the others post at once. The ordinary way forward is the filled
 * button; the ways out (force close, reopen: they need a reason) are outlined.
 */
export function CaseTransitionButtons({
  record,
  transitions,
  outcomes,
  issuedGops = null,
}: {
  record: CaseRecord
  transitions: CaseTransition[]
  outcomes: Option[]
  /** The case's issued GOPs (the header's balance); null (unknown) for who may not see them. */
  issuedGops?: number | null
}) {
  const [asking, setAsking] = useState<CaseTransition | null>(null)
  const [openings, setOpenings] = useState(0)
  const [running, setRunning] = useState<string | null>(null)

  function run(transition: CaseTransition) {
    if (asksFirst(transition)) {
      setAsking(transition)
      setOpenings((count) => count + 1)
      return
    }
    router.post(
      transitionUrl(record, transition),
      {},
      {
        preserveScroll: true,
        onStart: () => setRunning(transition.name),
        onFinish: () => setRunning(null),
      }
    )
  }

  // Handing the case over (issue 29) sits with its moves; the button decides whether it shows.
  if (transitions.length === 0) return <CaseReassignButton record={record} />
  return (
    <>
      <CaseReassignButton record={record} />
      {transitions.map((transition) => {
        const variant = transition.reason ? 'outline' : 'default'
        const testId = `case-transition-${transition.name}`
        if (transition.refusal) {
          return (
            // A refusal may list several blockers, one a line (the close checklist).
            <Tooltip
              key={transition.name}
              content={<span className="whitespace-pre-line">{transition.refusal}</span>}
            >
              <span
                tabIndex={0}
                className="inline-flex rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                data-testid={testId}
                data-refused="true"
              >
                <Button size="sm" variant={variant} disabled tabIndex={-1}>
                  {transition.label}
                </Button>
                <span className="sr-only">: {transition.refusal}</span>
              </span>
            </Tooltip>
          )
        }
        return (
          <Button
            key={transition.name}
            size="sm"
            variant={variant}
            className={
              transition.name === 'force-close'
                ? 'text-destructive hover:text-destructive'
                : undefined
            }
            disabled={running !== null}
            aria-haspopup={asksFirst(transition) ? 'dialog' : undefined}
            onClick={() => run(transition)}
            data-testid={testId}
          >
            {running === transition.name ? 'Saving…' : transition.label}
          </Button>
        )
      })}
      <TransitionDialog
        key={openings}
        record={record}
        transition={asking}
        outcomes={outcomes}
        issuedGops={issuedGops}
        onClose={() => setAsking(null)}
      />
    </>
  )
}
