import { useState } from 'react'
import type { Option } from '#contracts/list'
import type { InferPageProps } from '#contracts/page_props'
import type AccountSettingsController from '#controllers/my_account/account_settings_controller'
import { urlFor } from '~/client'
import { FormSection, SelectField } from '~/components/form'
import { useTheme, type Theme } from '~/components/theme/theme_provider'
import { SettingsPage } from '~/features/settings/settings_page'

const THEMES: Option[] = [
  { value: 'system', label: 'System (follow the device)' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/**
 * My account › Account settings: your time zone and theme. `followedZone` is where dates follow
 * without a zone of one's own: the current center's, else the company's.
 */
export default function AccountSettings({
  account,
  followedZone,
  timeZones,
}: InferPageProps<typeof AccountSettingsController, 'edit'>) {
  const { setTheme } = useTheme()
  const [theme, setChosenTheme] = useState(account.theme)
  const zoneName = followedZone.zone.replaceAll('_', ' ')
  const followCenter: Option = {
    value: '',
    label: followedZone.center
      ? `The center I work in (now ${followedZone.center}: ${zoneName})`
      : `Company default (${zoneName})`,
  }
  return (
    <SettingsPage
      section="My account"
      title="Account settings"
      action={urlFor('my-account.account-settings.update')}
      testId="account-settings-form"
    >
      <FormSection title="Preferences">
        <SelectField
          name="time_zone"
          label="Time zone"
          options={[followCenter, ...timeZones]}
          defaultValue={account.time_zone ?? ''}
          hint="Every date is shown in this zone, named beside the time. Following the center, times change zone when you switch center."
        />
        <SelectField
          name="theme"
          label="Theme"
          required
          options={THEMES}
          defaultValue={theme}
          onChange={(value) => {
            setChosenTheme(value)
            // Applies at once on this device; the saved choice follows you to others.
            setTheme(value as Theme)
          }}
        />
      </FormSection>
    </SettingsPage>
  )
}
