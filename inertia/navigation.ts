/**
 * The application's menus, defined once (SPEC.md §2, §3 "Menu link"). The top bar, the mobile
 * side menu and the tests all read this file; `lib/navigation_filter.ts` decides what a user
 * sees. Only routes that exist are listed: a route name that is not in the Tuyau registry does
 * not compile, so each later issue adds its links here together with its routes.
 */
import type { UserRegistry } from '@tuyau/core/types'
import { permissionGroups, type Permission } from '#permissions/catalogue'

type Routes = UserRegistry['routes']

/**
 * Route names a menu can link to: GET routes without URL parameters (a menu entry has no record
 * to point at).
 */
export type MenuRouteName = {
  [Name in keyof Routes]: 'GET' extends Routes[Name]['methods'][number]
    ? keyof Routes[Name]['types']['params'] extends never
      ? Name
      : never
    : never
}[keyof Routes] &
  string

/** A menu entry guarded by a permission: shown only when the user holds it (SPEC.md §6). */
export interface MenuLink {
  text: string
  routeName: MenuRouteName
  /** URL prefix that also marks the link as current, e.g. '/manage/countries' for its sub-pages. */
  activeRoute?: string
  permission: Permission
  anyOf?: undefined
}

/** An entry for whoever holds any one of several permissions (My exports: any report's). */
export interface AnyOfLink {
  text: string
  routeName: MenuRouteName
  activeRoute?: string
  permission?: undefined
  anyOf: readonly Permission[]
}

/** An entry every signed-in user may open (dashboard, my account): no permission to check. */
export interface OpenLink {
  text: string
  routeName: MenuRouteName
  activeRoute?: string
  permission?: undefined
}

export type NavLink = MenuLink | OpenLink

export interface MenuGroup {
  /** Stable id, used in test ids (`menu-group-<slug>`). */
  slug: string
  label: string
  /** The URL prefix the group's pages live under (SPEC.md §2). */
  prefix: string
  links: readonly (MenuLink | AnyOfLink)[]
}

export const dashboardLink: OpenLink = { text: 'Dashboard', routeName: 'dashboard' }

