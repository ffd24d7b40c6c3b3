import { router } from '@inertiajs/react'
import { EyeIcon, EyeOffIcon, Undo2Icon, XIcon } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { FormField } from './fields'

/**
 * A stored secret (an OAuth client secret, an SMTP password) that the server never sends back:
 * the page knows only whether one is saved. Empty keeps the saved one; typing replaces it;
 * "Remove" posts `removeName` = '1' to clear it. Typing is cleared after a successful save, so
 * the secret does not linger in the page.
 */
export function SecretField({
  name,
  removeName,
  label,
  saved,
  hint,
  className,
  noun = 'secret',
}: {
  name: string
  removeName: string
  label: string
  /** What the hints call it: 'A password is saved…'. Defaults to 'secret'. */
  noun?: string
  /** Whether the server holds a secret now. */
  saved: boolean
  hint?: ReactNode
  className?: string
}) {
  const [value, setValue] = useState('')
  const [visible, setVisible] = useState(false)
  const [removed, setRemoved] = useState(false)
  useEffect(
    () =>
      router.on('success', () => {
        setValue('')
        setVisible(false)
        setRemoved(false)
      }),
    []
  )
  const keeping = saved && !removed && !value
  return (
    <FormField
      name={name}
      label={label}
      className={className}
      hint={
        <>
          {removed
            ? `The saved ${noun} will be removed when you save.`
            : keeping
              ? `A ${noun} is saved. Leave empty to keep it.`
              : null}
          {hint ? (
            <>
              {removed || keeping ? ' ' : null}
              {hint}
            </>
          ) : null}
        </>
      }
    >
      <SecretInput
        name={name}
        value={value}
        visible={visible}
        placeholder={saved && !removed ? '•••••••• saved' : undefined}
        disabled={removed}
        onChange={setValue}
        onToggle={() => setVisible((shown) => !shown)}
        action={
          saved ? (
            removed ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setRemoved(false)}>
                <Undo2Icon aria-hidden="true" />
                Keep it
              </Button>
            ) : (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setRemoved(true)
                  setValue('')
                }}
                data-testid={`remove-${name}`}
              >
                <XIcon aria-hidden="true" />
                Remove
              </Button>
            )
          ) : null
        }
        removeName={removeName}
        removed={removed}
        noun={noun}
      />
    </FormField>
  )
}

/** The control row; FormField gives it id and aria attributes, which go on the input. */
function SecretInput({
  name,
  value,
  visible,
  placeholder,
  disabled,
  onChange,
  onToggle,
  action,
  removeName,
  removed,
  noun,
  ...a11y
}: {
  'name': string
  'value': string
  'visible': boolean
  'placeholder'?: string
  'disabled': boolean
  'onChange': (value: string) => void
  'onToggle': () => void
  'action': ReactNode
  'removeName': string
  'removed': boolean
  'noun': string
  'id'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-48 flex-1">
        <Input
          {...a11y}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          // Not the administrator's own password: the browser must not fill or offer to save it.
          autoComplete="new-password"
          spellCheck={false}
          className="pr-9 font-mono"
          data-testid={`secret-${name}`}
        />
        <button
          type="button"
          onClick={onToggle}
          disabled={disabled}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground hover:text-foreground disabled:opacity-50"
          aria-label={visible ? `Hide ${noun}` : `Show ${noun}`}
        >
          {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        </button>
      </div>
      {action}
      <input type="hidden" name={removeName} value={removed ? '1' : '0'} />
    </div>
  )
}
