import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { userValidator } from '#validators/user'
import { ilikeAny, plainRowOf } from '#resources/shared'
import { deleteImage, storeImage } from '#services/images'
import { endAllSessions } from '#services/password_reset'
import type { Actor } from '#services/actor'
import UserPolicy, {
  assignableCenters,
  checkAccessGrant,
  grantableRoles,
  visibleUsers,
} from '#policies/user_policy'
import type { Option } from '#contracts/list'
import UserTransformer, {
  type PlainUser,
  type PlainUserRecord,
} from '#transformers/user_transformer'
import { kept } from '#resources/registry_references'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

export type UserRow = ReturnType<UserTransformer['toObject']>

/** Role names and center codes come with the page's rows from correlated subqueries (no N+1). */
const ROLE_NAMES = db.raw(
  `(SELECT string_agg(roles.name, ', ' ORDER BY roles.name) FROM role_user
    JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
    WHERE role_user.user_id = users.id) AS role_names`
)
const CENTER_CODES = db.raw(
  `(SELECT string_agg(upper(centers.code), ', ' ORDER BY centers.code) FROM center_user
    JOIN centers ON centers.id = center_user.center_id AND centers.deleted_at IS NULL
    WHERE center_user.user_id = users.id) AS center_codes`
)

function toDetail(user: User) {
  return new UserTransformer(plainRowOf<PlainUserRecord>(user)).forDetail()
}

/** Live roles as options (users' roles, Security settings' two-factor roles). */
export async function roleOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('roles')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

const centerOption = (row: { id: number; code: string; name: string }): Option => ({
  value: String(row.id),
  label: `${row.code.toUpperCase()} — ${row.name}`,
})

/** Live centers as options (the users list's filter; Security settings' self-approval centers). */
export async function centerOptions(): Promise<Option[]> {
  const rows: { id: number; code: string; name: string }[] = await db
    .from('centers')
    .whereNull('deleted_at')
    .orderBy('code')
    .select('id', 'code', 'name')
  return rows.map(centerOption)
}

/**
 * What the form offers: only the roles and centers this user may hand out. On one's own
 * account the access section is read-only (`ownAccount`): nobody changes their own roles or
 * centers.
 */
async function accessFormProps(actor: Actor, user?: User) {
  const [roles, centers] = await Promise.all([grantableRoles(actor), assignableCenters(actor)])
  return {
    roles: roles.map((role): Option => ({ value: String(role.id), label: role.name })),
    centers: centers.map(centerOption),
    ownAccount: user !== undefined && user.id === actor.user?.id,
  }
}

type Input = Infer<(typeof userValidator)['schema']>

/**
 * A user's roles and centers that are live (`trashed: false`), or in the trash. A role or
 * center may go to the trash while users hold it (app/resources/roles.ts, centers.ts): its
 * links stay, so restoring it gives it back, but the forms see and post only the live ones.
 */
async function linksOf(userId: number, trashed: boolean) {
  const linked = (pivot: string, table: string, key: string) => {
    const query = db
      .from(pivot)
      .join(table, `${table}.id`, `${pivot}.${key}`)
      .where(`${pivot}.user_id`, userId)
      .orderBy(`${table}.id`)
      .select(`${table}.id`)
    if (trashed) query.whereNotNull(`${table}.deleted_at`)
    else query.whereNull(`${table}.deleted_at`)
    return query.then((rows: { id: number }[]) => rows.map((row) => row.id))
  }
  const [roles, centers] = await Promise.all([
    linked('role_user', 'roles', 'role_id'),
    linked('center_user', 'centers', 'center_id'),
  ])
  return { roles, centers }
}

const store = {
  model: User,
  subjectType: 'user',
  labels: { email: 'email address' },
  redact: ['password'],
  links: {
    roles: { table: 'role_user', ownerKey: 'user_id', otherKey: 'role_id' },
    centers: { table: 'center_user', ownerKey: 'user_id', otherKey: 'center_id' },
  },
}

/**
 * A user's centers (center_user rows) that another center of theirs stands beside (`also`) or
 * not (`!also`): a center may go to the trash under the first, never under the second, who
 * would be left with nowhere to work. Written against center_user by its own name.
 */
function worksElsewhere(also: boolean) {
  return (query: DatabaseQueryBuilderContract) => {
    const method = also ? 'whereExists' : 'whereNotExists'
    query[method]((other) => {
      other
        .from('center_user as other_center')
        .join('centers as other_centers', 'other_centers.id', 'other_center.center_id')
        .whereColumn('other_center.user_id', 'center_user.user_id')
        .whereColumn('other_center.center_id', '<>', 'center_user.center_id')
        .whereNull('other_centers.deleted_at')
    })
  }
}

