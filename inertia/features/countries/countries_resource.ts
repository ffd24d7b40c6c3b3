import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { CountryRow } from './types'

export const countriesResource = defineResource<CountryRow>({
  key: 'countries',
  title: 'Countries',
  singular: 'country',
  section: 'Manage',
  routes: crudRoutes('manage.countries'),
  label: (country) => country.name,
  searchPlaceholder: 'Search code, name or nationality...',
})
