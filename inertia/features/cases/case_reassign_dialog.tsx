import { useForm, usePage } from '@inertiajs/react'
import { CircleAlertIcon, LoaderCircleIcon, UserRoundCogIcon } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { CaseOwnerChoices } from '#contracts/case_handover'
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
import type { CaseRecord, CaseViewProps } from './types'

type Choices =
  { kind: 'loading' } | { kind: 'done'; choices: CaseOwnerChoices } | { kind: 'failed' }

/** Who may be given the case, read when the dialog opens (GET navigate.cases.owners). */
function useOwnerChoices(caseId: number) {
  const [state, setState] = useState<Choices>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    fetch(urlFor('navigate.cases.owners', { id: caseId }), {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return setState({ kind: 'failed' })
        setState({ kind: 'done', choices: (await response.json()) as CaseOwnerChoices })
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return
        setState({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [caseId, attempt])
  return { state, retry: () => setAttempt((count) => count + 1) }
}

/** What the dialog posts (app/validators/case_handover.ts). */
type HandoverForm = { owner_id: string; current_owner_id: string }

/**
 * The hand-over dialog: the center's users who can work cases (the owner now left out), one
 * chosen, posted with the owner the page showed (a hand-over made meanwhile is refused rather
 * than overwritten). A refusal beside the field keeps the dialog open; once the server has
 * answered otherwise (handed over, or refused in words as a toast) it closes on the case's page
 * as it now is.
 */
function ReassignDialog({ record, onClose }: { record: CaseRecord; onClose: () => void }) {
  const { state, retry } = useOwnerChoices(record.id)
  const form = useForm<HandoverForm>({
    owner_id: '',
    current_owner_id: record.owner_id === null ? '' : String(record.owner_id),
  })
  // Once the choices are there, the focus goes to them (not to Cancel, where a Space would close
  // the dialog): a keyboard user opens the list with Enter and types a name.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (state.kind !== 'done') return
    formRef.current?.querySelector<HTMLElement>('[data-testid="select-owner"]')?.focus()
  }, [state.kind])
  const candidates =
    state.kind === 'done'
      ? state.choices.candidates.filter((option) => option.value !== String(record.owner_id))
      : []

  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('navigate.cases.reassign', { id: record.id }), {
      preserveScroll: true,
      onSuccess: onClose,
    })
  }

  return (
    <Dialog open onOpenChange={(open) => (open || form.processing ? undefined : onClose())}>
      <DialogContent
        data-testid="case-reassign-dialog"
        closeProps={{ 'data-testid': 'case-reassign-dialog-close' }}
      >
        <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reassign case {record.number}</DialogTitle>
            <DialogDescription>
              {record.owner
                ? `${record.owner} owns this case now. Choose who takes it over; the change is kept in the case’s activity log.`
                : 'Nobody has taken this case yet. Choose who owns it; the change is kept in the case’s activity log.'}
            </DialogDescription>
          </DialogHeader>
          {state.kind === 'failed' ? (
            <div className="grid justify-items-start gap-2 text-sm" role="alert">
              <p className="flex items-center gap-1.5 text-destructive">
                <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
                The people who can take this case could not be loaded.
              </p>
              <Button variant="outline" size="sm" onClick={retry}>
                Try again
              </Button>
            </div>
          ) : state.kind === 'loading' ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Loading who can take this case…
            </p>
          ) : (
            <Field
              label={
                <>
                  New owner
                  <span className="ml-0.5 text-destructive" aria-hidden="true">
                    *
                  </span>
                </>
              }
              hint={
                candidates.length === 0
                  ? 'Nobody else in this case’s center can work cases.'
                  : 'Someone in this case’s center who can work cases.'
              }
              error={form.errors.owner_id ?? form.errors.current_owner_id}
              errorTestId="error-owner_id"
            >
              <Combobox
                options={candidates}
                value={form.data.owner_id || null}
                onChange={(owner) => {
                  form.setData('owner_id', owner)
                  form.clearErrors('owner_id')
                }}
                placeholder="Select owner..."
                searchPlaceholder="Search owner..."
                emptyText="No results found."
                data-testid="select-owner"
              />
            </Field>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.processing} data-testid="reassign-cancel">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              disabled={form.processing || state.kind !== 'done'}
              data-testid="reassign-confirm"
            >
              {form.processing ? 'Saving…' : 'Reassign'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * "Reassign" among the case's actions (issue 29), for who may change the case (`can.update`:
 * update-case on a case that is not closed); the server decides again on submit.
 */
export function CaseReassignButton({ record }: { record: CaseRecord }) {
  const { can } = usePage<CaseViewProps>().props
  const [open, setOpen] = useState(false)
  if (!can?.update) return null
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="case-reassign"
      >
        <UserRoundCogIcon aria-hidden="true" />
        Reassign
      </Button>
      {open ? <ReassignDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
