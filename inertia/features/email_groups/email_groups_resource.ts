import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { EmailGroupRow } from './types'

export const emailGroupsResource = defineResource<EmailGroupRow>({
  key: 'email-groups',
  title: 'Email groups',
  singular: 'email group',
  section: 'Manage',
  routes: crudRoutes('manage.email-groups'),
  label: (group) => group.name,
  searchPlaceholder: 'Search name or address...',
})
