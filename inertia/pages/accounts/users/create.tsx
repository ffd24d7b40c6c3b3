import { ResourceCreatePage } from '~/components/resource'
import { UserForm } from '~/features/users/users_form'
import { usersResource } from '~/features/users/users_resource'
import type { UserFormProps } from '~/features/users/types'

export default function UsersCreate(props: UserFormProps) {
  return (
    <ResourceCreatePage resource={usersResource}>
      <UserForm {...props} />
    </ResourceCreatePage>
  )
}
