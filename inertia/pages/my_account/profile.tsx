import { useState } from 'react'
import type { InferPageProps } from '#contracts/page_props'
import type ProfileController from '#controllers/my_account/profile_controller'
import { urlFor } from '~/client'
import { FormSection, TextField } from '~/components/form'
import { PictureField } from '~/components/form/picture_field'
import { SettingsPage } from '~/features/settings/settings_page'

/** My account › Profile: your names, phone and picture, as colleagues see them. */
export default function MyProfile({ profile }: InferPageProps<typeof ProfileController, 'edit'>) {
  const [firstName, setFirstName] = useState(profile.first_name)
  const [lastName, setLastName] = useState(profile.last_name)
  return (
    <SettingsPage
      section="My account"
      title="Profile"
      action={urlFor('my-account.profile.update')}
      testId="profile-form"
      submitLabel="Save profile"
    >
      <FormSection title="You" description={`You sign in as ${profile.email}.`}>
        <PictureField
          current={profile.picture}
          firstName={firstName}
          lastName={lastName}
          className="sm:col-span-2"
        />
        <TextField
          name="first_name"
          label="First name"
          required
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          maxLength={100}
        />
        <TextField
          name="last_name"
          label="Last name"
          required
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          maxLength={100}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          defaultValue={profile.phone ?? ''}
          maxLength={40}
        />
      </FormSection>
    </SettingsPage>
  )
}
