import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { UserRow } from './types'

export const usersResource = defineResource<UserRow>({
  key: 'users',
  title: 'Users',
  singular: 'user',
  section: 'Accounts',
  routes: crudRoutes('accounts.users'),
  label: (user) => user.name,
  searchPlaceholder: 'Search name or email...',
})
