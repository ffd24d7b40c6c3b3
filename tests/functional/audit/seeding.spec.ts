import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedDatabase } from '#database/seeders/main/index_seeder'
import { allPermissions } from '#permissions/catalogue'

async function counts() {
  const tables = [
    'capabilities',
    'roles',
    'capability_role',
    'centers',
    'users',
    'center_user',
    'role_user',
  ]
  const result: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await db.from(table).count('* as total')
    result[table] = Number(row.total)
  }
  return result
}

test.group('Seeding', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('is idempotent: a second run changes nothing', async ({ assert }) => {
    const before = await counts()
    await seedDatabase({ demo: true })
    assert.deepEqual(await counts(), before)
    assert.equal(before.capabilities, allPermissions.length)
  })

  test('creates demo sign-ins only when asked, and restores the catalogue', async ({ assert }) => {
    const demoEmails = ['admin@demo.test', 'supervisor@demo.test', 'agent@demo.test']
    // As if they had never been created: the activity log (which refuses deletes) and the demo
    // cases keep naming the old rows, so those rows stay under other addresses.
    const demoIds = db.from('users').whereIn('email', demoEmails).select('id')
    await db.from('role_user').whereIn('user_id', demoIds).delete()
    await db.from('center_user').whereIn('user_id', demoIds).delete()
    await db
      .from('users')
      .whereIn('email', demoEmails)
      .update({ email: db.raw(`'gone.' || id || '@demo.test'`) })
    await db.from('capabilities').where('name', 'access-countries').delete()

    await seedDatabase({ demo: false })
    assert.lengthOf(await db.from('users').whereIn('email', demoEmails), 0)
    assert.exists(await db.from('capabilities').where('name', 'access-countries').first())
    const [admin] = await db
      .from('capability_role')
      .join('roles', 'roles.id', 'capability_role.role_id')
      .where('roles.name', 'Administrator')
      .count('* as total')
    assert.equal(Number(admin.total), allPermissions.length)

    await seedDatabase({ demo: true })
    assert.lengthOf(await db.from('users').whereIn('email', demoEmails), 3)
  })
})
