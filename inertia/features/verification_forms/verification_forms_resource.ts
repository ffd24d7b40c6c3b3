import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { VerificationFormRow } from './types'

export const verificationFormsResource = defineResource<VerificationFormRow>({
  key: 'verification-forms',
  title: 'Verification forms',
  singular: 'verification form',
  section: 'Manage',
  routes: crudRoutes('manage.verification-forms'),
  label: (form) => form.name,
  searchPlaceholder: 'Search insurer or address...',
})
