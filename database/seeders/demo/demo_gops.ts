import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { allocateGopNumber } from '#services/case_number'
import { gopLetterTemplate, gopLetterValues } from '#services/gop_letter'
import {
  gopLetter,
  letterSubject,
  withdrawalLetterRecord,
} from '#services/letters/document_letters'
import { mailFrom } from '#config/mail'
import { providerRecipients } from '#services/transmissions'
import { GOP_LETTERS } from '#database/seeders/reference/gop_templates_seeder'
import { demoMakerId } from '#database/seeders/demo/demo_accounts'

/**
 * Demo guarantees of payment (issue 15): on each center's four newest active, billing or closed
 * cases, a GOP each in turn pending (on an active case only), approved, sent or declined, to a
 * demo provider that may be guaranteed, issued by a demo entity in the case center's currency
 * (so at rate 1), written on the standard company letter. An approved or sent one has its
 * revision 1 with its letter, as approving it would have kept; each center's first sent one is
 * withdrawn. Idempotent like the other demo seeders: nothing when any GOP exists.
 */
const STATUSES = ['pending', 'approved', 'sent', 'declined'] as const
const DECIDED = ['sent', 'approved', 'declined'] as const

export async function seedDemoGops(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('gops').count('* as total')
  if (Number(total) > 0) return
  const admin: { id: number; first_name: string; last_name: string } | null = await trx
    .from('users')
    .where('email', 'admin@demo.test')
    .select('id', 'first_name', 'last_name')
    .first()
  const providers: { id: number }[] = await trx
    .from('providers')
    .whereNull('deleted_at')
    .whereNot('status', 'black-listed')
    .orderBy('id')
    .limit(6)
    .select('id')
  // Each center's GOPs are issued by the entity of its country (its currency), else the first.
  const entities: { id: number; currency_code: string | null }[] = await trx
    .from('business_entities')
    .whereNull('deleted_at')
    .where('is_enabled', true)
    .orderBy('id')
    .select('id', 'currency_code')
  const entity = entities[0]
  const letter: { id: number } | null = await trx
    .from('gop_templates')
    .where('name', GOP_LETTERS[0].name)
    .whereNull('deleted_at')
    .select('id')
    .first()
  if (!admin || !entity || !letter || providers.length === 0) return
  const maker = await demoMakerId(trx, admin.id)
  // Each center's four newest cases past pending, so every center's first page of cases shows
  // some (and the lists and tabs have rows to show).
  const found: {
    rows: {
      id: number
      number: string
      status: string
      center_id: number
      currency: string
      nth: number
    }[]
  } = await trx.rawQuery(
    `SELECT id, number, status, center_id, currency, nth FROM (
       SELECT cases.id, cases.number, cases.status, cases.center_id, centers.currency_code AS currency,
         row_number() OVER (PARTITION BY cases.center_id
           ORDER BY cases.opened_at DESC, cases.id DESC) - 1 AS nth
       FROM cases JOIN centers ON centers.id = cases.center_id
       WHERE cases.deleted_at IS NULL AND cases.status IN ('active', 'billing', 'closed')
         AND centers.currency_code IS NOT NULL
     ) AS newest WHERE nth < 4 ORDER BY center_id, nth`
  )
  const cases = found.rows
  const now = new Date()
  const withdrawnIn = new Set<number>()
  for (const [index, one] of cases.entries()) {
    // A case past active waits for no decision: its GOPs are decided (the close guard's rule).
    const nth = Number(one.nth)
    const status =
      one.status === 'active' ? STATUSES[nth % STATUSES.length] : DECIDED[nth % DECIDED.length]
    const issued = status === 'approved' || status === 'sent'
    const amount = `${(5 + (index % 7) * 5) * 1000}.00`
    const issuer = entities.find((candidate) => candidate.currency_code === one.currency) ?? entity
    const [row] = await trx
      .insertQuery()
      .table('gops')
      .insert({
        case_id: one.id,
        center_id: one.center_id,
        number: await allocateGopNumber(trx, one.center_id),
        provider_id: providers[index % providers.length].id,
        business_entity_id: issuer.id,
        gop_template_id: letter.id,
        currency_code: one.currency,
        amount,
        services_covered: 'Inpatient treatment, surgery and medication',
        status,
        revision: 1,
        rate_to_center: issued ? '1' : null,
        center_currency_code: issued ? one.currency : null,
        amount_in_center: issued ? amount : null,
        decline_reason: status === 'declined' ? 'Treatment not covered by the policy' : null,
        approved_at: issued ? now : null,
        approved_by_id: issued ? admin.id : null,
        declined_at: status === 'declined' ? now : null,
        declined_by_id: status === 'declined' ? admin.id : null,
        sent_at: status === 'sent' ? now : null,
        created_by_id: maker,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'number', 'provider_id', 'business_entity_id', 'gop_template_id'])
    if (!issued) continue
    const template = await gopLetterTemplate(trx, row)
    await trx
      .insertQuery()
      .table('gop_revisions')
      .insert({
        gop_id: row.id,
        revision: 1,
        currency_code: one.currency,
        amount,
        rate_to_center: '1',
        center_currency_code: one.currency,
        amount_in_center: amount,
        services_covered: 'Inpatient treatment, surgery and medication',
        gop_template_id: template?.id ?? null,
        letter_template: JSON.stringify(template?.body ?? { ops: [] }),
        letter_values: JSON.stringify(
          await gopLetterValues(trx, row.id, {
            firstName: admin.first_name,
            lastName: admin.last_name,
          })
        ),
        business_entity_id: issuer.id,
        created_by_id: admin.id,
        created_at: now,
      })
    const number = String(row.number)
    if (status === 'sent') {
      const gop = { ...row, providerId: row.provider_id, number, case: one }
      await demoTransmission(trx, gop, admin, now)
    }
    // A center's first sent GOP withdrawn (the WGOP tab's demo): it then counts zero.
    if (status === 'sent' && !withdrawnIn.has(one.center_id)) {
      withdrawnIn.add(one.center_id)
      await trx.from('gops').where('id', row.id).update({ withdrawn_at: now })
      const remarks = 'Admitted to another hospital; the guarantee goes to that one.'
      const kept = await withdrawalLetterRecord(
        trx,
        { gopId: row.id, reason: 'wrong-provider', remarks },
        { firstName: admin.first_name, lastName: admin.last_name }
      )
      await trx
        .insertQuery()
        .table('gop_withdrawals')
        .insert({
          gop_id: row.id,
          gop_number: number,
          status: 'unsent',
          case_id: one.id,
          center_id: one.center_id,
          reason: 'wrong-provider',
          remarks,
          letter_template: JSON.stringify(kept.letterTemplate),
          letter_values: JSON.stringify(kept.letterValues),
          created_by_id: admin.id,
          created_at: now,
          updated_at: now,
        })
    }
  }
}

