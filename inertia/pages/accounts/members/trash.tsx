import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { memberColumns } from '~/features/members/members_columns'
import { membersResource } from '~/features/members/members_resource'
import type { MemberTrashRow } from '~/features/members/types'

export default function MembersTrash(props: ResourceListProps<MemberTrashRow>) {
  return <ResourceTrash resource={membersResource} columns={memberColumns} page={props} />
}
