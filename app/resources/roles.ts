import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import Role from '#models/role'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { isPermission, permissionSet } from '#permissions/catalogue'
import { roleValidator } from '#validators/role'
import { ilikeAny, plainRowOf } from '#resources/shared'
import { allCapabilityIds, capabilityGroups } from '#resources/capabilities'
import { readLinks } from '#services/record_store'
import RolePolicy, { checkCapabilityGrant } from '#policies/role_policy'
import RoleTransformer, {
  type PlainRole,
  type PlainRoleRecord,
} from '#transformers/role_transformer'
import { kept } from '#resources/registry_references'

export type RoleRow = ReturnType<RoleTransformer['toObject']>

/** How many users a role page lists; the total is told beside them. */
const USERS_SHOWN = 50

/**
 * Counts come with the page's rows from correlated subqueries, each served by an index that
 * starts with role_id (capability_role's primary key, role_user_role_id_index): no N+1. Trashed
 * users no longer hold anything, so they are not counted.
 */
const CAPABILITIES_COUNT = db.raw(
  `(SELECT count(*) FROM capability_role
    WHERE capability_role.role_id = roles.id)::int AS capabilities_count`
)
const USERS_COUNT = db.raw(
  `(SELECT count(*) FROM role_user
    JOIN users ON users.id = role_user.user_id AND users.deleted_at IS NULL
    WHERE role_user.role_id = roles.id)::int AS users_count`
)

/** The detail page and edit form: the row plus the ids of the capabilities it holds. */
function toDetail(role: Role) {
  return new RoleTransformer(plainRowOf<PlainRoleRecord>(role)).forDetail()
}

/** The first users who hold the role, by name, and how many hold it in all. */
async function roleUsers(roleId: number) {
  const holders = db
    .from('users')
    .join('role_user', 'role_user.user_id', 'users.id')
    .where('role_user.role_id', roleId)
    .whereNull('users.deleted_at')
  const [rows, [{ total }]] = await Promise.all([
    holders
      .clone()
      .orderBy(['users.last_name', 'users.first_name', 'users.id'])
      .limit(USERS_SHOWN)
      .select('users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.status'),
    holders.clone().count('* as total') as Promise<{ total: string | number }[]>,
  ])
  return {
    rows: (
      rows as {
        id: number
        first_name: string
        last_name: string
        email: string
        status: string
      }[]
    ).map((user) => ({
      id: user.id,
      name: `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
      status: user.status,
    })),
    total: Number(total),
  }
}

type Input = Infer<(typeof roleValidator)['schema']>

const store = {
  model: Role,
  subjectType: 'role',
  labels: { name: 'role name' },
  links: {
    capabilities: { table: 'capability_role', ownerKey: 'role_id', otherKey: 'capability_id' },
  },
}

export const rolesResource = {
  pages: 'settings/roles' as const,
  routes: 'settings.roles',
  noun: 'Role',
  permissions: permissionSet('roles', 'role'),
  list: {
    model: Role,
    columns: [
      'roles.id',
      'roles.name',
      'roles.description',
      'roles.is_system',
      'roles.created_at',
      'roles.updated_at',
      'roles.deleted_at',
      CAPABILITIES_COUNT,
      USERS_COUNT,
    ],
    sortable: { name: 'roles.name', updated_at: 'roles.updated_at' },
    defaultSort: 'name',
    search: (query, term) => query.where(ilikeAny(['roles.name', 'roles.description'], term)),
    transformer: RoleTransformer,
  },
  store,
  validator: roleValidator,
  // is_system is never taken from a form: only the seeder makes the system role.
  attributes: (input: Input) => ({
    name: input.name,
    description: input.description ?? null,
  }),
  /**
   * The system role holds every capability whatever is posted (its checklist is read-only;
   * a crafted request changes nothing), and is topped up if the catalogue grew since the seed.
   */
  links: async (input: Input, role?: Role) => ({
    capabilities: role?.isSystem ? await allCapabilityIds() : (input.capabilities ?? []),
  }),
  toDetail,
  label: (role: Role) => role.name,
  references: [
    kept('role_id', 'roles', 'its own checklist, kept with it in the trash', 'capability_role'),
  ],
  deleteRefusal: (role: Role) =>
    role.isSystem
      ? `${role.name} is the system role: it always holds every capability and cannot be deleted.`
      : null,
  policy: RolePolicy,
  checkInput: (input: Input, _role, request) => checkCapabilityGrant(input, request.actor),
  // The checklist offers the catalogue grouped by menu area: all of it to an administrator,
  // else only what the user holds (nobody grants more than they hold).
  formProps: async (_role, { actor }) => {
    const groups = await capabilityGroups()
    if (actor.isAdministrator) return { capabilityGroups: groups }
    return {
      capabilityGroups: groups
        .map((group) => ({
          ...group,
          capabilities: group.capabilities.filter(
            (item) => isPermission(item.name) && actor.permissions.has(item.name)
          ),
        }))
        .filter((group) => group.capabilities.length > 0),
    }
  },
  loadDetail: async (role: Role) => {
    const { capabilities } = await readLinks(store, role.id, ['capabilities'])
    role.$extras.capability_ids = capabilities
    role.$extras.capabilities_count = capabilities.length
    const [{ total }] = await db
      .from('role_user')
      .join('users', 'users.id', 'role_user.user_id')
      .where('role_user.role_id', role.id)
      .whereNull('users.deleted_at')
      .count('* as total')
    role.$extras.users_count = Number(total)
    return role
  },
  // The page lists what the role allows, by menu area, and who holds it.
  viewProps: async (role) => ({
    capabilityGroups: await capabilityGroups(role.id),
    users: await roleUsers(role.id),
  }),
} satisfies ResourceDefinition<
  typeof Role,
  RoleRow,
  ReturnType<typeof toDetail>,
  (typeof roleValidator)['schema'],
  'settings/roles',
  PlainRole
>
