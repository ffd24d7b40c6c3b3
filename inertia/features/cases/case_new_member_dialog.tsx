import { useHttp } from '@inertiajs/react'
import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { CreatedCaseMember, NewMemberOptions } from '#contracts/case_lookups'
import { urlFor } from '~/client'
import {
  DateField,
  DialogFormFooter,
  FormErrorsScope,
  SelectField,
  TextField,
} from '~/components/form'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { SaveAnyway } from '~/features/members/members_form'
import type { NewMemberPrefill } from './new_member_prefill'

type Choices =
  { kind: 'loading' } | { kind: 'done'; options: NewMemberOptions } | { kind: 'failed' }

/** The dialog's choices (the members form's own lists), read when it opens. */
function useChoices() {
  const [choices, setChoices] = useState<Choices>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setChoices({ kind: 'loading' })
    fetch(urlFor('navigate.cases.member_form'), {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return setChoices({ kind: 'failed' })
        setChoices({ kind: 'done', options: (await response.json()) as NewMemberOptions })
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return
        setChoices({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [attempt])
  return { choices, retry: () => setAttempt((count) => count + 1) }
}

/**
 * A member who is not on file, created from the case form without leaving it (SPEC.md §2): the
 * member's essentials (name, gender, date of birth, client, program, policy number and dates),
 * prefilled from what was typed in the search, posted as JSON to navigate.cases.create_member,
 * which validates them with the members form's own rules. Each refusal shows beside its field
 * (a possible duplicate offers "Save anyway", as the members form does); on success the new
 * member is handed to the case form, whose own fields were never submitted or reloaded.
 *
 * The dialog is portalled out of the case form's <form>, so its fields are never posted with
 * the case, and its submit is stopped from reaching the case form through React's tree.
 */
export function NewMemberDialog({
  open,
  onOpenChange,
  prefill,
  onCreated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  prefill: NewMemberPrefill
  onCreated: (member: CreatedCaseMember) => void
}) {
  // Mounted afresh for each opening (the caller keys it), so it starts from the search's term.
  const { choices, retry } = useChoices()
  const http = useHttp<Record<string, string>, { member: CreatedCaseMember }>({})
  const [clientId, setClientId] = useState('')
  const [failure, setFailure] = useState<string | null>(null)

  // Refused fields: a keyboard user lands on the first one to fix (as the case tabs' dialogs do).
  const fieldsRef = useRef<HTMLDivElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) {
      fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [refusals])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // React bubbles a portalled form's submit to the case form around the dialog: stop it there.
    event.stopPropagation()
    const values: Record<string, string> = {}
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') values[key] = value
    }
    setFailure(null)
    http.transform(() => values)
    http
      .post(urlFor('navigate.cases.create_member'), {
        onSuccess: (body) => onCreated(body.member),
        onError: () => setRefusals((count) => count + 1),
        onHttpException: (response) =>
          setFailure(
            response.status === 403
              ? 'You do not have permission to add members.'
              : 'The member could not be saved. Please try again.'
          ),
        onNetworkError: () => setFailure('The member could not be saved. Please try again.'),
      })
      // Said in the dialog by the callbacks above; nothing is left to handle here.
      .catch(() => undefined)
  }

  const options = choices.kind === 'done' ? choices.options : null
  const programs = options?.programs.filter((program) => program.client_id === clientId) ?? []

  return (
    <Dialog open={open} onOpenChange={(next) => (http.processing ? undefined : onOpenChange(next))}>
      <DialogContent
        className="max-w-2xl"
        data-testid="new-member-dialog"
        closeProps={{ 'data-testid': 'new-member-dialog-close' }}
      >
        <DialogHeader>
          <DialogTitle>New member</DialogTitle>
          <DialogDescription>
            A member who is not on file yet. Once saved, they are chosen for this case; nothing else
            on the case form changes.
          </DialogDescription>
        </DialogHeader>
        {options === null ? (
          choices.kind === 'failed' ? (
            <div className="grid justify-items-start gap-2 text-sm" role="alert">
              <p className="flex items-center gap-1.5 text-destructive">
                <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
                The form could not be loaded.
              </p>
              <Button variant="outline" size="sm" onClick={retry}>
                Try again
              </Button>
            </div>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Loading…
            </p>
          )
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4" data-testid="new-member-form">
            <FormErrorsScope
              errors={http.errors}
              footer={(summary) => (
                <DialogFormFooter
                  status={
                    failure ? (
                      <p className="flex items-center gap-1.5 font-medium text-destructive">
                        <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
                        {failure}
                      </p>
                    ) : (
                      summary
                    )
                  }
                  processing={http.processing}
                  submitLabel="Add member"
                  testId="new-member"
                />
              )}
            >
              <div ref={fieldsRef} className="grid items-start gap-x-5 gap-y-4 sm:grid-cols-2">
                <TextField
                  name="last_name"
                  label="Last name"
                  required
                  defaultValue={prefill.last_name}
                  maxLength={80}
                  autoComplete="off"
                  autoFocus
                />
                <TextField
                  name="first_name"
                  label="First name"
                  required
                  defaultValue={prefill.first_name}
                  maxLength={80}
                  autoComplete="off"
                />
                <SelectField name="gender" label="Gender" required options={options.genders} />
                <DateField name="date_of_birth" label="Date of birth" required range="birth" />
                <SelectField
                  name="client_id"
                  label="Client"
                  required
                  options={options.clients}
                  onChange={setClientId}
                />
                {/* Remounted per client: another client's program is never posted. */}
                <SelectField
                  key={`program-${clientId}`}
                  name="program_id"
                  label="Program"
                  options={[{ value: '', label: 'No program' }, ...programs]}
                  disabledReason={clientId ? null : 'Choose the client first.'}
                />
                <TextField
                  name="policy_number"
                  label="Policy number"
                  required
                  defaultValue={prefill.policy_number}
                  maxLength={40}
                  autoComplete="off"
                />
                <div className="hidden sm:block" />
                <DateField name="policy_valid_from" label="Policy valid from" range="validity" />
                <DateField name="policy_valid_to" label="Policy valid to" range="validity" />
                <SaveAnyway />
                {/* Created here, a member is their own principal; dependants are added on the members page. */}
                <input type="hidden" name="relationship" value="self" />
              </div>
            </FormErrorsScope>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
