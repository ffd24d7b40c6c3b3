import { ResourceEditPage } from '~/components/resource'
import { EmailGroupForm } from '~/features/email_groups/email_groups_form'
import { emailGroupsResource } from '~/features/email_groups/email_groups_resource'
import type { EmailGroupEditProps } from '~/features/email_groups/types'

export default function EmailGroupsEdit({ record }: EmailGroupEditProps) {
  return (
    <ResourceEditPage resource={emailGroupsResource} record={record}>
      <EmailGroupForm record={record} />
    </ResourceEditPage>
  )
}
