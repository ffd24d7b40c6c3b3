import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { allPermissions, describePermission, groupOf, isPermission } from '#permissions/catalogue'

export const ADMINISTRATOR_ROLE = 'Administrator'

/**
 * Brings the capabilities table in line with the permission catalogue and gives the
 * Administrator role every capability. Safe to run on every start: descriptions an
 * administrator edited are kept, and capabilities no longer in the catalogue are removed.
 */
export async function seedAccess(trx: TransactionClientContract) {
  const now = new Date()
  await trx
    .insertQuery()
    .table('capabilities')
    .knexQuery.insert(
      allPermissions.map((name) => ({
        name,
        group: groupOf(name),
        description: describePermission(name),
        created_at: now,
        updated_at: now,
      }))
    )
    .onConflict('name')
    .merge(['group'])

  const stale: { id: number; name: string }[] = await trx.from('capabilities').select('id', 'name')
  const staleIds = stale.filter((row) => !isPermission(row.name)).map((row) => row.id)
  if (staleIds.length > 0) {
    await trx.from('capabilities').whereIn('id', staleIds).delete()
  }

  let admin: { id: number } | null = await trx
    .from('roles')
    .whereRaw('lower(name) = lower(?)', [ADMINISTRATOR_ROLE])
    .whereNull('deleted_at')
    .select('id')
    .first()
  if (!admin) {
    const [created] = await trx
      .insertQuery()
      .table('roles')
      .insert({
        name: ADMINISTRATOR_ROLE,
        description: 'Every permission in the catalogue.',
        is_system: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    admin = created
  }

  await trx.rawQuery(
    `INSERT INTO capability_role (role_id, capability_id)
     SELECT ?, id FROM capabilities
     ON CONFLICT DO NOTHING`,
    [admin!.id]
  )
  return { administratorRoleId: admin!.id }
}
