import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { seedAccess } from '#database/seeders/reference/access_seeder'
import { seedCountries } from '#database/seeders/reference/countries_seeder'
import { seedIcds } from '#database/seeders/reference/icds_seeder'
import { seedGopTemplates } from '#database/seeders/reference/gop_templates_seeder'
import { seedIncidentScripts } from '#database/seeders/reference/incident_scripts_seeder'
import { seedIncidentTaxonomy } from '#database/seeders/reference/incident_taxonomy_seeder'
import { seedVerificationForms } from '#database/seeders/reference/verification_forms_seeder'
import {
  seedCurrencies,
  seedProgramTypes,
  seedStates,
} from '#database/seeders/reference/lists_seeder'
import { seedDemoAccounts } from '#database/seeders/demo/demo_accounts'
import { seedDemoReference } from '#database/seeders/demo/demo_reference'
import { seedDemoClients } from '#database/seeders/demo/demo_clients'
import { seedDemoMembers } from '#database/seeders/demo/demo_members'
import { seedDemoProviders } from '#database/seeders/demo/demo_providers'
import { seedDemoCases } from '#database/seeders/demo/demo_cases'
import { seedDemoTasks } from '#database/seeders/demo/demo_tasks'
import { seedDemoGops } from '#database/seeders/demo/demo_gops'
import { seedDemoChargeSlips } from '#database/seeders/demo/demo_charge_slips'
import { seedDemoRfps } from '#database/seeders/demo/demo_rfps'
import { seedDemoVerifications } from '#database/seeders/demo/demo_verifications'
import { seedDemoMoneyHistory } from '#database/seeders/demo/demo_money_history'
import { seedDemoCaseRecords } from '#database/seeders/demo/demo_case_records'
import { seedDemoCaseNotes } from '#database/seeders/demo/demo_case_notes'
import { seedDemoCaseCalls } from '#database/seeders/demo/demo_case_calls'
import { seedDemoWhatsapp } from '#database/seeders/demo/demo_whatsapp'
import { useFakeGraphSettings } from '#services/whatsapp/fake_graph_settings'

/** Reference data always; demo sign-ins only when asked. One transaction: all or nothing. */
export async function seedDatabase(options: { demo: boolean }) {
  const loadedIcds = await db.transaction(async (trx) => {
    await seedAccess(trx)
    await seedCountries(trx)
    await seedStates(trx)
    await seedCurrencies(trx)
    await seedProgramTypes(trx)
    await seedIncidentTaxonomy(trx)
    await seedIncidentScripts(trx)
    await seedGopTemplates(trx)
    await seedVerificationForms(trx)
    const loaded = await seedIcds(trx)
    if (options.demo) {
      await seedDemoAccounts(trx)
      await seedDemoReference(trx)
      await seedDemoClients(trx)
      await seedDemoMembers(trx)
      await seedDemoProviders(trx)
      await seedDemoCases(trx)
      await seedDemoCaseRecords(trx)
      await seedDemoCaseNotes(trx)
      await seedDemoCaseCalls(trx)
      await seedDemoTasks(trx)
      await seedDemoGops(trx)
      await seedDemoChargeSlips(trx)
      await seedDemoRfps(trx)
      await seedDemoVerifications(trx)
      await seedDemoMoneyHistory(trx)
      await seedDemoWhatsapp(trx)
    }
    return loaded
  })
  // After a bulk load: statistics for the planner and a visibility map for index-only counts.
  // VACUUM cannot run inside a transaction, hence after it.
  if (loadedIcds) await db.rawQuery('VACUUM ANALYZE icds')
}

/**
 * The only seeder Lucid runs. Demo data follows DEMO_DATA when it is set and is otherwise left
 * out of production: `npm start` runs the production build and sets DEMO_DATA=true for a local
 * install, while a deployment (NODE_ENV=production, no DEMO_DATA) never gets demo sign-ins.
 */
export default class IndexSeeder extends BaseSeeder {
  async run() {
    await seedDatabase({ demo: env.get('DEMO_DATA') ?? !app.inProduction })
    await pointWhatsappAtTheFake()
  }
}

/**
 * Under `npm start` with its fake Graph server (bin/start.ts sets FAKE_GRAPH_*): Settings ›
 * WhatsApp are pointed at the fake unless someone configured them. Here because the seeder is
 * the booted step `npm start` already runs before the web server (it needs the database and
 * APP_KEY's encryption); the outcome is said on the terminal, next to the start banner.
 */
async function pointWhatsappAtTheFake() {
  const url = env.get('FAKE_GRAPH_URL')
  const accessToken = env.get('FAKE_GRAPH_TOKEN')
  const appSecret = env.get('FAKE_GRAPH_APP_SECRET')
  const verifyToken = env.get('FAKE_GRAPH_VERIFY_TOKEN')
  if (!url || !accessToken || !appSecret || !verifyToken) return
  const outcome = await useFakeGraphSettings({ url, accessToken, appSecret, verifyToken })
  if (outcome.written) {
    console.log(
      `WhatsApp: Settings › WhatsApp point at the fake Graph server (${url}), its number → ${outcome.centerCode}.`
    )
  } else if (outcome.reason === 'configured') {
    console.log('WhatsApp: Settings › WhatsApp are configured; the fake Graph server is not used.')
  } else {
    console.log('WhatsApp: no center yet, so no business number for the fake Graph server.')
  }
}
