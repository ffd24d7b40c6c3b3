import { ResourceEditPage } from '~/components/resource'
import { RoleForm } from '~/features/roles/roles_form'
import { rolesResource } from '~/features/roles/roles_resource'
import type { RoleEditProps } from '~/features/roles/types'

export default function RolesEdit(props: RoleEditProps) {
  return (
    <ResourceEditPage resource={rolesResource} record={props.record}>
      <RoleForm {...props} />
    </ResourceEditPage>
  )
}
