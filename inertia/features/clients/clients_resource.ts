import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { ClientRow } from './types'

export const clientsResource = defineResource<ClientRow>({
  key: 'clients',
  title: 'Clients',
  singular: 'client',
  section: 'Accounts',
  routes: crudRoutes('accounts.clients'),
  label: (client) => client.name,
  searchPlaceholder: 'Search code or name...',
})
