import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { IcdRow } from './types'

export const icdsResource = defineResource<IcdRow>({
  key: 'icds',
  title: 'ICD codes',
  singular: 'ICD code',
  section: 'Manage',
  routes: crudRoutes('manage.icds'),
  label: (icd) => icd.code,
  searchPlaceholder: 'Search code or title...',
})
