import { useId, type ReactElement, type ReactNode } from 'react'
import { cloneElement, isValidElement } from 'react'
import { Label } from '~/components/ui/label'
import { cn } from '~/lib/cn'

export interface ControlA11yProps {
  'id'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
}

interface FieldProps {
  label: ReactNode
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlA11yProps>
  /** A server (Inertia `errors`) or client message, shown beside the field. */
  error?: string | null
  hint?: ReactNode
  /** Right side of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
  id?: string
  className?: string
  errorTestId?: string
}

/**
 * Label + control + message. The message is linked to the control with aria-describedby and
 * announced when it appears, so a screen reader user hears what to fix.
 */
export function Field({
  label,
  children,
  error,
  hint,
  labelAside,
  id,
  className,
  errorTestId,
}: FieldProps) {
  const generatedId = useId()
  const controlId = id ?? children.props.id ?? generatedId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')

  const control = isValidElement(children)
    ? cloneElement(children, {
        'id': controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })
    : children

  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        role="alert"
        data-testid={errorTestId}
        className={cn('text-[0.8125rem] font-medium text-destructive', !error && 'sr-only')}
      >
        {error ?? ''}
      </p>
    </div>
  )
}
