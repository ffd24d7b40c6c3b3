import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { businessEntityColumns } from '~/features/business_entities/business_entities_columns'
import { businessEntitiesResource } from '~/features/business_entities/business_entities_resource'
import type { BusinessEntityRow } from '~/features/business_entities/types'

export default function BusinessEntitiesIndex(props: ResourceListProps<BusinessEntityRow>) {
  return (
    <ResourceIndex
      resource={businessEntitiesResource}
      columns={businessEntityColumns}
      page={props}
    />
  )
}
