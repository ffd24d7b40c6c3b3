import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { ProgramRow } from './types'

export const programsResource = defineResource<ProgramRow>({
  key: 'programs',
  title: 'Programs',
  singular: 'program',
  section: 'Manage',
  routes: crudRoutes('manage.programs'),
  label: (program) => program.name,
  searchPlaceholder: 'Search name, code or client...',
})
