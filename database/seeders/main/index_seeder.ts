import app from '@adonisjs/core/services/app'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { seedAccess } from '#database/seeders/reference/access_seeder'
import { seedDemoAccounts } from '#database/seeders/demo/demo_accounts'

/** Reference data always; demo sign-ins only when asked. One transaction: all or nothing. */
export async function seedDatabase(options: { demo: boolean }) {
  await db.transaction(async (trx) => {
    await seedAccess(trx)
    if (options.demo) {
      await seedDemoAccounts(trx)
    }
  })
}

/** The only seeder Lucid runs. Demo accounts are never created in production. */
export default class IndexSeeder extends BaseSeeder {
  async run() {
    await seedDatabase({ demo: !app.inProduction })
  }
}
