import { ResourceCreatePage } from '~/components/resource'
import { BusinessEntityForm } from '~/features/business_entities/business_entities_form'
import { businessEntitiesResource } from '~/features/business_entities/business_entities_resource'
import type { BusinessEntityFormProps } from '~/features/business_entities/types'

export default function BusinessEntitiesCreate(props: BusinessEntityFormProps) {
  return (
    <ResourceCreatePage resource={businessEntitiesResource}>
      <BusinessEntityForm {...props} />
    </ResourceCreatePage>
  )
}
