import { ResourceEditPage } from '~/components/resource'
import { IcdForm } from '~/features/icds/icds_form'
import { icdsResource } from '~/features/icds/icds_resource'
import type { IcdEditProps } from '~/features/icds/types'

export default function IcdsEdit({ record }: IcdEditProps) {
  return (
    <ResourceEditPage resource={icdsResource} record={record}>
      <IcdForm record={record} />
    </ResourceEditPage>
  )
}
