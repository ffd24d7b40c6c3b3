import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { userColumns } from '~/features/users/users_columns'
import { usersResource } from '~/features/users/users_resource'
import type { UserTrashRow } from '~/features/users/types'

export default function UsersTrash(props: ResourceListProps<UserTrashRow>) {
  return <ResourceTrash resource={usersResource} columns={userColumns} page={props} />
}
