import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { ProviderRow } from './types'

export const providersResource = defineResource<ProviderRow>({
  key: 'providers',
  title: 'Providers',
  singular: 'provider',
  section: 'Accounts',
  routes: crudRoutes('accounts.providers'),
  label: (provider) => provider.name,
  searchPlaceholder: 'Search name or code...',
})
