import { ResourceCreatePage } from '~/components/resource'
import { EmailGroupForm } from '~/features/email_groups/email_groups_form'
import { emailGroupsResource } from '~/features/email_groups/email_groups_resource'

export default function EmailGroupsCreate() {
  return (
    <ResourceCreatePage resource={emailGroupsResource}>
      <EmailGroupForm />
    </ResourceCreatePage>
  )
}
