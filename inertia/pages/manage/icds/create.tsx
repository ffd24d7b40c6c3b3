import { ResourceCreatePage } from '~/components/resource'
import { IcdForm } from '~/features/icds/icds_form'
import { icdsResource } from '~/features/icds/icds_resource'

export default function IcdsCreate() {
  return (
    <ResourceCreatePage resource={icdsResource}>
      <IcdForm />
    </ResourceCreatePage>
  )
}
