import { ResourceCreatePage } from '~/components/resource'
import { RoleForm } from '~/features/roles/roles_form'
import { rolesResource } from '~/features/roles/roles_resource'
import type { RoleFormProps } from '~/features/roles/types'

export default function RolesCreate(props: RoleFormProps) {
  return (
    <ResourceCreatePage resource={rolesResource}>
      <RoleForm {...props} />
    </ResourceCreatePage>
  )
}
