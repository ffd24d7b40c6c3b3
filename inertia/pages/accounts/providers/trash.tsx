import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { providerColumns } from '~/features/providers/providers_columns'
import { providersResource } from '~/features/providers/providers_resource'
import type { ProviderTrashRow } from '~/features/providers/types'

export default function ProvidersTrash(props: ResourceListProps<ProviderTrashRow>) {
  return <ResourceTrash resource={providersResource} columns={providerColumns} page={props} />
}
