import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { userColumns } from '~/features/users/users_columns'
import { usersResource } from '~/features/users/users_resource'
import type { UserRow } from '~/features/users/types'

export default function UsersIndex(props: ResourceListProps<UserRow>) {
  return <ResourceIndex resource={usersResource} columns={userColumns} page={props} />
}
