import { Form, Link, type FormSlotProps } from '@adonisjs/inertia/react'
import { CheckIcon, CircleAlertIcon } from 'lucide-react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { VERSION_FIELD } from '#contracts/record_version'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { FormDraft } from './form_draft'
import { useFormVersion, VersionInput } from './form_version'
import { FocusFirstError, keepScrollOnSamePage } from './focus_first_error'

interface FormFieldsContextValue {
  errors: Record<string, string>
  /** A field says it shows its own error; returns its unregistration. */
  register: (name: string) => () => void
}

const FormFieldsContext = createContext<FormFieldsContextValue>({
  errors: {},
  register: () => () => {},
})

/**
 * The server's message for one field of the surrounding FormShell, if any. Calling it also tells
 * the shell that this error is shown beside its field, so only the others are listed at the end.
 */
export function useFieldError(name: string): string | undefined {
  const { errors, register } = useContext(FormFieldsContext)
  useEffect(() => register(name), [register, name])
  return errors[name]
}

/** Every server error of the surrounding FormShell, by field name (for tab badges…). */
export function useFormErrors(): Record<string, string> {
  return useContext(FormFieldsContext).errors
}

/** What a form's render function receives: errors, processing, recentlySuccessful, isDirty… */
export type FormShellState = FormSlotProps

export interface FormShellProps {
  /** Where the form goes, e.g. resourceUrls(resource).store(). */
  'action': string
  'method': 'post' | 'put' | 'patch'
  /** The fields; a function receives the form's state (errors, processing…). */
  'children': ReactNode | ((state: FormShellState) => ReactNode)
  /** 'Create country', 'Save changes'. */
  'submitLabel': string
  /** Where Cancel goes; no Cancel without it. */
  'cancelHref'?: string
  'className'?: string
  'data-testid'?: string
  /**
   * The version the page holds of what the form edits (an edit page's or a settings page's
   * `version`): posted back as `_version` (useFormVersion), so a save over a newer one is refused.
   */
  'version'?: string | null
}

function flatErrors(errors: FormShellState['errors']): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value === 'string') flat[key] = value
  }
  return flat
}

/**
 * What a submission's errors come to: the one field-error message and those no field shows (a
 * rule on a field the form lacks), listed so none is lost. Null without errors. A refusal over a
 * newer version says who and when in its own notice (VersionConflict); the fields they changed
 * are counted and marked here like any error.
 */
function ErrorSummary({
  errors,
  shown,
}: {
  errors: Record<string, string>
  shown: Record<string, number>
}) {
  const fieldMessages = Object.entries(errors).filter(([name]) => name !== VERSION_FIELD)
  const errorCount = fieldMessages.length
  if (errorCount === 0) return null
  const orphans = fieldMessages.filter(([name]) => !shown[name])
  return (
    <div className="grid gap-1 text-destructive" data-testid="form-errors">
      <p className="flex items-center gap-1.5 font-medium">
        <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        {errorCount === 1 ? 'One field needs attention.' : `${errorCount} fields need attention.`}
      </p>
      {orphans.map(([name, message]) => (
        <p key={name} className="pl-5.5 text-[0.8125rem]">
          {message}
        </p>
      ))}
    </div>
  )
}

/**
 * A save refused over a newer version (app/services/edit_version.ts): who changed the record or
 * the settings, and when, the whole width of the form just above its buttons, where the user
 * who pressed Save is looking (a page keeps its scroll); announced as it appears.
 */
function VersionConflict({ conflict }: { conflict: string | undefined }) {
  // Brought into view when it appears: a dialog taller than the screen stays scrolled where its
  // fields were, and the notice sits under them.
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (conflict) notice.current?.scrollIntoView({ block: 'nearest' })
  }, [conflict])
  if (!conflict) return null
  return (
    <p
      ref={notice}
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive"
      data-testid="form-version-conflict"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {conflict}
    </p>
  )
}

/**
 * Gives the fields inside one submission's errors (useFieldError: each beside its field) and
 * renders `footer` with the summary of them (null without errors), after a refusal over a newer
 * version's notice. FormShell's footer is its own; a form in a dialog (a case tab's record) puts
 * the summary in the dialog's footer.
 */
export function FormErrorsScope({
  errors,
  children,
  footer,
}: {
  errors: FormShellState['errors']
  children: ReactNode
  footer: (summary: ReactNode) => ReactNode
}) {
  const [shown, setShown] = useState<Record<string, number>>({})
  const register = useCallback((name: string) => {
    setShown((current) => ({ ...current, [name]: (current[name] ?? 0) + 1 }))
    return () => setShown((current) => ({ ...current, [name]: (current[name] ?? 1) - 1 }))
  }, [])
  const flat = useMemo(() => flatErrors(errors), [errors])
  const context = useMemo(() => ({ errors: flat, register }), [flat, register])
  const hasErrors = Object.keys(flat).length > 0
  return (
    <FormFieldsContext.Provider value={context}>
      <FocusFirstError errors={flat} />
      {children}
      <VersionConflict conflict={flat[VERSION_FIELD]} />
      {footer(hasErrors ? <ErrorSummary errors={flat} shown={shown} /> : null)}
    </FormFieldsContext.Provider>
  )
}

/** The errors context and the footer of one submission state. */
function FormBody({
  state,
  children,
  submitLabel,
  cancelHref,
}: {
  state: FormShellState
  children: ReactNode
  submitLabel: string
  cancelHref?: string
}) {
  return (
    <FormErrorsScope
      errors={state.errors}
      footer={(summary) => (
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end">
          <div className="mr-auto min-h-5 text-sm" aria-live="polite">
            {summary ??
              (state.recentlySuccessful ? (
                <p
                  className="flex items-center gap-1.5 font-medium text-success"
                  data-testid="form-saved"
                >
                  <CheckIcon className="size-4 shrink-0" aria-hidden="true" />
                  Saved.
                </p>
              ) : null)}
          </div>
          {cancelHref ? (
            <Button asChild variant="outline">
              <Link href={cancelHref} data-testid="form-cancel">
                Cancel
              </Link>
            </Button>
          ) : null}
          <Button type="submit" disabled={state.processing} data-testid="form-submit">
            {state.processing ? 'Saving…' : submitLabel}
          </Button>
        </div>
      )}
    >
      {children}
    </FormErrorsScope>
  )
}

/**
 * A form with the product's behaviour: it submits through Inertia, puts each server error beside
 * its field (the field wrappers call useFieldError), disables submit while saving, says 'Saved.'
 * for as long as Inertia keeps `recentlySuccessful` (2000 ms, app defaults) and offers Cancel.
 * Fields are uncontrolled inputs with a `name`: the browser's form data is what is sent.
 */
export function FormShell({
  action,
  method,
  children,
  submitLabel,
  cancelHref,
  className,
  'data-testid': testId,
  'version': current,
}: FormShellProps) {
  const { version, answered } = useFormVersion(current)
  return (
    <Form
      action={action}
      method={method}
      // The server shows its own messages beside the fields; the browser's bubbles would differ.
      noValidate
      options={{ preserveScroll: keepScrollOnSamePage }}
      onSuccess={() => answered()}
      onError={answered}
      className={cn('grid gap-6', className)}
      data-testid={testId}
    >
      {(state) => (
        <FormBody state={state} submitLabel={submitLabel} cancelHref={cancelHref}>
          <VersionInput version={version} />
          <FormDraft action={action} method={method} version={current} />
          {typeof children === 'function' ? children(state) : children}
        </FormBody>
      )}
    </Form>
  )
}
