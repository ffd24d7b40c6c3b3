import { crudRoutes, defineResource, type ResourceDefinition } from '~/components/resource/resource'
import { TAXONOMY_LEVELS, type TaxonomyLevel, type TaxonomyRow } from './types'

/** How each level is named in labels, placeholders ('Select type...') and filters. */
export const LEVEL_LABELS: Record<TaxonomyLevel, string> = {
  type: 'Type',
  category: 'Category',
  service: 'Service',
  item: 'Item',
}

/** The levels above one, top down: an item's are type, category and service. */
export function ancestorLevels(level: TaxonomyLevel): TaxonomyLevel[] {
  return TAXONOMY_LEVELS.slice(0, TAXONOMY_LEVELS.indexOf(level))
}

const shared = {
  section: 'Manage',
  label: (entry: TaxonomyRow) => entry.name,
  searchPlaceholder: 'Search name or description...',
}

/** The four levels' resources; the pages of a level pick theirs by level. */
export const taxonomyResources: Record<TaxonomyLevel, ResourceDefinition<TaxonomyRow>> = {
  type: defineResource<TaxonomyRow>({
    ...shared,
    key: 'incident-types',
    title: 'Incident types',
    singular: 'incident type',
    routes: crudRoutes('manage.incident-types'),
  }),
  category: defineResource<TaxonomyRow>({
    ...shared,
    key: 'incident-categories',
    title: 'Incident categories',
    singular: 'incident category',
    routes: crudRoutes('manage.incident-categories'),
  }),
  service: defineResource<TaxonomyRow>({
    ...shared,
    key: 'incident-services',
    title: 'Incident services',
    singular: 'incident service',
    routes: crudRoutes('manage.incident-services'),
  }),
  item: defineResource<TaxonomyRow>({
    ...shared,
    key: 'incident-items',
    title: 'Incident items',
    singular: 'incident item',
    routes: crudRoutes('manage.incident-items'),
  }),
}
