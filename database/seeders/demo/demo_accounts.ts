import hash from '@adonisjs/core/services/hash'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { permissionGroups, type Permission } from '#permissions/catalogue'

export const DEMO_PASSWORD = 'Demo-Passw0rd!'

export const demoCenters = [
  {
    code: 'KUL',
    name: 'Kuala Lumpur',
    time_zone: 'Asia/Kuala_Lumpur',
    currency_code: 'MYR',
    operations_email: 'ops.kul@assist-demo.test',
  },
  {
    code: 'BKK',
    name: 'Bangkok',
    time_zone: 'Asia/Bangkok',
    currency_code: 'THB',
    operations_email: 'ops.bkk@assist-demo.test',
  },
  {
    code: 'MNL',
    name: 'Manila',
    time_zone: 'Asia/Manila',
    currency_code: 'PHP',
    operations_email: 'ops.mnl@assist-demo.test',
  },
] as const

type CenterCode = (typeof demoCenters)[number]['code']

/** Demo roles, defined by the permission groups they draw from. */
const supervisorPermissions: Permission[] = [
  ...permissionGroups.navigate,
  ...permissionGroups.accounts,
  ...permissionGroups.verify,
  ...permissionGroups.messaging,
  ...permissionGroups.reports,
  ...permissionGroups.manage.filter((name) => name.startsWith('access-')),
]
/** An agent works cases and talks to members; no Manage, Settings or Reports permission. */
const agentPermissions: Permission[] = [
  ...permissionGroups.navigate.filter(
    (name) =>
      !name.startsWith('approve-') &&
      !name.startsWith('pay-') &&
      !name.startsWith('collect-') &&
      !name.startsWith('restore-') &&
      !name.startsWith('delete-') &&
      name !== 'force-close-case'
  ),
  'access-members',
  'create-member',
  'access-providers',
  'access-clients',
  ...permissionGroups.verify,
  ...permissionGroups.messaging,
]

export const demoRoles = [
  {
    name: 'Supervisor',
    description: 'Approves money and reads reports.',
    permissions: supervisorPermissions,
  },
  {
    name: 'Agent',
    description: 'Handles cases, members and messaging.',
    permissions: agentPermissions,
  },
]

export const demoUsers: {
  email: string
  firstName: string
  lastName: string
  role: string
  centers: CenterCode[]
}[] = [
  {
    email: 'admin@demo.test',
    firstName: 'Aisha',
    lastName: 'Rahman',
    role: 'Administrator',
    centers: ['KUL', 'BKK', 'MNL'],
  },
  {
    email: 'supervisor@demo.test',
    firstName: 'Somchai',
    lastName: 'Wongsakul',
    role: 'Supervisor',
    centers: ['KUL', 'BKK'],
  },
  {
    email: 'agent@demo.test',
    firstName: 'Maria',
    lastName: 'Santos',
    role: 'Agent',
    centers: ['KUL'],
  },
]

/**
 * Demo centers, roles and sign-ins. Idempotent: existing rows are left as they are (a demo user
 * who changed their password keeps it). Never called in production (see the main seeder).
 */
export async function seedDemoAccounts(trx: TransactionClientContract) {
  const now = new Date()
  for (const center of demoCenters) {
    const existing = await trx.from('centers').whereRaw('upper(code) = ?', [center.code]).first()
    if (!existing) {
      await trx
        .insertQuery()
        .table('centers')
        .insert({ ...center, created_at: now, updated_at: now })
    } else if (existing.operations_email === null) {
      // A demo installed before centers had one gets it once; an address set since is kept.
      await trx
        .from('centers')
        .where('id', existing.id)
        .update({ operations_email: center.operations_email, updated_at: now })
    }
  }
  const centerRows: { id: number; code: string }[] = await trx.from('centers').select('id', 'code')
  const centerId = (code: string) => centerRows.find((row) => row.code.toUpperCase() === code)!.id

  for (const role of demoRoles) {
    let row: { id: number } | null = await trx
      .from('roles')
      .whereRaw('lower(name) = lower(?)', [role.name])
      .whereNull('deleted_at')
      .first()
    if (!row) {
      ;[row] = await trx
        .insertQuery()
        .table('roles')
        .insert({
          name: role.name,
          description: role.description,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
      await trx.rawQuery(
        `INSERT INTO capability_role (role_id, capability_id)
         SELECT ?, id FROM capabilities WHERE name = ANY(?) ON CONFLICT DO NOTHING`,
        [row!.id, role.permissions]
      )
    }
  }

  for (const user of demoUsers) {
    const existing = await trx.from('users').whereRaw('lower(email) = ?', [user.email]).first()
    if (existing) continue
    const [created]: { id: number }[] = await trx
      .insertQuery()
      .table('users')
      .insert({
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        password: await hash.make(DEMO_PASSWORD),
        status: 'enabled',
        current_center_id: centerId(user.centers[0]),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    await trx
      .insertQuery()
      .table('center_user')
      .multiInsert(user.centers.map((code) => ({ user_id: created.id, center_id: centerId(code) })))
    const role = await trx.from('roles').whereRaw('lower(name) = lower(?)', [user.role]).first()
    await trx.insertQuery().table('role_user').insert({ user_id: created.id, role_id: role.id })
  }
}

/**
 * Who made the demo's money documents: the demo agent (else `fallback`), so that the demo's
 * administrator and supervisor can approve what is pending (four eyes: a maker never approves
 * their own; app/workflows/four_eyes.ts).
 */
export async function demoMakerId(trx: TransactionClientContract, fallback: number) {
  const agent: { id: number } | null = await trx
    .from('users')
    .where('email', 'agent@demo.test')
    .select('id')
    .first()
  return agent?.id ?? fallback
}
