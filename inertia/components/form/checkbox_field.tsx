import { useId, useState } from 'react'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'
import { cn } from '~/lib/cn'
import { useFieldError } from './form_shell'

/**
 * An on/off box that always posts '1' or '0' (as SwitchField does), so unticking it on an edit
 * form is a change the server sees; Space toggles it.
 */
export function CheckboxField({
  name,
  label,
  hint,
  defaultChecked = false,
  className,
  onChange,
}: {
  name: string
  label: string
  hint?: string
  defaultChecked?: boolean
  className?: string
  /** Told each change (a case's evacuation flag shows the evacuation sections). */
  onChange?: (checked: boolean) => void
}) {
  const [checked, setChecked] = useState(defaultChecked)
  const id = useId()
  const error = useFieldError(name)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(next) => {
            setChecked(next === true)
            onChange?.(next === true)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
          }
          data-testid={`checkbox-${name}`}
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
        className={cn('text-[0.8125rem] font-medium text-destructive', !error && 'sr-only')}
      >
        {error ?? ''}
      </p>
    </div>
  )
}
