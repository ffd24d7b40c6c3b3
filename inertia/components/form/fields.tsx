import { InfoIcon } from 'lucide-react'
import { useId, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react'
import type { Option } from '#contracts/list'
import { Combobox } from '~/components/ui/combobox'
import { Field, type ControlA11yProps } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { Textarea } from '~/components/ui/textarea'
import { cn } from '~/lib/cn'
import { useFieldError } from './form_shell'

interface BaseFieldProps {
  /** The field's name in the request and in the server's `errors`. */
  name: string
  label: string
  hint?: ReactNode
  /** Marks the label; the server decides what is really required. */
  required?: boolean
  /** Overrides the server error looked up by name (a client-side check). */
  error?: string
  className?: string
}

function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span className="ml-0.5 text-destructive" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  )
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'type' | 'className' | 'required'>

/**
 * The frame every field kind shares: its label (with the required mark), hint, and the server's
 * message for `name` beside it. Custom fields (a date, rich text) use it too.
 */
export function FormField({
  name,
  label,
  hint,
  required,
  error,
  className,
  labelAside,
  children,
}: BaseFieldProps & {
  children: ReactElement<ControlA11yProps>
  /** Right side of the label row (a choice's "Clear"). */
  labelAside?: ReactNode
}) {
  const serverError = useFieldError(name)
  return (
    <Field
      label={<FieldLabel label={label} required={required} />}
      error={error ?? serverError}
      hint={hint}
      labelAside={labelAside}
      className={className}
      errorTestId={`error-${name}`}
    >
      {children}
    </Field>
  )
}

/** A one-line text input with its label and the server's message. */
export function TextField({
  name,
  label,
  hint,
  required,
  error,
  className,
  inputClassName,
  type = 'text',
  ...inputProps
}: BaseFieldProps &
  InputProps & {
    inputClassName?: string
    /** A calendar day is a DateField (./date_field.tsx), in the site's date format. */
    type?: 'text' | 'email' | 'tel' | 'url' | 'password'
  }) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={error}
      className={className}
    >
      <Input
        name={name}
        type={type}
        aria-required={required || undefined}
        className={inputClassName}
        {...inputProps}
      />
    </FormField>
  )
}

/** A number input; the value is sent as typed and the server reads it as a number. */
export function NumberField({
  name,
  label,
  hint,
  required,
  error,
  className,
  inputClassName,
  ...inputProps
}: BaseFieldProps & InputProps & { inputClassName?: string }) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={error}
      className={className}
    >
      <Input
        name={name}
        type="number"
        inputMode="decimal"
        aria-required={required || undefined}
        className={cn('tabular-nums', inputClassName)}
        {...inputProps}
      />
    </FormField>
  )
}

/** Several lines of plain text. */
export function TextareaField({
  name,
  label,
  hint,
  required,
  error,
  className,
  ...textareaProps
}: BaseFieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'className' | 'required'>) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={error}
      className={className}
    >
      <Textarea name={name} aria-required={required || undefined} {...textareaProps} />
    </FormField>
  )
}

/**
 * An on/off field. It always sends a value ('1' or '0'), so switching something off on an edit
 * form is a change the server sees, not a missing field.
 */
export function SwitchField({
  name,
  label,
  hint,
  error,
  className,
  defaultChecked = false,
  disabled,
}: Omit<BaseFieldProps, 'required'> & { defaultChecked?: boolean; disabled?: boolean }) {
  const [checked, setChecked] = useState(defaultChecked)
  const id = useId()
  const fieldError = useFieldError(name)
  const serverError = error ?? fieldError
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={setChecked}
          disabled={disabled}
          aria-invalid={serverError ? true : undefined}
          aria-describedby={
            [hint ? hintId : null, serverError ? errorId : null].filter(Boolean).join(' ') ||
            undefined
          }
          data-testid={`switch-${name}`}
        />
        <Label htmlFor={id}>{label}</Label>
        <input type="hidden" name={name} value={checked ? '1' : '0'} />
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        role="alert"
        data-testid={`error-${name}`}
        className={cn('text-[0.8125rem] font-medium text-destructive', !serverError && 'sr-only')}
      >
        {serverError ?? ''}
      </p>
    </div>
  )
}

