import { ResourceEditPage } from '~/components/resource'
import { BusinessEntityForm } from '~/features/business_entities/business_entities_form'
import { businessEntitiesResource } from '~/features/business_entities/business_entities_resource'
import type { BusinessEntityEditProps } from '~/features/business_entities/types'

export default function BusinessEntitiesEdit(props: BusinessEntityEditProps) {
  return (
    <ResourceEditPage resource={businessEntitiesResource} record={props.record}>
      <BusinessEntityForm {...props} />
    </ResourceEditPage>
  )
}
