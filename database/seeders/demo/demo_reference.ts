import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { writeSettings } from '#services/settings'

/**
 * Demo email groups, WhatsApp templates and business entities, so the screens are not empty
 * outside production.
 */
export async function seedDemoReference(trx: TransactionClientContract) {
  const now = new Date()
  await seedDemoRates(trx, now)
  const [{ total: groups }] = await trx.from('email_groups').count('* as total')
  if (Number(groups) === 0) {
    await trx
      .insertQuery()
      .table('email_groups')
      .multiInsert([
        {
          name: 'KUL operations',
          addresses: ['ops.kul@assist.example', 'duty.kul@assist.example'],
          created_at: now,
          updated_at: now,
        },
        {
          name: 'Allied Bankers claims',
          addresses: ['claims@alliedbankers.example'],
          created_at: now,
          updated_at: now,
        },
        {
          name: 'Finance',
          addresses: ['billing@assist.example', 'ap@assist.example'],
          created_at: now,
          updated_at: now,
        },
        {
          name: 'Allied Bankers accounts',
          addresses: ['accounts.payable@alliedbankers.example'],
          created_at: now,
          updated_at: now,
        },
      ])
  }
  const [{ total: templates }] = await trx.from('whats_app_templates').count('* as total')
  if (Number(templates) === 0) {
    await trx
      .insertQuery()
      .table('whats_app_templates')
      .multiInsert([
        {
          name: 'case_opened',
          language: 'en',
          category: 'UTILITY',
          body: 'Hello {{1}}, we have opened case {{2}} for you. Reply here at any time; our team is available 24/7.',
          status: 'approved',
          created_at: now,
          updated_at: now,
        },
        {
          name: 'documents_needed',
          language: 'en',
          category: 'UTILITY',
          body: 'Hello {{1}}, to continue with case {{2}} please send a photo of your passport and policy card.',
          status: 'approved',
          created_at: now,
          updated_at: now,
        },
        {
          name: 'case_opened',
          language: 'ms',
          category: 'UTILITY',
          body: 'Hai {{1}}, kami telah membuka kes {{2}} untuk anda. Balas di sini pada bila-bila masa.',
          status: 'pending',
          created_at: now,
          updated_at: now,
        },
      ])
  }
  await seedDemoBusinessEntities(trx)
  await seedDemoDefaultIssuer(trx)
}

/**
 * Manage › GOP settings' default business entity: the Malaysian one, which issues the company's
 * GOPs by default and heads an RFP on a case without an approved GOP. Set once, when it has
 * never been saved (no settings row): an administrator's choice, even none, stays.
 */
async function seedDemoDefaultIssuer(trx: TransactionClientContract) {
  const saved = await trx.from('settings').where('key', 'gop_default_business_entity_id').first()
  if (saved) return
  const entity: { id: number } | null = await trx
    .from('business_entities')
    .where('code', 'AA-MY')
    .whereNull('deleted_at')
    .select('id')
    .first()
  if (entity) await writeSettings({ gop_default_business_entity_id: entity.id }, trx)
}

