import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { MemberRow } from './types'

export const membersResource = defineResource<MemberRow>({
  key: 'members',
  title: 'Members',
  singular: 'member',
  section: 'Accounts',
  routes: crudRoutes('accounts.members'),
  label: (member) => `${member.first_name} ${member.last_name}`,
  searchPlaceholder: 'Search name or policy number...',
})
