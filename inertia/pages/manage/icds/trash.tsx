import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { icdColumns } from '~/features/icds/icds_columns'
import { icdsResource } from '~/features/icds/icds_resource'
import type { IcdTrashRow } from '~/features/icds/types'

export default function IcdsTrash(props: ResourceListProps<IcdTrashRow>) {
  return <ResourceTrash resource={icdsResource} columns={icdColumns} page={props} />
}
