import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { RoleRow } from './types'

export const rolesResource = defineResource<RoleRow>({
  key: 'roles',
  title: 'Roles',
  singular: 'role',
  section: 'Settings',
  routes: crudRoutes('settings.roles'),
  label: (role) => role.name,
  searchPlaceholder: 'Search name or description...',
})
