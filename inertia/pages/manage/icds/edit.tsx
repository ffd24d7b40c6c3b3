import { ResourceEditPage } from '~/components/resource'
import { IcdForm } from '~/features/icds/icds_form'
import { icdsResource } from '~/features/icds/icds_resource'
import type { IcdRecord } from '~/features/icds/types'

export default function IcdsEdit({ record }: { record: IcdRecord }) {
  return (
    <ResourceEditPage resource={icdsResource} record={record}>
      <IcdForm record={record} />
    </ResourceEditPage>
  )
}
