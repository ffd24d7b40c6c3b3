import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { stateColumns } from '~/features/states/states_columns'
import { statesResource } from '~/features/states/states_resource'
import type { StateTrashRow } from '~/features/states/types'

export default function StatesTrash(props: ResourceListProps<StateTrashRow>) {
  return <ResourceTrash resource={statesResource} columns={stateColumns} page={props} />
}
