import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { stateColumns } from '~/features/states/states_columns'
import { statesResource } from '~/features/states/states_resource'
import type { StateRow } from '~/features/states/types'

export default function StatesIndex(props: ResourceListProps<StateRow>) {
  return <ResourceIndex resource={statesResource} columns={stateColumns} page={props} />
}
