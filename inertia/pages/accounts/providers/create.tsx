import { ResourceCreatePage } from '~/components/resource'
import { ProviderForm } from '~/features/providers/providers_form'
import { providersResource } from '~/features/providers/providers_resource'
import type { ProviderFormProps } from '~/features/providers/types'

export default function ProvidersCreate(props: ProviderFormProps) {
  return (
    <ResourceCreatePage resource={providersResource}>
      <ProviderForm {...props} />
    </ResourceCreatePage>
  )
}
