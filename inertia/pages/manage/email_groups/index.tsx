import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { emailGroupColumns } from '~/features/email_groups/email_groups_columns'
import { emailGroupsResource } from '~/features/email_groups/email_groups_resource'
import type { EmailGroupRow } from '~/features/email_groups/types'

export default function EmailGroupsIndex(props: ResourceListProps<EmailGroupRow>) {
  return <ResourceIndex resource={emailGroupsResource} columns={emailGroupColumns} page={props} />
}
