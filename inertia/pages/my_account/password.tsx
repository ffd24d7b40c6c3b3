import { urlFor } from '~/client'
import { FormSection, TextField } from '~/components/form'
import { PasswordField } from '~/components/form/password_field'
import { SettingsPage } from '~/features/settings/settings_page'

/** My account › Password: change it with the current one; other sessions are signed out. */
export default function ChangePassword() {
  return (
    <SettingsPage
      section="My account"
      title="Password"
      action={urlFor('my-account.password.update')}
      testId="password-form"
      submitLabel="Change password"
    >
      <FormSection title="Change your password">
        <TextField
          name="current_password"
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          className="sm:col-span-2"
        />
        <PasswordField
          name="password"
          label="New password"
          required
          hint="The rules of the security settings apply."
          className="sm:col-span-2"
        />
        <TextField
          name="password_confirmation"
          label="Repeat the new password"
          type="password"
          required
          autoComplete="new-password"
          className="sm:col-span-2"
        />
      </FormSection>
    </SettingsPage>
  )
}
