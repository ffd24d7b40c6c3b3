import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { ProgramTypeRow } from './types'

export const programTypesResource = defineResource<ProgramTypeRow>({
  key: 'program-types',
  title: 'Program types',
  singular: 'program type',
  section: 'Manage',
  routes: crudRoutes('manage.program-types'),
  label: (type) => type.name,
  searchPlaceholder: 'Search name or description...',
})
