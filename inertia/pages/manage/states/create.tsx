import { ResourceCreatePage } from '~/components/resource'
import { StateForm } from '~/features/states/states_form'
import { statesResource } from '~/features/states/states_resource'
import type { StateFormOptions } from '~/features/states/types'

export default function StatesCreate({ countries }: StateFormOptions) {
  return (
    <ResourceCreatePage resource={statesResource}>
      <StateForm countries={countries} />
    </ResourceCreatePage>
  )
}