/**
 * A sent demo GOP's delivery, as SendTransmission records one, to its provider's recipients:
 * from the server's sender (config/mail.ts; Settings › Email is empty on a new demo), replies to
 * the center's operations address, with the letter's text and file.
 */
async function demoTransmission(
  trx: TransactionClientContract,
  gop: {
    id: number
    providerId: number
    number: string
    gop_template_id: number | null
    business_entity_id: number
    case: { id: number; number: string; center_id: number }
  },
  admin: { id: number; first_name: string; last_name: string },
  now: Date
) {
  const { recipients } = await providerRecipients(trx, gop.providerId)
  if (!recipients) return
  const facts: { first_name: string; last_name: string; operations_email: string | null } =
    await trx
      .from('cases')
      .join('members', 'members.id', 'cases.member_id')
      .join('centers', 'centers.id', 'cases.center_id')
      .where('cases.id', gop.case.id)
      .select('members.first_name', 'members.last_name', 'centers.operations_email')
      .firstOrFail()
  const letter = await gopLetter(
    trx,
    { ...gop, revision: 1, provider_id: gop.providerId },
    { firstName: admin.first_name, lastName: admin.last_name },
    1
  )
  await trx
    .insertQuery()
    .table('transmissions')
    .insert({
      center_id: gop.case.center_id,
      case_id: gop.case.id,
      document_type: 'gop',
      document_id: gop.id,
      revision: 1,
      recipients,
      subject: letterSubject.gop(gop.number, 1, `${facts.first_name} ${facts.last_name}`),
      status: 'sent',
      attempts: 1,
      sent_at: now,
      from_address: mailFrom.address,
      from_name: mailFrom.name,
      reply_to: facts.operations_email,
      body: letter?.text ?? null,
      attachment_names: letter ? [letter.filename] : [],
      created_by_id: admin.id,
      created_at: now,
      updated_at: now,
    })
  await trx.from('gops').where('id', gop.id).update({ sent_to: recipients })
}
