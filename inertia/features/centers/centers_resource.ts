import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { CenterRow } from './types'

export const centersResource = defineResource<CenterRow>({
  key: 'centers',
  title: 'Centers',
  singular: 'center',
  section: 'Manage',
  routes: crudRoutes('manage.centers'),
  label: (center) => center.code.toUpperCase(),
  searchPlaceholder: 'Search code or name...',
})
