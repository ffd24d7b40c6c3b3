import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { CaseRow } from './types'

export const casesResource = defineResource<CaseRow>({
  key: 'cases',
  title: 'Cases',
  singular: 'case',
  section: 'Navigate',
  routes: crudRoutes('navigate.cases'),
  label: (row) => row.number,
  searchPlaceholder: 'Search number, member or policy...',
})
