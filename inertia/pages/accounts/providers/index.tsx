import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { providerColumns } from '~/features/providers/providers_columns'
import { providersResource } from '~/features/providers/providers_resource'
import type { ProviderRow } from '~/features/providers/types'

export default function ProvidersIndex(props: ResourceListProps<ProviderRow>) {
  return <ResourceIndex resource={providersResource} columns={providerColumns} page={props} />
}
