import { urlFor } from '~/client'
import type { Option } from '#contracts/list'
import { FormSection, NumberField, SwitchField } from '~/components/form'
import { CheckboxGroupField } from '~/components/form/checkbox_group_field'
import { SettingsPage } from '~/features/settings/settings_page'
import { GoogleSignInSection } from '~/features/settings/google_sign_in_section'
import type { GoogleSignInStatus, GoogleSignInValues } from '#contracts/google_sign_in'

interface SecurityValues extends GoogleSignInValues {
  password_min_length: number
  password_require_upper: boolean
  password_require_lower: boolean
  password_require_digit: boolean
  password_require_symbol: boolean
  max_failed_sign_ins: number
  session_idle_minutes: number
  session_absolute_hours: number
  two_factor_required_role_ids: number[]
  self_approval_center_ids: number[]
}

/** Password rules, sign-in lock-out and session lifetimes, applied where each takes effect. */
export default function SecuritySettings({
  values,
  roles,
  centers,
  google,
}: {
  values: SecurityValues
  roles: Option[]
  centers: Option[]
  google: GoogleSignInStatus
}) {
  return (
    <SettingsPage
      section="Settings"
      title="Security"
      action={urlFor('settings.security.update')}
      testId="security-settings-form"
    >
      <FormSection
        title="Passwords"
        description="Checked whenever a password is set: new users, password changes and resets."
      >
        <NumberField
          name="password_min_length"
          label="Minimum length"
          required
          defaultValue={values.password_min_length}
          min={8}
          max={128}
          inputClassName="w-32"
        />
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <SwitchField
            name="password_require_upper"
            label="An uppercase letter"
            defaultChecked={values.password_require_upper}
          />
          <SwitchField
            name="password_require_lower"
            label="A lowercase letter"
            defaultChecked={values.password_require_lower}
          />
          <SwitchField
            name="password_require_digit"
            label="A digit"
            defaultChecked={values.password_require_digit}
          />
          <SwitchField
            name="password_require_symbol"
            label="A symbol"
            defaultChecked={values.password_require_symbol}
          />
        </div>
      </FormSection>
      <FormSection title="Sign-in and sessions">
        <NumberField
          name="max_failed_sign_ins"
          label="Failed sign-ins before lock-out"
          required
          defaultValue={values.max_failed_sign_ins}
          min={3}
          max={20}
          inputClassName="w-32"
          hint="Per email and address; the lock lasts a minute."
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <NumberField
          name="session_idle_minutes"
          label="Sign out after idle (minutes)"
          required
          defaultValue={values.session_idle_minutes}
          min={5}
          max={1440}
          inputClassName="w-32"
        />
        <NumberField
          name="session_absolute_hours"
          label="Sign out after (hours), however active"
          required
          defaultValue={values.session_absolute_hours}
          min={1}
          max={720}
          inputClassName="w-32"
        />
      </FormSection>
      <FormSection
        title="Two-factor sign-in"
        description="Users holding any of these roles must sign in with a code from an authenticator app. Those who have not set it up are sent to set it up on their next page."
      >
        <CheckboxGroupField
          name="two_factor_required_role_ids"
          label="Required for roles"
          options={roles}
          defaultValue={values.two_factor_required_role_ids}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection
        title="Approvals (four eyes)"
        description="Whoever issued a GOP, recorded a charge slip or made an RFP cannot approve it: someone else does. In a center with a single supervisor that may be impossible; check it here to let makers approve their own documents there."
      >
        <CheckboxGroupField
          name="self_approval_center_ids"
          label="Makers may approve their own in"
          options={centers}
          defaultValue={values.self_approval_center_ids}
          className="sm:col-span-2"
        />
      </FormSection>
      <GoogleSignInSection values={values} status={google} />
    </SettingsPage>
  )
}
