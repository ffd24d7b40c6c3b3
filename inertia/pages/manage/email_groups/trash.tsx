import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { emailGroupColumns } from '~/features/email_groups/email_groups_columns'
import { emailGroupsResource } from '~/features/email_groups/email_groups_resource'
import type { EmailGroupTrashRow } from '~/features/email_groups/types'

export default function EmailGroupsTrash(props: ResourceListProps<EmailGroupTrashRow>) {
  return <ResourceTrash resource={emailGroupsResource} columns={emailGroupColumns} page={props} />
}
