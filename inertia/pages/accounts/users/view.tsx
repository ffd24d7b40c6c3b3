import { ResourceView } from '~/components/resource'
import { Avatar } from '~/components/ui/avatar'
import { DateTime } from '~/components/ui/date_time'
import { UserStatusBadge } from '~/features/users/user_parts'
import { usersResource } from '~/features/users/users_resource'
import type { UserViewProps } from '~/features/users/types'

export default function UsersView({ record, can }: UserViewProps) {
  return (
    <ResourceView
      resource={usersResource}
      record={record}
      can={can}
      fields={[
        {
          title: 'Person',
          fields: [
            {
              label: 'Picture',
              value: (
                <Avatar
                  src={record.picture}
                  firstName={record.first_name}
                  lastName={record.last_name}
                  className="size-14 text-base"
                />
              ),
              id: 'picture',
            },
            { label: 'Name', value: record.name, id: 'name' },
            { label: 'Email', value: record.email, id: 'email' },
            { label: 'Phone', value: record.phone, id: 'phone' },
          ],
        },
        {
          title: 'Sign-in and access',
          fields: [
            { label: 'Status', value: <UserStatusBadge status={record.status} />, id: 'status' },
            {
              label: 'Last sign-in',
              value: record.last_login_at ? <DateTime value={record.last_login_at} /> : 'Never',
              id: 'last_login_at',
            },
            {
              label: 'Two-factor authentication',
              value: record.two_factor_enabled ? 'On' : 'Off',
              id: 'two_factor',
            },
            { label: 'Roles', value: record.roles, id: 'roles' },
            {
              label: 'Centers',
              value: record.centers ? <span className="font-mono">{record.centers}</span> : null,
              id: 'centers',
            },
            {
              label: 'Google sign-in',
              value: record.google_linked ? 'Linked' : 'Not linked',
              id: 'google',
            },
          ],
        },
      ]}
    />
  )
}
