import app from '@adonisjs/core/services/app'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { seedAccess } from '#database/seeders/reference/access_seeder'
import { seedDemoAccounts } from '#database/seeders/demo/demo_accounts'

/**
 * The only seeder Lucid runs: reference data always, demo data everywhere except production.
 * Everything runs in one transaction so a failed seed leaves nothing half-written.
 */
export default class IndexSeeder extends BaseSeeder {
  async run() {
    await db.transaction(async (trx) => {
      await seedAccess(trx)
      if (!app.inProduction) {
        await seedDemoAccounts(trx)
      }
    })
  }
}
