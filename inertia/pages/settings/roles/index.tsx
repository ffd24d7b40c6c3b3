import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { roleColumns } from '~/features/roles/roles_columns'
import { rolesResource } from '~/features/roles/roles_resource'
import type { RoleRow } from '~/features/roles/types'

export default function RolesIndex(props: ResourceListProps<RoleRow>) {
  return (
    <ResourceIndex
      resource={rolesResource}
      columns={roleColumns}
      page={props}
      // The server refuses it too; the system role is simply not offered for deletion.
      deletable={(role) => !role.is_system}
    />
  )
}
