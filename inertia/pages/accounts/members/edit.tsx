import { ResourceEditPage } from '~/components/resource'
import { MemberForm } from '~/features/members/members_form'
import { membersResource } from '~/features/members/members_resource'
import type { MemberEditProps } from '~/features/members/types'

export default function MembersEdit(props: MemberEditProps) {
  return (
    <ResourceEditPage resource={membersResource} record={props.record}>
      <MemberForm {...props} />
    </ResourceEditPage>
  )
}
