import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { GopTemplateRow } from './types'

export const gopTemplatesResource = defineResource<GopTemplateRow>({
  key: 'gop-templates',
  title: 'GOP templates',
  singular: 'GOP template',
  section: 'Manage',
  routes: crudRoutes('manage.gop-templates'),
  label: (template) => template.name,
  searchPlaceholder: 'Search name or description...',
})
