import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { centerColumns } from '~/features/centers/centers_columns'
import { centersResource } from '~/features/centers/centers_resource'
import type { CenterRow } from '~/features/centers/types'

export default function CentersIndex(props: ResourceListProps<CenterRow>) {
  return <ResourceIndex resource={centersResource} columns={centerColumns} page={props} />
}
