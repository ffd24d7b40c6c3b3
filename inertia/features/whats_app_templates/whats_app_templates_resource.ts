import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { WhatsAppTemplateRow } from './types'

export const whatsAppTemplatesResource = defineResource<WhatsAppTemplateRow>({
  key: 'whats-app-templates',
  title: 'WhatsApp templates',
  singular: 'WhatsApp template',
  section: 'Manage',
  routes: crudRoutes('manage.whats-app-templates'),
  label: (template) => template.name,
  searchPlaceholder: 'Search name or text...',
})
