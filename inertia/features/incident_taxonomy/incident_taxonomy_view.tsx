import type { ReactNode } from 'react'
import type { ResourceAbilities } from '#contracts/list'
import { ResourceView, type ViewField } from '~/components/resource'
import { ancestorLevels, LEVEL_LABELS, taxonomyResources } from './incident_taxonomy_resource'
import type { TaxonomyLevel, TaxonomyRecord } from './types'

/** The view page of an entry of any level: its name, where it sits and its description. */
export function TaxonomyView({
  level,
  record,
  can,
  children,
}: {
  level: TaxonomyLevel
  record: TaxonomyRecord
  can: ResourceAbilities
  /** Below the fields (an incident type's case form). */
  children?: ReactNode
}) {
  const ancestors = ancestorLevels(level)
  const fields: ViewField[] = [
    { label: 'Name', value: record.name },
    ...(ancestors.length > 0
      ? [
          {
            label: ancestors.map((ancestor) => LEVEL_LABELS[ancestor]).join(' › '),
            value: record.path,
            id: 'path',
          },
        ]
      : []),
    { label: 'Description', value: record.description, wide: true, id: 'description' },
  ]
  return (
    <ResourceView resource={taxonomyResources[level]} record={record} can={can} fields={fields}>
      {children}
    </ResourceView>
  )
}