/**
 * A searchable dropdown (SPEC.md §9): 'Select {field}...', 'Search {field}...', and
 * 'No results found.' when the search matches nothing. The choice is sent as a hidden input.
 * `disabledReason` disables it and says why where the hint goes ("Choose the client first."):
 * a control that is off without a word looks broken. `clearable`: an optional choice whose
 * options have no "none" entry is emptied with "Clear" beside the label.
 */
export function SelectField({
  name,
  label,
  field,
  options,
  defaultValue = null,
  hint,
  required,
  error,
  className,
  disabled,
  disabledReason,
  clearable,
  labelAside,
  onChange,
  autoFocus,
}: BaseFieldProps & {
  options: readonly Option[]
  /** The field's name in the texts, lower case; defaults to the label ('region'). */
  field?: string
  defaultValue?: string | null
  disabled?: boolean
  /** Why it cannot be used yet; disables it and replaces the hint. */
  disabledReason?: string | null
  /** Offers "Clear" once something is chosen (an optional choice without a "none" option). */
  clearable?: boolean
  /** More on the label's row, before any "Clear" (the case form's program info button). */
  labelAside?: ReactNode
  onChange?: (value: string) => void
  /** The form's first field: focused as the page opens (the case form's incident type). */
  autoFocus?: boolean
}) {
  const [value, setValue] = useState<string | null>(defaultValue)
  const noun = field ?? label.toLowerCase()
  const off = disabled || Boolean(disabledReason)
  // Cleared is null, not '': a "None" option valued '' would show as chosen.
  function choose(next: string | null) {
    setValue(next)
    onChange?.(next ?? '')
  }
  return (
    <>
      <FormField
        name={name}
        label={label}
        hint={disabledReason ? <DisabledReason>{disabledReason}</DisabledReason> : hint}
        required={required}
        error={error}
        className={className}
        labelAside={
          <LabelAside extra={labelAside}>
            {clearable && value && !off ? (
              <button
                type="button"
                // As tall as the label (leading-none), so a field with it lines up with one
                // without; the padding, taken back by the margin, keeps it easy to hit.
                className="-my-1 rounded-sm py-1 text-xs leading-none text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Clear ${noun}`}
                onClick={() => choose(null)}
                data-testid={`clear-${name}`}
              >
                Clear
              </button>
            ) : null}
          </LabelAside>
        }
      >
        <Combobox
          options={options}
          value={value}
          onChange={choose}
          placeholder={`Select ${noun}...`}
          searchPlaceholder={`Search ${noun}...`}
          emptyText="No results found."
          disabled={off}
          autoFocus={autoFocus}
          data-testid={`select-${name}`}
        />
      </FormField>
      {/* A hidden input is no grid item, so the field keeps its place in a FormSection. */}
      <input type="hidden" name={name} value={value ?? ''} />
    </>
  )
}

/** The label row's right side: a field's own control (Clear) after what its page adds. */
function LabelAside({ extra, children }: { extra: ReactNode; children: ReactNode }) {
  if (!extra) return children
  if (!children) return extra
  return (
    <span className="flex items-center gap-3">
      {extra}
      {children}
    </span>
  )
}

/** Why a field is disabled, in the hint's place (SelectField, RemoteSelectField). */
export function DisabledReason({ children }: { children: ReactNode }) {
  return (
    <span className="flex items-center gap-1" data-testid="disabled-reason">
      <InfoIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </span>
  )
}

/** A titled group of fields; two columns from the small breakpoint. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string
  description?: string
  children: ReactNode
  className?: string
}) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="text-sm font-semibold">{title}</legend>
      {description ? <p className="mt-0.5 text-xs text-muted-foreground">{description}</p> : null}
      <div className="mt-4 grid items-start gap-x-5 gap-y-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
