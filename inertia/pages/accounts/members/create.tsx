import { ResourceCreatePage } from '~/components/resource'
import { MemberForm } from '~/features/members/members_form'
import { membersResource } from '~/features/members/members_resource'
import type { MemberFormProps } from '~/features/members/types'

export default function MembersCreate(props: MemberFormProps) {
  return (
    <ResourceCreatePage resource={membersResource}>
      <MemberForm {...props} />
    </ResourceCreatePage>
  )
}
