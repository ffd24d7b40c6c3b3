import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { IncidentScriptRow } from './types'

export const incidentScriptsResource = defineResource<IncidentScriptRow>({
  key: 'incident-scripts',
  title: 'Incident scripts',
  singular: 'incident script',
  section: 'Manage',
  routes: crudRoutes('manage.incident-scripts'),
  label: (script) => script.title,
  searchPlaceholder: 'Search title or incident type...',
})
