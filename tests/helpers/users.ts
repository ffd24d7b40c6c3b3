import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import type { Permission } from '#permissions/catalogue'

export const DEMO_PASSWORD = 'Demo-Passw0rd!'

export async function demoUser(
  email: 'admin@demo.test' | 'supervisor@demo.test' | 'agent@demo.test'
) {
  return User.findByOrFail('email', email)
}

let sequence = 0

/**
 * A user holding exactly `permissions` (through a role made for them) in the given centers.
 * Runs inside the test group's global transaction, so it disappears afterwards.
 */
export async function makeUser(
  options: {
    permissions?: Permission[]
    centers?: string[]
    status?: 'enabled' | 'disabled'
    password?: string
  } = {}
) {
  sequence += 1
  const now = new Date()
  const centerRows: { id: number }[] = await db
    .from('centers')
    .whereIn('code', options.centers ?? ['KUL'])
    .select('id')
  const user = await User.create({
    firstName: 'Test',
    lastName: `User${sequence}`,
    email: `user${sequence}.${Date.now()}@test.local`,
    // The auth mixin hashes on save.
    password: options.password ?? DEMO_PASSWORD,
    status: options.status ?? 'enabled',
    currentCenterId: centerRows[0]?.id ?? null,
  })
  await user.related('centers').attach(centerRows.map((row) => row.id))
  if (options.permissions?.length) {
    const [role] = await db
      .insertQuery()
      .table('roles')
      .insert({ name: `Role ${sequence} ${Date.now()}`, created_at: now, updated_at: now })
      .returning('id')
    await db.rawQuery(
      'INSERT INTO capability_role (role_id, capability_id) SELECT ?, id FROM capabilities WHERE name = ANY(?)',
      [role.id, options.permissions]
    )
    await db.insertQuery().table('role_user').insert({ user_id: user.id, role_id: role.id })
  }
  return user
}

/**
 * A user holding the system role (Administrator) in the given centers: the one kind of user
 * the access rules let manage everyone (app/policies/user_policy.ts).
 */
export async function makeAdministrator(options: { centers?: string[] } = {}) {
  const user = await makeUser({ centers: options.centers ?? ['KUL', 'BKK', 'MNL'] })
  const role: { id: number } = await db.from('roles').where('is_system', true).firstOrFail()
  await db.insertQuery().table('role_user').insert({ user_id: user.id, role_id: role.id })
  return user
}

/** The capabilities a role holds, by name (a seeded role's, for users who must hold them). */
export async function roleCapabilities(roleName: string): Promise<Permission[]> {
  const rows: { name: Permission }[] = await db
    .from('capabilities')
    .join('capability_role', 'capability_role.capability_id', 'capabilities.id')
    .join('roles', 'roles.id', 'capability_role.role_id')
    .where('roles.name', roleName)
    .whereNull('roles.deleted_at')
    .select('capabilities.name')
  return rows.map((row) => row.name)
}

export async function activityRows(action: string) {
  return db.from('activity_logs').where('action', action).orderBy('id', 'desc')
}
