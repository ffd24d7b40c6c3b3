import { ResourceEditPage } from '~/components/resource'
import { UserForm } from '~/features/users/users_form'
import { usersResource } from '~/features/users/users_resource'
import type { UserEditProps } from '~/features/users/types'

export default function UsersEdit(props: UserEditProps) {
  return (
    <ResourceEditPage resource={usersResource} record={props.record}>
      <UserForm {...props} />
    </ResourceEditPage>
  )
}
