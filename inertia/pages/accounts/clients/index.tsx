import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { clientColumns } from '~/features/clients/clients_columns'
import { clientsResource } from '~/features/clients/clients_resource'
import type { ClientRow } from '~/features/clients/types'

export default function ClientsIndex(props: ResourceListProps<ClientRow>) {
  return <ResourceIndex resource={clientsResource} columns={clientColumns} page={props} />
}
