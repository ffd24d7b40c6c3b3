import { ResourceCreatePage } from '~/components/resource'
import { CenterForm } from '~/features/centers/centers_form'
import { centersResource } from '~/features/centers/centers_resource'
import type { CenterFormOptions } from '~/features/centers/types'

export default function CentersCreate(options: CenterFormOptions) {
  return (
    <ResourceCreatePage resource={centersResource}>
      <CenterForm timeZones={options.timeZones} currencies={options.currencies} />
    </ResourceCreatePage>
  )
}