/** The company's three legal entities, one per center's country, with bank and GOP settings. */
async function seedDemoBusinessEntities(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('business_entities').count('* as total')
  if (Number(total) > 0) return
  const now = new Date()
  const countries: { id: number; code: string }[] = await trx
    .from('countries')
    .whereIn('code', ['MY', 'TH', 'PH'])
    .select('id', 'code')
  const countryId = (code: string) => countries.find((country) => country.code === code)?.id
  const finance: { id: number } | null = await trx
    .from('email_groups')
    .where('name', 'Finance')
    .select('id')
    .first()
  const entities = [
    {
      code: 'AA-MY',
      name: 'Assist Asia Malaysia',
      legal_name: 'Assist Asia (Malaysia) Sdn. Bhd.',
      registration_number: '201501012345 (1136789-K)',
      tax_number: 'C 2458877-09',
      country_id: countryId('MY'),
      city: 'Kuala Lumpur',
      address: 'Level 12, Menara Assist\nJalan Sultan Ismail\n50250 Kuala Lumpur',
      phone: '+60 3 2110 4000',
      email: 'gop@my.assist.example',
      website: 'https://my.assist.example',
      currency_code: 'MYR',
      bank_name: 'Malayan Banking Berhad',
      bank_account_name: 'Assist Asia (Malaysia) Sdn. Bhd.',
      bank_account_number: '5140 1234 5678',
      bank_swift: 'MBBEMYKL',
      bank_address: 'Menara Maybank, 100 Jalan Tun Perak, 50050 Kuala Lumpur',
      gop_sending_mode: 'group-sending',
      gop_email_addresses: [],
      gop_email_group_id: finance?.id ?? null,
      gop_validity_days: 30,
    },
    {
      code: 'AA-TH',
      name: 'Assist Asia Thailand',
      legal_name: 'Assist Asia (Thailand) Co., Ltd.',
      registration_number: '0105558123456',
      tax_number: '0105558123456',
      country_id: countryId('TH'),
      city: 'Bangkok',
      address: '989 Rama I Road, Pathum Wan\nBangkok 10330',
      phone: '+66 2 658 7000',
      email: 'gop@th.assist.example',
      website: 'https://th.assist.example',
      currency_code: 'THB',
      bank_name: 'Bangkok Bank',
      bank_account_name: 'Assist Asia (Thailand) Co., Ltd.',
      bank_account_number: '101-4-56789-0',
      bank_swift: 'BKKBTHBK',
      gop_sending_mode: 'manual-sending',
      gop_email_addresses: ['gop@th.assist.example', 'duty.bkk@assist.example'],
      gop_validity_days: 14,
    },
    {
      code: 'AA-PH',
      name: 'Assist Asia Philippines',
      legal_name: 'Assist Asia Philippines, Inc.',
      registration_number: 'CS201612345',
      country_id: countryId('PH'),
      city: 'Makati',
      address: '6750 Ayala Avenue\nMakati City 1226',
      phone: '+63 2 8888 1234',
      email: 'gop@ph.assist.example',
      currency_code: 'PHP',
      bank_name: 'BDO Unibank',
      bank_account_name: 'Assist Asia Philippines, Inc.',
      bank_account_number: '0012 3456 7890',
      bank_swift: 'BNORPHMM',
      bank_address: 'BDO Corporate Center, 7899 Makati Avenue, Makati City',
      gop_sending_mode: 'manual-sending',
      gop_email_addresses: ['gop@ph.assist.example'],
    },
  ].filter((entity) => entity.country_id !== undefined)
  if (entities.length === 0) return
  const inserted: { id: number; code: string }[] = await trx
    .insertQuery()
    .table('business_entities')
    .multiInsert(
      entities.map((entity) => ({ is_enabled: true, ...entity, created_at: now, updated_at: now }))
    )
    .returning(['id', 'code'])
  // Malaysia writes its own outpatient letters in Malay.
  const malaysia = inserted.find((entity) => entity.code === 'AA-MY')
  if (malaysia) {
    await trx
      .insertQuery()
      .table('gop_templates')
      .insert({
        name: 'Jaminan bayaran pesakit luar',
        description: 'Outpatient guarantee in Malay, for Malaysian clinics.',
        language: 'ms',
        business_entity_id: malaysia.id,
        is_enabled: true,
        body: JSON.stringify({
          ops: [
            { insert: 'JAMINAN BAYARAN' },
            { insert: '\n', attributes: { header: 1 } },
            {
              insert:
                'Kepada {{provider.name}},\nKami menjamin bayaran rawatan pesakit luar untuk ',
            },
            { insert: '{{member.full_name}}', attributes: { bold: true } },
            {
              insert:
                ' (polisi {{member.policy_number}}, kes {{case.number}}) sehingga {{gop.currency}} {{gop.amount}}, sah sehingga {{gop.valid_until}}.\n{{agent.full_name}}, {{business_entity.name}}\n',
            },
          ],
        }),
        created_at: now,
        updated_at: now,
      })
  }
}

/**
 * Units per US dollar (the reference data's base: USD is 1) of the currencies the demo centers,
 * providers and clients use, so a demo GOP in baht can be approved in a ringgit center (its
 * amount is fixed in the center's currency at approval). Rough late-2026 figures; a rate an
 * administrator has set is left alone.
 */
const DEMO_RATES: Record<string, string> = {
  MYR: '4.45',
  THB: '35.50',
  PHP: '58.00',
  SGD: '1.34',
  IDR: '16000',
  VND: '25400',
  HKD: '7.80',
  CNY: '7.25',
  JPY: '155.00',
  EUR: '0.92',
  GBP: '0.79',
  AUD: '1.52',
}

async function seedDemoRates(trx: TransactionClientContract, now: Date) {
  for (const [code, rate] of Object.entries(DEMO_RATES)) {
    await trx
      .from('currencies')
      .where('code', code)
      .whereNull('rate_to_base')
      .update({ rate_to_base: rate, rate_date: now, updated_at: now })
  }
}
