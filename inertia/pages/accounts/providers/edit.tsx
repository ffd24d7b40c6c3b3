import { ResourceEditPage } from '~/components/resource'
import { ProviderForm } from '~/features/providers/providers_form'
import { providersResource } from '~/features/providers/providers_resource'
import type { ProviderEditProps } from '~/features/providers/types'

export default function ProvidersEdit(props: ProviderEditProps) {
  return (
    <ResourceEditPage resource={providersResource} record={props.record}>
      <ProviderForm {...props} />
    </ResourceEditPage>
  )
}
