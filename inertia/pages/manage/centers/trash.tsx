import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { centerColumns } from '~/features/centers/centers_columns'
import { centersResource } from '~/features/centers/centers_resource'
import type { CenterTrashRow } from '~/features/centers/types'

export default function CentersTrash(props: ResourceListProps<CenterTrashRow>) {
  return <ResourceTrash resource={centersResource} columns={centerColumns} page={props} />
}
