import { ResourceEditPage } from '~/components/resource'
import { CenterForm } from '~/features/centers/centers_form'
import { centersResource } from '~/features/centers/centers_resource'
import type { CenterEditProps } from '~/features/centers/types'

export default function CentersEdit({ record, timeZones, currencies }: CenterEditProps) {
  return (
    <ResourceEditPage resource={centersResource} record={record}>
      <CenterForm record={record} timeZones={timeZones} currencies={currencies} />
    </ResourceEditPage>
  )
}
