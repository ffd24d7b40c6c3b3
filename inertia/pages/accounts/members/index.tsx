import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { memberColumns } from '~/features/members/members_columns'
import { membersResource } from '~/features/members/members_resource'
import type { MemberRow } from '~/features/members/types'

export default function MembersIndex(props: ResourceListProps<MemberRow>) {
  return <ResourceIndex resource={membersResource} columns={memberColumns} page={props} />
}
