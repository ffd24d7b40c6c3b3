import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

/** The staff email field shared by the sign-in and forgot-password forms. */
export function EmailField({ error }: { error?: string }) {
  return (
    <Field label="Email" error={error}>
      <Input
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        placeholder="name@company.com"
      />
    </Field>
  )
}
