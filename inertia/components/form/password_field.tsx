import { CopyIcon, EyeIcon, EyeOffIcon, WandSparklesIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { generatePassword } from '#contracts/password_generator'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { FormField } from './fields'

/**
 * A new password with SPEC.md's "generate password" button (15 characters from a cryptographic
 * source, app/contracts/password_generator.ts), show/hide, and copy, so the administrator can
 * hand the generated password over.
 */
export function PasswordField({
  name,
  label,
  hint,
  required,
  className,
}: {
  name: string
  label: string
  hint?: ReactNode
  required?: boolean
  className?: string
}) {
  const [value, setValue] = useState('')
  const [visible, setVisible] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      toast.success('Password copied.')
    } catch {
      toast.error('Could not copy; select the password and copy it.')
    }
  }
  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      <PasswordInput
        name={name}
        value={value}
        visible={visible}
        onChange={setValue}
        onToggle={() => setVisible((shown) => !shown)}
        onGenerate={() => {
          setValue(generatePassword())
          setVisible(true)
        }}
        onCopy={value ? copy : undefined}
        required={required}
      />
    </FormField>
  )
}

/** The input row; FormField gives it id and aria attributes, which go on the input. */
function PasswordInput({
  name,
  value,
  visible,
  onChange,
  onToggle,
  onGenerate,
  onCopy,
  required,
  ...a11y
}: {
  'name': string
  'value': string
  'visible': boolean
  'onChange': (value: string) => void
  'onToggle': () => void
  'onGenerate': () => void
  'onCopy'?: () => void
  'required'?: boolean
  'id'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <div className="relative min-w-48 flex-1">
        <Input
          {...a11y}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="new-password"
          spellCheck={false}
          aria-required={required || undefined}
          className="pr-9 font-mono"
          data-testid={`password-${name}`}
        />
        <button
          type="button"
          onClick={onToggle}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground hover:text-foreground"
          aria-label={visible ? 'Hide password' : 'Show password'}
        >
          {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        </button>
      </div>
      <Button type="button" variant="outline" onClick={onGenerate} data-testid="generate-password">
        <WandSparklesIcon aria-hidden="true" />
        Generate
      </Button>
      {onCopy ? (
        <Button type="button" variant="outline" onClick={onCopy} aria-label="Copy password">
          <CopyIcon aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  )
}