/** The six top-level menu groups, in menu order. Each is hidden until one of its links exists. */
export const menuGroups: readonly MenuGroup[] = [
  {
    slug: 'navigate',
    label: 'Navigate',
    prefix: '/navigate',
    links: [
      {
        text: 'Cases',
        routeName: 'navigate.cases.index',
        activeRoute: '/navigate/cases',
        permission: 'access-cases',
      },
      {
        text: 'Tasks',
        routeName: 'navigate.tasks.index',
        activeRoute: '/navigate/tasks',
        permission: 'access-tasks',
      },
      {
        text: 'Guarantees of payment',
        routeName: 'navigate.guarantee-of-payments.index',
        activeRoute: '/navigate/guarantee-of-payments',
        permission: 'access-guarantee-of-payments',
      },
      {
        text: 'Requests for payment',
        routeName: 'navigate.request-for-payments.index',
        activeRoute: '/navigate/request-for-payments',
        permission: 'access-request-for-payments',
      },
      {
        text: 'Charge slips',
        routeName: 'navigate.charge-slips.index',
        activeRoute: '/navigate/charge-slips',
        permission: 'access-charge-slips',
      },
    ],
  },
  {
    slug: 'manage',
    label: 'Manage',
    prefix: '/manage',
    links: [
      {
        text: 'Business entities',
        routeName: 'manage.business-entities.index',
        activeRoute: '/manage/business-entities',
        permission: 'access-business-entities',
      },
      {
        text: 'Centers',
        routeName: 'manage.centers.index',
        activeRoute: '/manage/centers',
        permission: 'access-centers',
      },
      {
        text: 'Countries',
        routeName: 'manage.countries.index',
        activeRoute: '/manage/countries',
        permission: 'access-countries',
      },
      {
        text: 'States',
        routeName: 'manage.states.index',
        activeRoute: '/manage/states',
        permission: 'access-states',
      },
      {
        text: 'Currencies',
        routeName: 'manage.currencies.index',
        activeRoute: '/manage/currencies',
        permission: 'access-currencies',
      },
      {
        text: 'Programs',
        routeName: 'manage.programs.index',
        activeRoute: '/manage/programs',
        permission: 'access-programs',
      },
      {
        text: 'Program types',
        routeName: 'manage.program-types.index',
        activeRoute: '/manage/program-types',
        permission: 'access-program-types',
      },
      {
        text: 'ICD codes',
        routeName: 'manage.icds.index',
        activeRoute: '/manage/icds',
        permission: 'access-icds',
      },
      {
        text: 'Incident types',
        routeName: 'manage.incident-types.index',
        activeRoute: '/manage/incident-types',
        permission: 'access-incident-types',
      },
      {
        text: 'Incident categories',
        routeName: 'manage.incident-categories.index',
        activeRoute: '/manage/incident-categories',
        permission: 'access-incident-categories',
      },
      {
        text: 'Incident services',
        routeName: 'manage.incident-services.index',
        activeRoute: '/manage/incident-services',
        permission: 'access-incident-services',
      },
      {
        text: 'Incident items',
        routeName: 'manage.incident-items.index',
        activeRoute: '/manage/incident-items',
        permission: 'access-incident-items',
      },
      {
        text: 'Incident scripts',
        routeName: 'manage.incident-scripts.index',
        activeRoute: '/manage/incident-scripts',
        permission: 'access-incident-scripts',
      },
      {
        text: 'Email groups',
        routeName: 'manage.email-groups.index',
        activeRoute: '/manage/email-groups',
        permission: 'access-email-groups',
      },
      {
        text: 'WhatsApp templates',
        routeName: 'manage.whats-app-templates.index',
        activeRoute: '/manage/whats-app-templates',
        permission: 'access-whats-app-templates',
      },
      {
        text: 'GOP templates',
        routeName: 'manage.gop-templates.index',
        activeRoute: '/manage/gop-templates',
        permission: 'access-gop-templates',
      },
      {
        text: 'GOP settings',
        routeName: 'manage.gop-settings.edit',
        activeRoute: '/manage/gop-settings',
        permission: 'update-gop-setting',
      },
      {
        text: 'Verification forms',
        routeName: 'manage.verification-forms.index',
        activeRoute: '/manage/verification-forms',
        permission: 'access-verification-forms',
      },
    ],
  },
  {
    slug: 'accounts',
    label: 'Accounts',
    prefix: '/accounts',
    links: [
      {
        text: 'Users',
        routeName: 'accounts.users.index',
        activeRoute: '/accounts/users',
        permission: 'access-users',
      },
      {
        text: 'Clients',
        routeName: 'accounts.clients.index',
        activeRoute: '/accounts/clients',
        permission: 'access-clients',
      },
      {
        text: 'Members',
        routeName: 'accounts.members.index',
        activeRoute: '/accounts/members',
        permission: 'access-members',
      },
      {
        text: 'Providers',
        routeName: 'accounts.providers.index',
        activeRoute: '/accounts/providers',
        permission: 'access-providers',
      },
    ],
  },
  {
    slug: 'verify-policy',
    label: 'Verify Policy',
    prefix: '/verify-policy',
    links: [
      // Issue 33: the center's requests, for whoever may verify with some insurer.
      {
        text: 'Verification requests',
        routeName: 'verify-policy.requests.index',
        activeRoute: '/verify-policy/requests',
        anyOf: permissionGroups.verify,
      },
      // SPEC.md §2: one form per insurer, each for the holders of its permission (§6).
      {
        text: 'Allied Bankers',
        routeName: 'verify-policy.allied-bankers.form',
        activeRoute: '/verify-policy/allied-bankers',
        permission: 'verify-allied-bankers',
      },
      {
        text: 'Hong Leong Assurance',
        routeName: 'verify-policy.hong-leong-assurance.form',
        activeRoute: '/verify-policy/hong-leong-assurance',
        permission: 'verify-hong-leong-assurance',
      },
      {
        text: 'Pacific Cross',
        routeName: 'verify-policy.pacific-cross.form',
        activeRoute: '/verify-policy/pacific-cross',
        permission: 'verify-pacific-cross',
      },
      {
        text: 'Great Eastern',
        routeName: 'verify-policy.great-eastern.form',
        activeRoute: '/verify-policy/great-eastern',
        permission: 'verify-great-eastern',
      },
      {
        text: 'Zurich',
        routeName: 'verify-policy.zurich.form',
        activeRoute: '/verify-policy/zurich',
        permission: 'verify-zurich',
      },
      {
        text: 'Takaful Brunei',
        routeName: 'verify-policy.takaful-brunei.form',
        activeRoute: '/verify-policy/takaful-brunei',
        permission: 'verify-takaful-brunei',
      },
      {
        text: 'Starr International',
        routeName: 'verify-policy.starr-international.form',
        activeRoute: '/verify-policy/starr-international',
        permission: 'verify-starr-international',
      },
    ],
  },
  {
    slug: 'messaging',
    label: 'Messaging',
    prefix: '/messaging',
    links: [
      {
        text: 'WhatsApp Queueing',
        routeName: 'messaging.whatsapp.queue',
        activeRoute: '/messaging/whatsapp/queue',
        permission: 'access-whatsapp',
      },
      {
        text: 'WhatsApp Messages',
        routeName: 'messaging.whatsapp.messages',
        activeRoute: '/messaging/whatsapp/messages',
        permission: 'access-whatsapp',
      },
    ],
  },
  {
    slug: 'reports',
    label: 'Reports',
    prefix: '/reports',
    // One link per report (issue 32), each shown only to holders of its permission.
    links: [
      {
        text: 'Case report',
        routeName: 'reports.case.index',
        activeRoute: '/reports/case',
        permission: 'access-case-report',
      },
      {
        text: 'Accounts report',
        routeName: 'reports.accounts.index',
        activeRoute: '/reports/accounts',
        permission: 'access-accounts-report',
      },
      {
        text: 'Agent activity report',
        routeName: 'reports.agent-activity.index',
        activeRoute: '/reports/agent-activity',
        permission: 'access-agent-report',
      },
      {
        text: 'Accounts payable report',
        routeName: 'reports.accounts-payable.index',
        activeRoute: '/reports/accounts-payable',
        permission: 'access-accounts-payable-report',
      },
      {
        text: 'Accounts receivable report',
        routeName: 'reports.accounts-receivable.index',
        activeRoute: '/reports/accounts-receivable',
        permission: 'access-accounts-receivable-report',
      },
      {
        text: 'Transmission report',
        routeName: 'reports.transmission.index',
        activeRoute: '/reports/transmission',
        permission: 'access-transmission-report',
      },
      {
        text: 'My exports',
        routeName: 'reports.exports.index',
        activeRoute: '/reports/exports',
        anyOf: permissionGroups.reports,
      },
    ],
  },
]

