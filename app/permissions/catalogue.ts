/**
 * The permission catalogue: every permission string the application knows, grouped by menu area.
 * It is the single source of truth: the capabilities table is seeded from it, route guards and
 * policies check its names, and the client's menus are typed against it.
 *
 * Naming follows SPEC.md §6: `access-<plural>` lists a resource (index and view), and the
 * singular form carries the write actions (`create-member`, `update-gop-setting`).
 */

/** The standard CRUD + trash set for a resource. */
function crud<const P extends string, const S extends string>(plural: P, singular: S) {
  return [
    `access-${plural}`,
    `create-${singular}`,
    `update-${singular}`,
    `delete-${singular}`,
    `restore-${singular}`,
  ] as const
}

export const permissionGroups = {
  manage: [
    ...crud('business-entities', 'business-entity'),
    ...crud('centers', 'center'),
    ...crud('countries', 'country'),
    ...crud('states', 'state'),
    ...crud('currencies', 'currency'),
    ...crud('programs', 'program'),
    ...crud('program-types', 'program-type'),
    ...crud('icds', 'icd'),
    ...crud('incident-types', 'incident-type'),
    ...crud('incident-categories', 'incident-category'),
    ...crud('incident-services', 'incident-service'),
    ...crud('incident-items', 'incident-item'),
    ...crud('incident-scripts', 'incident-script'),
    ...crud('email-groups', 'email-group'),
    ...crud('whats-app-templates', 'whats-app-template'),
    ...crud('gop-templates', 'gop-template'),
    'update-gop-setting',
    // Each insurer's verification form (issue 33): PRODUCT.md's full set for a Manage resource.
    ...crud('verification-forms', 'verification-form'),
  ],
  accounts: [
    ...crud('users', 'user'),
    ...crud('members', 'member'),
    ...crud('providers', 'provider'),
    ...crud('clients', 'client'),
  ],
  navigate: [
    'access-cases',
    'create-case',
    'view-case',
    'update-case',
    'delete-case',
    'restore-case',
    'force-close-case',
    'access-contacts',
    'access-incidents',
    'access-feedbacks',
    ...crud('tasks', 'task'),
    ...crud('guarantee-of-payments', 'guarantee-of-payment'),
    'approve-guarantee-of-payments',
    'send-guarantee-of-payments',
    'revise-guarantee-of-payments',
    ...crud('withdrawal-of-gops', 'withdrawal-of-gop'),
    ...crud('request-for-payments', 'request-for-payment'),
    'approve-request-for-payments',
    'collect-request-for-payments',
    ...crud('charge-slips', 'charge-slip'),
    'approve-charge-slips',
    'pay-charge-slips',
  ],
  verify: [
    'verify-allied-bankers',
    'verify-hong-leong-assurance',
    'verify-pacific-cross',
    'verify-great-eastern',
    'verify-zurich',
    'verify-takaful-brunei',
    'verify-starr-international',
  ],
  messaging: ['access-whatsapp'],
  reports: [
    'access-case-report',
    'access-accounts-report',
    'access-agent-report',
    'access-accounts-payable-report',
    'access-accounts-receivable-report',
    'access-transmission-report',
  ],
  settings: [
    'update-general-settings',
    'update-appearance-header',
    'update-appearance-footer',
    'update-email-settings',
    'update-security-settings',
    'update-whatsapp-settings',
    ...crud('roles', 'role'),
    'access-capabilities',
    'update-capability',
    'access-activity-log',
  ],
} as const

export type PermissionGroup = keyof typeof permissionGroups
export type Permission = (typeof permissionGroups)[PermissionGroup][number]

export const permissionGroupNames = Object.keys(permissionGroups) as PermissionGroup[]

export const allPermissions: readonly Permission[] = permissionGroupNames.flatMap(
  (group) => permissionGroups[group]
)

const known = new Set<string>(allPermissions)
export function isPermission(value: string): value is Permission {
  return known.has(value)
}

/** A readable default description, e.g. "access-incident-types" → "Access incident types". */
export function describePermission(permission: Permission): string {
  const [verb, ...rest] = permission.split('-')
  return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${rest.join(' ')}`
}

export function groupOf(permission: Permission): PermissionGroup {
  return permissionGroupNames.find((group) =>
    (permissionGroups[group] as readonly string[]).includes(permission)
  )!
}

type CrudVerb = 'create' | 'update' | 'delete' | 'restore'
type AccessName<P extends string> = `access-${P}` extends Permission ? P : never
type CrudName<S extends string> = `${CrudVerb}-${S}` extends Permission ? S : never

/**
 * The five permissions of a resource, by SPEC.md §6's mapping to actions, and `view` where
 * SPEC.md gives a record's page a permission of its own beside the list's (a case: `view-case`).
 */
export type PermissionSet = Record<'access' | CrudVerb, Permission> & { view?: Permission }

/**
 * The permission set of a CRUD resource; a resource name that is not in the catalogue does not
 * compile (`permissionSet('countries', 'country')`).
 */
export function permissionSet<P extends string, S extends string>(
  plural: AccessName<P>,
  singular: CrudName<S>
): PermissionSet {
  return {
    access: `access-${plural}` as Permission,
    create: `create-${singular}` as Permission,
    update: `update-${singular}` as Permission,
    delete: `delete-${singular}` as Permission,
    restore: `restore-${singular}` as Permission,
  }
}
