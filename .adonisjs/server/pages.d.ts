import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'accounts/clients/create': ExtractProps<(typeof import('../../inertia/pages/accounts/clients/create.tsx'))['default']>
    'accounts/clients/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/clients/edit.tsx'))['default']>
    'accounts/clients/index': ExtractProps<(typeof import('../../inertia/pages/accounts/clients/index.tsx'))['default']>
    'accounts/clients/trash': ExtractProps<(typeof import('../../inertia/pages/accounts/clients/trash.tsx'))['default']>
    'accounts/clients/view': ExtractProps<(typeof import('../../inertia/pages/accounts/clients/view.tsx'))['default']>
    'accounts/members/create': ExtractProps<(typeof import('../../inertia/pages/accounts/members/create.tsx'))['default']>
    'accounts/members/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/members/edit.tsx'))['default']>
    'accounts/members/index': ExtractProps<(typeof import('../../inertia/pages/accounts/members/index.tsx'))['default']>
    'accounts/members/trash': ExtractProps<(typeof import('../../inertia/pages/accounts/members/trash.tsx'))['default']>
    'accounts/members/view': ExtractProps<(typeof import('../../inertia/pages/accounts/members/view.tsx'))['default']>
    'accounts/users/create': ExtractProps<(typeof import('../../inertia/pages/accounts/users/create.tsx'))['default']>
    'accounts/users/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/users/edit.tsx'))['default']>
    'accounts/users/index': ExtractProps<(typeof import('../../inertia/pages/accounts/users/index.tsx'))['default']>
    'accounts/users/trash': ExtractProps<(typeof import('../../inertia/pages/accounts/users/trash.tsx'))['default']>
    'accounts/users/view': ExtractProps<(typeof import('../../inertia/pages/accounts/users/view.tsx'))['default']>
    'auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/auth/forgot_password.tsx'))['default']>
    'auth/login': ExtractProps<(typeof import('../../inertia/pages/auth/login.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'auth/welcome': ExtractProps<(typeof import('../../inertia/pages/auth/welcome.tsx'))['default']>
    'dashboard/index': ExtractProps<(typeof import('../../inertia/pages/dashboard/index.tsx'))['default']>
    'errors/forbidden': ExtractProps<(typeof import('../../inertia/pages/errors/forbidden.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/page_not_found': ExtractProps<(typeof import('../../inertia/pages/errors/page_not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'manage/business_entities/create': ExtractProps<(typeof import('../../inertia/pages/manage/business_entities/create.tsx'))['default']>
    'manage/business_entities/edit': ExtractProps<(typeof import('../../inertia/pages/manage/business_entities/edit.tsx'))['default']>
    'manage/business_entities/index': ExtractProps<(typeof import('../../inertia/pages/manage/business_entities/index.tsx'))['default']>
    'manage/business_entities/trash': ExtractProps<(typeof import('../../inertia/pages/manage/business_entities/trash.tsx'))['default']>
    'manage/business_entities/view': ExtractProps<(typeof import('../../inertia/pages/manage/business_entities/view.tsx'))['default']>
    'manage/centers/create': ExtractProps<(typeof import('../../inertia/pages/manage/centers/create.tsx'))['default']>
    'manage/centers/edit': ExtractProps<(typeof import('../../inertia/pages/manage/centers/edit.tsx'))['default']>
    'manage/centers/index': ExtractProps<(typeof import('../../inertia/pages/manage/centers/index.tsx'))['default']>
    'manage/centers/trash': ExtractProps<(typeof import('../../inertia/pages/manage/centers/trash.tsx'))['default']>
    'manage/centers/view': ExtractProps<(typeof import('../../inertia/pages/manage/centers/view.tsx'))['default']>
    'manage/countries/create': ExtractProps<(typeof import('../../inertia/pages/manage/countries/create.tsx'))['default']>
    'manage/countries/edit': ExtractProps<(typeof import('../../inertia/pages/manage/countries/edit.tsx'))['default']>
    'manage/countries/index': ExtractProps<(typeof import('../../inertia/pages/manage/countries/index.tsx'))['default']>
    'manage/countries/trash': ExtractProps<(typeof import('../../inertia/pages/manage/countries/trash.tsx'))['default']>
    'manage/countries/view': ExtractProps<(typeof import('../../inertia/pages/manage/countries/view.tsx'))['default']>
    'manage/currencies/create': ExtractProps<(typeof import('../../inertia/pages/manage/currencies/create.tsx'))['default']>
    'manage/currencies/edit': ExtractProps<(typeof import('../../inertia/pages/manage/currencies/edit.tsx'))['default']>
    'manage/currencies/index': ExtractProps<(typeof import('../../inertia/pages/manage/currencies/index.tsx'))['default']>
    'manage/currencies/trash': ExtractProps<(typeof import('../../inertia/pages/manage/currencies/trash.tsx'))['default']>
    'manage/currencies/view': ExtractProps<(typeof import('../../inertia/pages/manage/currencies/view.tsx'))['default']>
    'manage/email_groups/create': ExtractProps<(typeof import('../../inertia/pages/manage/email_groups/create.tsx'))['default']>
    'manage/email_groups/edit': ExtractProps<(typeof import('../../inertia/pages/manage/email_groups/edit.tsx'))['default']>
    'manage/email_groups/index': ExtractProps<(typeof import('../../inertia/pages/manage/email_groups/index.tsx'))['default']>
    'manage/email_groups/trash': ExtractProps<(typeof import('../../inertia/pages/manage/email_groups/trash.tsx'))['default']>
    'manage/email_groups/view': ExtractProps<(typeof import('../../inertia/pages/manage/email_groups/view.tsx'))['default']>
    'manage/gop_settings/edit': ExtractProps<(typeof import('../../inertia/pages/manage/gop_settings/edit.tsx'))['default']>
    'manage/gop_templates/create': ExtractProps<(typeof import('../../inertia/pages/manage/gop_templates/create.tsx'))['default']>
    'manage/gop_templates/edit': ExtractProps<(typeof import('../../inertia/pages/manage/gop_templates/edit.tsx'))['default']>
    'manage/gop_templates/index': ExtractProps<(typeof import('../../inertia/pages/manage/gop_templates/index.tsx'))['default']>
    'manage/gop_templates/trash': ExtractProps<(typeof import('../../inertia/pages/manage/gop_templates/trash.tsx'))['default']>
    'manage/gop_templates/view': ExtractProps<(typeof import('../../inertia/pages/manage/gop_templates/view.tsx'))['default']>
    'manage/icds/create': ExtractProps<(typeof import('../../inertia/pages/manage/icds/create.tsx'))['default']>
    'manage/icds/edit': ExtractProps<(typeof import('../../inertia/pages/manage/icds/edit.tsx'))['default']>
    'manage/icds/index': ExtractProps<(typeof import('../../inertia/pages/manage/icds/index.tsx'))['default']>
    'manage/icds/trash': ExtractProps<(typeof import('../../inertia/pages/manage/icds/trash.tsx'))['default']>
    'manage/icds/view': ExtractProps<(typeof import('../../inertia/pages/manage/icds/view.tsx'))['default']>
    'manage/incident_categories/create': ExtractProps<(typeof import('../../inertia/pages/manage/incident_categories/create.tsx'))['default']>
    'manage/incident_categories/edit': ExtractProps<(typeof import('../../inertia/pages/manage/incident_categories/edit.tsx'))['default']>
    'manage/incident_categories/index': ExtractProps<(typeof import('../../inertia/pages/manage/incident_categories/index.tsx'))['default']>
    'manage/incident_categories/trash': ExtractProps<(typeof import('../../inertia/pages/manage/incident_categories/trash.tsx'))['default']>
    'manage/incident_categories/view': ExtractProps<(typeof import('../../inertia/pages/manage/incident_categories/view.tsx'))['default']>
    'manage/incident_items/create': ExtractProps<(typeof import('../../inertia/pages/manage/incident_items/create.tsx'))['default']>
    'manage/incident_items/edit': ExtractProps<(typeof import('../../inertia/pages/manage/incident_items/edit.tsx'))['default']>
    'manage/incident_items/index': ExtractProps<(typeof import('../../inertia/pages/manage/incident_items/index.tsx'))['default']>
    'manage/incident_items/trash': ExtractProps<(typeof import('../../inertia/pages/manage/incident_items/trash.tsx'))['default']>
    'manage/incident_items/view': ExtractProps<(typeof import('../../inertia/pages/manage/incident_items/view.tsx'))['default']>
    'manage/incident_scripts/create': ExtractProps<(typeof import('../../inertia/pages/manage/incident_scripts/create.tsx'))['default']>
    'manage/incident_scripts/edit': ExtractProps<(typeof import('../../inertia/pages/manage/incident_scripts/edit.tsx'))['default']>
    'manage/incident_scripts/index': ExtractProps<(typeof import('../../inertia/pages/manage/incident_scripts/index.tsx'))['default']>
    'manage/incident_scripts/trash': ExtractProps<(typeof import('../../inertia/pages/manage/incident_scripts/trash.tsx'))['default']>
    'manage/incident_scripts/view': ExtractProps<(typeof import('../../inertia/pages/manage/incident_scripts/view.tsx'))['default']>
    'manage/incident_services/create': ExtractProps<(typeof import('../../inertia/pages/manage/incident_services/create.tsx'))['default']>
    'manage/incident_services/edit': ExtractProps<(typeof import('../../inertia/pages/manage/incident_services/edit.tsx'))['default']>
    'manage/incident_services/index': ExtractProps<(typeof import('../../inertia/pages/manage/incident_services/index.tsx'))['default']>
    'manage/incident_services/trash': ExtractProps<(typeof import('../../inertia/pages/manage/incident_services/trash.tsx'))['default']>
    'manage/incident_services/view': ExtractProps<(typeof import('../../inertia/pages/manage/incident_services/view.tsx'))['default']>
    'manage/incident_types/create': ExtractProps<(typeof import('../../inertia/pages/manage/incident_types/create.tsx'))['default']>
    'manage/incident_types/edit': ExtractProps<(typeof import('../../inertia/pages/manage/incident_types/edit.tsx'))['default']>
    'manage/incident_types/index': ExtractProps<(typeof import('../../inertia/pages/manage/incident_types/index.tsx'))['default']>
    'manage/incident_types/trash': ExtractProps<(typeof import('../../inertia/pages/manage/incident_types/trash.tsx'))['default']>
    'manage/incident_types/view': ExtractProps<(typeof import('../../inertia/pages/manage/incident_types/view.tsx'))['default']>
    'manage/program_types/create': ExtractProps<(typeof import('../../inertia/pages/manage/program_types/create.tsx'))['default']>
    'manage/program_types/edit': ExtractProps<(typeof import('../../inertia/pages/manage/program_types/edit.tsx'))['default']>
    'manage/program_types/index': ExtractProps<(typeof import('../../inertia/pages/manage/program_types/index.tsx'))['default']>
    'manage/program_types/trash': ExtractProps<(typeof import('../../inertia/pages/manage/program_types/trash.tsx'))['default']>
    'manage/program_types/view': ExtractProps<(typeof import('../../inertia/pages/manage/program_types/view.tsx'))['default']>
    'manage/programs/create': ExtractProps<(typeof import('../../inertia/pages/manage/programs/create.tsx'))['default']>
    'manage/programs/edit': ExtractProps<(typeof import('../../inertia/pages/manage/programs/edit.tsx'))['default']>
    'manage/programs/index': ExtractProps<(typeof import('../../inertia/pages/manage/programs/index.tsx'))['default']>
    'manage/programs/trash': ExtractProps<(typeof import('../../inertia/pages/manage/programs/trash.tsx'))['default']>
    'manage/programs/view': ExtractProps<(typeof import('../../inertia/pages/manage/programs/view.tsx'))['default']>
    'manage/states/create': ExtractProps<(typeof import('../../inertia/pages/manage/states/create.tsx'))['default']>
    'manage/states/edit': ExtractProps<(typeof import('../../inertia/pages/manage/states/edit.tsx'))['default']>
    'manage/states/index': ExtractProps<(typeof import('../../inertia/pages/manage/states/index.tsx'))['default']>
    'manage/states/trash': ExtractProps<(typeof import('../../inertia/pages/manage/states/trash.tsx'))['default']>
    'manage/states/view': ExtractProps<(typeof import('../../inertia/pages/manage/states/view.tsx'))['default']>
    'manage/whats_app_templates/create': ExtractProps<(typeof import('../../inertia/pages/manage/whats_app_templates/create.tsx'))['default']>
    'manage/whats_app_templates/edit': ExtractProps<(typeof import('../../inertia/pages/manage/whats_app_templates/edit.tsx'))['default']>
    'manage/whats_app_templates/index': ExtractProps<(typeof import('../../inertia/pages/manage/whats_app_templates/index.tsx'))['default']>
    'manage/whats_app_templates/trash': ExtractProps<(typeof import('../../inertia/pages/manage/whats_app_templates/trash.tsx'))['default']>
    'manage/whats_app_templates/view': ExtractProps<(typeof import('../../inertia/pages/manage/whats_app_templates/view.tsx'))['default']>
    'my_account/account_settings': ExtractProps<(typeof import('../../inertia/pages/my_account/account_settings.tsx'))['default']>
    'my_account/password': ExtractProps<(typeof import('../../inertia/pages/my_account/password.tsx'))['default']>
    'my_account/profile': ExtractProps<(typeof import('../../inertia/pages/my_account/profile.tsx'))['default']>
    'settings/activity_log': ExtractProps<(typeof import('../../inertia/pages/settings/activity_log.tsx'))['default']>
    'settings/appearance_footer': ExtractProps<(typeof import('../../inertia/pages/settings/appearance_footer.tsx'))['default']>
    'settings/appearance_header': ExtractProps<(typeof import('../../inertia/pages/settings/appearance_header.tsx'))['default']>
    'settings/capabilities/edit': ExtractProps<(typeof import('../../inertia/pages/settings/capabilities/edit.tsx'))['default']>
    'settings/capabilities/index': ExtractProps<(typeof import('../../inertia/pages/settings/capabilities/index.tsx'))['default']>
    'settings/general': ExtractProps<(typeof import('../../inertia/pages/settings/general.tsx'))['default']>
    'settings/roles/create': ExtractProps<(typeof import('../../inertia/pages/settings/roles/create.tsx'))['default']>
    'settings/roles/edit': ExtractProps<(typeof import('../../inertia/pages/settings/roles/edit.tsx'))['default']>
    'settings/roles/index': ExtractProps<(typeof import('../../inertia/pages/settings/roles/index.tsx'))['default']>
    'settings/roles/trash': ExtractProps<(typeof import('../../inertia/pages/settings/roles/trash.tsx'))['default']>
    'settings/roles/view': ExtractProps<(typeof import('../../inertia/pages/settings/roles/view.tsx'))['default']>
    'settings/security': ExtractProps<(typeof import('../../inertia/pages/settings/security.tsx'))['default']>
  }
}
