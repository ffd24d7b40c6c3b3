import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { icdColumns } from '~/features/icds/icds_columns'
import { icdsResource } from '~/features/icds/icds_resource'
import type { IcdRow } from '~/features/icds/types'

export default function IcdsIndex(props: ResourceListProps<IcdRow>) {
  return <ResourceIndex resource={icdsResource} columns={icdColumns} page={props} />
}