/** Quick "create" entries (new case, new member…), shown as the Shortcut menu. */
export const shortcutMenu: MenuGroup = {
  slug: 'shortcut',
  label: 'Shortcut',
  prefix: '',
  links: [
    // First: opening a case is what an agent on a call does most (SPEC.md §6: create-case).
    { text: 'New case', routeName: 'navigate.cases.create', permission: 'create-case' },
    { text: 'New member', routeName: 'accounts.members.create', permission: 'create-member' },
    { text: 'New provider', routeName: 'accounts.providers.create', permission: 'create-provider' },
    { text: 'New client', routeName: 'accounts.clients.create', permission: 'create-client' },
    { text: 'New user', routeName: 'accounts.users.create', permission: 'create-user' },
  ],
}

/** Administration pages under /settings (general, appearance, email, security, roles…). */
export const settingsMenu: MenuGroup = {
  slug: 'settings',
  label: 'Settings',
  prefix: '/settings',
  links: [
    {
      text: 'General',
      routeName: 'settings.general.edit',
      activeRoute: '/settings/general',
      permission: 'update-general-settings',
    },
    {
      text: 'Header',
      routeName: 'settings.appearance-header.edit',
      activeRoute: '/settings/appearance-header',
      permission: 'update-appearance-header',
    },
    {
      text: 'Footer',
      routeName: 'settings.appearance-footer.edit',
      activeRoute: '/settings/appearance-footer',
      permission: 'update-appearance-footer',
    },
    {
      text: 'Email',
      routeName: 'settings.email.edit',
      activeRoute: '/settings/email',
      permission: 'update-email-settings',
    },
    {
      text: 'WhatsApp',
      routeName: 'settings.whatsapp.edit',
      activeRoute: '/settings/whatsapp',
      permission: 'update-whatsapp-settings',
    },
    {
      text: 'Security',
      routeName: 'settings.security.edit',
      activeRoute: '/settings/security',
      permission: 'update-security-settings',
    },
    {
      text: 'Roles',
      routeName: 'settings.roles.index',
      activeRoute: '/settings/roles',
      permission: 'access-roles',
    },
    {
      text: 'Capabilities',
      routeName: 'settings.capabilities.index',
      activeRoute: '/settings/capabilities',
      permission: 'access-capabilities',
    },
    {
      text: 'Activity log',
      routeName: 'settings.activity-log.index',
      activeRoute: '/settings/activity-log',
      permission: 'access-activity-log',
    },
  ],
}
