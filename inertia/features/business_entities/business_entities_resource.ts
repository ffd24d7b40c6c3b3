import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { BusinessEntityRow } from './types'

export const businessEntitiesResource = defineResource<BusinessEntityRow>({
  key: 'business-entities',
  title: 'Business entities',
  singular: 'business entity',
  section: 'Manage',
  routes: crudRoutes('manage.business-entities'),
  label: (entity) => entity.name,
  searchPlaceholder: 'Search code or name...',
})
