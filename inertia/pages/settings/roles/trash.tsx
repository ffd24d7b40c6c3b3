import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { roleColumns } from '~/features/roles/roles_columns'
import { rolesResource } from '~/features/roles/roles_resource'
import type { RoleTrashRow } from '~/features/roles/types'

export default function RolesTrash(props: ResourceListProps<RoleTrashRow>) {
  return <ResourceTrash resource={rolesResource} columns={roleColumns} page={props} />
}
