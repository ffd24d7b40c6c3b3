import type { ComponentProps, ReactNode } from 'react'
import { useFieldError } from '~/components/form'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

/*
 * The shared TextField allows only text, email, tel and url inputs, so a date gets this field: the
 * same Field wrapper and server error lookup around a native date input, which always posts
 * 'YYYY-MM-DD' whatever the browser shows.
 */
export function DateField({
  name,
  label,
  hint,
  required,
  className,
  inputClassName,
  ...inputProps
}: {
  name: string
  label: string
  hint?: ReactNode
  required?: boolean
  className?: string
  inputClassName?: string
} & Omit<ComponentProps<'input'>, 'name' | 'type' | 'className' | 'required'>) {
  const error = useFieldError(name)
  return (
    <Field
      label={
        <>
          {label}
          {required ? (
            <span className="ml-0.5 text-destructive" aria-hidden="true">
              *
            </span>
          ) : null}
        </>
      }
      error={error}
      hint={hint}
      className={className}
      errorTestId={`error-${name}`}
    >
      <Input
        name={name}
        type="date"
        aria-required={required || undefined}
        className={inputClassName}
        {...inputProps}
      />
    </Field>
  )
}
