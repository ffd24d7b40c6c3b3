import { ResourceEditPage } from '~/components/resource'
import { StateForm } from '~/features/states/states_form'
import { statesResource } from '~/features/states/states_resource'
import type { StateEditProps } from '~/features/states/types'

export default function StatesEdit({ record, countries }: StateEditProps) {
  return (
    <ResourceEditPage resource={statesResource} record={record}>
      <StateForm record={record} countries={countries} />
    </ResourceEditPage>
  )
}
