import { useState } from 'react'
import { FormSection, ResourceForm, SelectField, TextField } from '~/components/form'
import { CheckboxGroupField } from '~/components/form/checkbox_group_field'
import { PasswordField } from '~/components/form/password_field'
import { PictureField } from '~/components/form/picture_field'
import { usersResource } from './users_resource'
import type { UserFormProps, UserRecord } from './types'

const STATUSES = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled (cannot sign in; signed out at once)' },
]

/** Create and edit a user: who they are, how they sign in, and what they may do where. */
export function UserForm({
  record,
  roles,
  centers,
  ownAccount,
}: UserFormProps & { record?: UserRecord }) {
  const [firstName, setFirstName] = useState(record?.first_name ?? '')
  const [lastName, setLastName] = useState(record?.last_name ?? '')
  return (
    <ResourceForm resource={usersResource} record={record}>
      <FormSection title="Person">
        <PictureField
          current={record?.picture ?? null}
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
          autoComplete="off"
          autoFocus={!record}
        />
        <TextField
          name="last_name"
          label="Last name"
          required
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          required
          hint="Used to sign in."
          defaultValue={record?.email}
          maxLength={254}
          autoComplete="off"
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          defaultValue={record?.phone ?? ''}
          maxLength={40}
        />
      </FormSection>
      <FormSection title="Sign-in">
        <PasswordField
          name="password"
          label={record ? 'New password' : 'Password'}
          required={!record}
          hint={
            record
              ? 'Leave empty to keep the current password. At least 12 characters.'
              : 'At least 12 characters, or generate one and hand it over securely.'
          }
          className="sm:col-span-2"
        />
        <SelectField
          name="status"
          label="Status"
          required
          options={STATUSES}
          defaultValue={record?.status ?? 'enabled'}
        />
      </FormSection>
      <FormSection title="Access">
        <CheckboxGroupField
          name="roles"
          label="Roles"
          options={roles}
          defaultValue={record?.role_ids ?? []}
          readOnly={ownAccount}
          hint={
            ownAccount
              ? 'You cannot change your own roles; ask an administrator.'
              : 'What the user may do: the union of their roles’ capabilities. Only roles whose capabilities you hold yourself are offered.'
          }
        />
        <CheckboxGroupField
          name="centers"
          label="Centers"
          required
          options={centers}
          defaultValue={record?.center_ids ?? []}
          readOnly={ownAccount}
          hint={
            ownAccount
              ? 'You cannot change your own centers; ask an administrator.'
              : 'Where the user may work; they see only these centers’ records. Only your own centers are offered.'
          }
        />
      </FormSection>
    </ResourceForm>
  )
}
