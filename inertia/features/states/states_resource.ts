import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { StateRow } from './types'

export const statesResource = defineResource<StateRow>({
  key: 'states',
  title: 'States',
  singular: 'state',
  section: 'Manage',
  routes: crudRoutes('manage.states'),
  label: (state) => state.name,
  searchPlaceholder: 'Search name or code...',
})
