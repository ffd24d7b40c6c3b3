import { ResourceEditPage } from '~/components/resource'
import { ClientForm } from '~/features/clients/clients_form'
import { clientsResource } from '~/features/clients/clients_resource'
import type { ClientEditProps } from '~/features/clients/types'

export default function ClientsEdit(props: ClientEditProps) {
  return (
    <ResourceEditPage resource={clientsResource} record={props.record}>
      <ClientForm {...props} />
    </ResourceEditPage>
  )
}