export const usersResource = {
  pages: 'accounts/users' as const,
  routes: 'accounts.users',
  noun: 'User',
  permissions: permissionSet('users', 'user'),
  // The picture: store and update read multipart bodies (app/middleware/uploads_middleware.ts).
  takesFiles: true,
  list: {
    model: User,
    columns: [
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.picture',
      'users.status',
      'users.last_login_at',
      'users.created_at',
      'users.updated_at',
      'users.deleted_at',
      ROLE_NAMES,
      CENTER_CODES,
    ],
    sortable: {
      name: 'users.last_name',
      email: 'users.email',
      last_login_at: 'users.last_login_at',
      updated_at: 'users.updated_at',
    },
    defaultSort: 'name',
    search: (query, term) =>
      query.where(ilikeAny(['users.first_name', 'users.last_name', 'users.email'], term)),
    filters: {
      status: {
        options: () => [
          { label: 'Enabled', value: 'enabled' },
          { label: 'Disabled', value: 'disabled' },
        ],
        apply: (query, values) => void query.whereIn('users.status', values),
      },
      roles: {
        options: roleOptions,
        apply: (query, values) =>
          void query.whereExists((sub) => {
            sub
              .from('role_user')
              .whereColumn('role_user.user_id', 'users.id')
              .whereIn('role_user.role_id', values.map(Number))
          }),
      },
      centers: {
        options: centerOptions,
        apply: (query, values) =>
          void query.whereExists((sub) => {
            sub
              .from('center_user')
              .whereColumn('center_user.user_id', 'users.id')
              .whereIn('center_user.center_id', values.map(Number))
          }),
      },
    },
    transformer: UserTransformer,
  },
  store,
  validator: userValidator,
  attributes: async (input: Input) => ({
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone ?? null,
    status: input.status,
    // The model hashes it on save; the log records only that it changed.
    ...(input.password ? { password: input.password } : {}),
    ...(input.picture
      ? { picture: await storeImage(input.picture, 'pictures') }
      : input.remove_picture
        ? { picture: null }
        : {}),
  }),
  // The form posts live roles and centers only; links to trashed ones are kept as they are.
  links: async (input: Input, user?: User) => {
    const trashed = user ? await linksOf(user.id, true) : { roles: [], centers: [] }
    return {
      roles: [...(input.roles ?? []), ...trashed.roles],
      centers: [...input.centers, ...trashed.centers],
    }
  },
  visibleTo: (query, { actor }) => visibleUsers(query, actor),
  policy: UserPolicy,
  checkInput: async (input: Input, user, { actor }) => {
    const current = user && (await linksOf(user.id, false))
    await checkAccessGrant(
      input,
      actor,
      user && current ? { id: user.id, roles: current.roles, centers: current.centers } : undefined
    )
  },
  toDetail,
  label: (user: User) => user.fullName,
  formProps: async (user, { actor }) => accessFormProps(actor, user),
  loadDetail: async (user: User) => {
    const links = await linksOf(user.id, false)
    user.$extras.role_ids = links.roles
    user.$extras.center_ids = links.centers
    const row: { role_names: string | null; center_codes: string | null } = await db
      .from('users')
      .where('users.id', user.id)
      .select(ROLE_NAMES, CENTER_CODES)
      .firstOrFail()
    user.$extras.role_names = row.role_names
    user.$extras.center_codes = row.center_codes
    return user
  },
  references: [
    // The user's own links and records, written and kept with the account.
    {
      table: 'role_user',
      column: 'role_id',
      target: 'roles',
      noun: ['user', 'users'],
      verb: ['holds', 'hold'],
      live: { table: 'users', column: 'user_id' },
      onDelete: 'warn',
      advice:
        'they lose its permissions while it is in the trash, and get them back if it is restored.',
    },
    kept('user_id', 'users', 'its own roles, kept with it in the trash', 'role_user'),
    {
      table: 'center_user',
      column: 'center_id',
      target: 'centers',
      noun: ['user', 'users'],
      verb: ['works only in', 'work only in'],
      live: { table: 'users', column: 'user_id' },
      where: worksElsewhere(false),
      onDelete: 'refuse',
      advice: 'Give them another center first.',
    },
    {
      table: 'center_user',
      column: 'center_id',
      target: 'centers',
      noun: ['user', 'users'],
      verb: ['works in', 'work in'],
      live: { table: 'users', column: 'user_id' },
      where: worksElsewhere(true),
      onDelete: 'warn',
      advice:
        'they keep their other centers and lose this one while it is in the trash; restoring it gives it back.',
    },
    kept('user_id', 'users', 'its own centers, kept with it in the trash', 'center_user'),
    kept(
      'current_center_id',
      'centers',
      'the center a user last switched to, one of their own: a trashed one is simply not current until they switch (app/services/shared_user.ts)'
    ),
    kept('user_id', 'users', 'its own second factor', 'two_factor_credentials'),
    kept('user_id', 'users', 'its own reset links', 'password_reset_tokens'),
    kept('user_id', 'users', 'its own email changes', 'email_change_requests'),
  ],
  deleteRefusal: (user: User, request) =>
    request.user.id === user.id ? 'You cannot delete your own account.' : null,
  /**
   * A disabled or trashed user, or one whose password someone else set, is signed out
   * everywhere at once, not on their next request (setting one's own keeps this session, as My
   * account › Password does); a replaced or removed picture's file is deleted.
   */
  afterWrite: async (user: User, action, before, { ctx }) => {
    const passwordSet = action === 'update' && before?.password !== user.password
    if (action === 'delete' || (action === 'update' && !user.isEnabled)) {
      await endAllSessions(user.id)
    } else if (passwordSet) {
      const own = ctx.auth.user?.id === user.id
      await endAllSessions(user.id, own ? { except: ctx.session.sessionId } : {})
    }
    // The center the user works in must be one of theirs: a new user starts in their first, and
    // one removed from their current center moves to another. It is a session preference, not
    // business data, so it is not logged.
    if (action === 'create' || action === 'update') {
      const { centers } = await linksOf(user.id, false)
      if (!user.currentCenterId || !centers.includes(user.currentCenterId)) {
        await db
          .from('users')
          .where('id', user.id)
          .update({ current_center_id: centers[0] ?? null })
      }
    }
    const previous = before?.picture as string | null | undefined
    if (action === 'update' && previous && previous !== user.picture) await deleteImage(previous)
  },
} satisfies ResourceDefinition<
  typeof User,
  UserRow,
  ReturnType<typeof toDetail>,
  (typeof userValidator)['schema'],
  'accounts/users',
  PlainUser
>
