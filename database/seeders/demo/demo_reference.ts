import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Demo email groups and WhatsApp templates, so the screens are not empty outside production. */
export async function seedDemoReference(trx: TransactionClientContract) {
  const now = new Date()
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
}
