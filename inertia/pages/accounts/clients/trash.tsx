import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { clientColumns } from '~/features/clients/clients_columns'
import { clientsResource } from '~/features/clients/clients_resource'
import type { ClientTrashRow } from '~/features/clients/types'

export default function ClientsTrash(props: ResourceListProps<ClientTrashRow>) {
  return <ResourceTrash resource={clientsResource} columns={clientColumns} page={props} />
}
