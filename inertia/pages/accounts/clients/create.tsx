import { ResourceCreatePage } from '~/components/resource'
import { ClientForm } from '~/features/clients/clients_form'
import { clientsResource } from '~/features/clients/clients_resource'
import type { ClientFormProps } from '~/features/clients/types'

export default function ClientsCreate(props: ClientFormProps) {
  return (
    <ResourceCreatePage resource={clientsResource}>
      <ClientForm {...props} />
    </ResourceCreatePage>
  )
}
