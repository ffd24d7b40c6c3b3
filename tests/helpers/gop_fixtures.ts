import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { CaseFactory } from '#factories/case_factory'
import type { CaseStatus } from '#contracts/case_options'
import type { GopStatus } from '#contracts/gop_options'

/** GOP test fixtures: cases, GOPs stored as the app stores them, and where they are sent. */

export async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

export async function caseIn(code: string, status: CaseStatus = 'active') {
  const record = await CaseFactory.merge({ centerId: await centerId(code) })
    .apply(status)
    .create()
  return record.id
}

/** A provider that may be guaranteed, a black-listed one, an issuer and a company letter. */
export async function parties() {
  const provider: { id: number } = await db
    .from('providers')
    .whereNull('deleted_at')
    .whereNot('status', 'black-listed')
    .orderBy('id')
    .firstOrFail()
  const blackListed: { id: number; name: string } = await db
    .from('providers')
    .where('status', 'black-listed')
    .firstOrFail()
  const entity: { id: number } = await db
    .from('business_entities')
    .whereNull('deleted_at')
    .where('is_enabled', true)
    .orderBy('id')
    .firstOrFail()
  const template: { id: number } = await db
    .from('gop_templates')
    .whereNull('deleted_at')
    .whereNull('provider_id')
    .whereNull('business_entity_id')
    .where('is_enabled', true)
    .orderBy('id')
    .firstOrFail()
  return { provider, blackListed, entity, template }
}

/** A GOP stored as the app stores one, in this state (approved ones at rate 1, in MYR). */
export async function insertGop(caseId: number, status: GopStatus = 'pending', currency = 'MYR') {
  const { provider, entity, template } = await parties()
  const owner: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
  const issued = status === 'approved' || status === 'sent'
  const [row] = await db
    .insertQuery()
    .table('gops')
    .insert({
      case_id: caseId,
      center_id: owner.center_id,
      number: `GOP-T-${caseId}-${Math.random().toString(36).slice(2, 8)}`,
      provider_id: provider.id,
      business_entity_id: entity.id,
      gop_template_id: template.id,
      currency_code: currency,
      amount: '1000.00',
      status,
      revision: 1,
      rate_to_center: issued ? '1' : null,
      center_currency_code: issued ? 'MYR' : null,
      amount_in_center: issued ? '1000.00' : null,
      decline_reason: status === 'declined' ? 'Not covered' : null,
      sent_at: status === 'sent' ? new Date() : null,
      created_at: new Date(),
    })
    .returning('id')
  return row.id as number
}

/** The provider GOPs go to has somewhere to send them (its GOP settings' addresses). */
export async function providerReachable() {
  const { provider } = await parties()
  await db
    .from('providers')
    .where('id', provider.id)
    .update({ gop_sending_mode: 'manual-sending', gop_email_addresses: ['gop@provider.test'] })
}

/** Mail is captured, not sent (a send's letter is delivered inside the request in tests). */
export const fakeMail = () => {
  mail.fake()
  return () => mail.restore()
}
