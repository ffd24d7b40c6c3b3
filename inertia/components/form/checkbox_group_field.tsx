import { useId, type ReactNode } from 'react'
import type { Option } from '#contracts/list'
import { cn } from '~/lib/cn'
import { useFieldError } from './form_shell'

/**
 * Several choices as checkboxes, posted as `name[]` (nothing checked posts nothing, which the
 * server reads as none). For short lists: a user's roles and centers.
 */
export function CheckboxGroupField({
  name,
  label,
  options,
  defaultValue = [],
  hint,
  required,
  readOnly,
  className,
}: {
  name: string
  label: string
  options: readonly Option[]
  defaultValue?: readonly (string | number)[]
  hint?: ReactNode
  required?: boolean
  /**
   * Shows only the checked choices, unchangeable, and still posts them (hidden inputs: a
   * disabled checkbox posts nothing, which would read as none).
   */
  readOnly?: boolean
  className?: string
}) {
  const id = useId()
  // A refused item ("roles.1", only from a crafted request) is listed at the form's end.
  const error = useFieldError(name)
  const checked = new Set(defaultValue.map(String))
  return (
    <fieldset
      className={cn('grid gap-1.5', className)}
      aria-describedby={
        [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
        undefined
      }
      aria-invalid={error ? true : undefined}
      data-testid={`checkboxes-${name}`}
    >
      <legend className="mb-1.5 text-sm leading-none font-medium">
        {label}
        {required ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {(readOnly ? options.filter((option) => checked.has(option.value)) : options).map(
          (option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={readOnly ? undefined : `${name}[]`}
                value={option.value}
                defaultChecked={checked.has(option.value)}
                disabled={readOnly}
                className="size-4 rounded border-input accent-primary"
              />
              {readOnly ? <input type="hidden" name={`${name}[]`} value={option.value} /> : null}
              {option.label}
            </label>
          )
        )}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-[0.8125rem] font-medium text-destructive"
          data-testid={`error-${name}`}
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
