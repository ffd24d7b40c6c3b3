import { ResourceView } from '~/components/resource'
import { RoleCapabilities, RoleUsers } from '~/features/roles/role_details'
import { SystemRoleBadge } from '~/features/roles/role_parts'
import { rolesResource } from '~/features/roles/roles_resource'
import type { RoleViewProps } from '~/features/roles/types'

export default function RolesView({ record, capabilityGroups, users, can }: RoleViewProps) {
  return (
    <ResourceView
      resource={rolesResource}
      record={record}
      // The system role cannot be deleted (the server refuses it too), so it is not offered.
      can={{ ...can, delete: can.delete && !record.is_system }}
      fields={[
        { label: 'Name', value: record.name, id: 'name' },
        {
          label: 'Type',
          value: record.is_system ? <SystemRoleBadge /> : 'Custom',
          id: 'type',
        },
        { label: 'Users', value: String(record.users_count), id: 'users_count' },
        { label: 'Description', value: record.description, id: 'description', wide: true },
      ]}
    >
      <div className="mt-4 grid gap-4">
        <RoleCapabilities groups={capabilityGroups} system={record.is_system} />
        <RoleUsers users={users} />
      </div>
    </ResourceView>
  )
}
