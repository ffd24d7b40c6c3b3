import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { businessEntityColumns } from '~/features/business_entities/business_entities_columns'
import { businessEntitiesResource } from '~/features/business_entities/business_entities_resource'
import type { BusinessEntityTrashRow } from '~/features/business_entities/types'

export default function BusinessEntitiesTrash(props: ResourceListProps<BusinessEntityTrashRow>) {
  return (
    <ResourceTrash
      resource={businessEntitiesResource}
      columns={businessEntityColumns}
      page={props}
    />
  )
}
