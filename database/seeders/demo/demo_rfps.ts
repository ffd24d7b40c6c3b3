import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { allocateRfpNumber } from '#services/case_number'
import { addAmounts } from '#contracts/money'
import { demoMakerId } from '#database/seeders/demo/demo_accounts'

/**
 * Demo requests for payment (issue 16): each case past pending that has approved or paid
 * charge slips is billed for them, in its client's billing currency at today's rates (slips in
 * another currency converted), plus the client's fee: collected on a closed case (the close
 * guard's rule), approved or pending on one in billing, pending (an interim bill) on an active
 * one. Idempotent like the other demo
 * seeders: nothing when any RFP exists.
 */
export async function seedDemoRfps(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('request_for_payments').count('* as total')
  if (Number(total) > 0) return
  const admin: { id: number } | null = await trx
    .from('users')
    .where('email', 'admin@demo.test')
    .select('id')
    .first()
  if (!admin) return
  const maker = await demoMakerId(trx, admin.id)
  // Each center's six newest such cases: the lists and tabs have rows, and a database with
  // millions of cases (the benches') is not read whole.
  const found: { rows: { id: number; status: string; center_id: number }[] } = await trx.rawQuery(
    `SELECT id, status, center_id FROM (
       SELECT cases.id, cases.status, cases.center_id, row_number() OVER (
         PARTITION BY cases.center_id ORDER BY cases.opened_at DESC, cases.id DESC) AS nth
       FROM cases
       WHERE cases.status IN ('active', 'billing', 'closed') AND cases.deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM charge_slips WHERE charge_slips.case_id = cases.id
           AND charge_slips.status IN ('approved', 'paid') AND charge_slips.deleted_at IS NULL)
     ) AS newest WHERE nth <= 6 ORDER BY center_id, nth`
  )
  const cases = found.rows
  const now = new Date()
  for (const [index, one] of cases.entries()) {
    const wanted =
      one.status === 'closed'
        ? 'collected'
        : one.status === 'billing' && index % 2 === 0
          ? 'approved'
          : 'pending'
    // The lines at today's rates into the client's currency, and the totals they make.
    const lines: {
      rows: {
        charge_slip_id: number
        currency_code: string
        amount: string
        rate: string
        amount_in_rfp: string
        rfp_currency: string
        client_id: number
        fee: string
        terms: number
        rate_to_center: string | null
        center_currency: string
      }[]
    } = await trx.rawQuery(
      `SELECT slips.id AS charge_slip_id, slips.currency_code, slips.amount_approved AS amount,
         r.rate::text AS rate, round(slips.amount_approved * r.rate, 2)::text AS amount_in_rfp,
         clients.billing_currency_code AS rfp_currency, clients.id AS client_id,
         coalesce(programs.service_fee, clients.service_fee, 0)::text AS fee,
         clients.payment_terms_days AS terms,
         round(center_currency.rate_to_base / rfp_currency.rate_to_base, 8)::text AS rate_to_center,
         centers.currency_code AS center_currency
       FROM charge_slips AS slips
       JOIN cases ON cases.id = slips.case_id
       JOIN centers ON centers.id = cases.center_id
       JOIN clients ON clients.id = cases.client_id
       LEFT JOIN programs ON programs.id = cases.program_id
       JOIN currencies AS slip_currency ON slip_currency.code = slips.currency_code
       JOIN currencies AS rfp_currency ON rfp_currency.code = clients.billing_currency_code
       JOIN currencies AS center_currency ON center_currency.code = centers.currency_code
       CROSS JOIN LATERAL (SELECT CASE WHEN slips.currency_code = clients.billing_currency_code
         THEN 1 ELSE round(rfp_currency.rate_to_base / slip_currency.rate_to_base, 8) END AS rate) AS r
       WHERE slips.case_id = ? AND slips.status IN ('approved', 'paid')
         AND slips.deleted_at IS NULL AND r.rate IS NOT NULL
       ORDER BY slips.id`,
      [one.id]
    )
    const first = lines.rows[0]
    if (!first) continue
    // Approving fixes the rate to the center's currency: without one, the RFP waits.
    const status = first.rate_to_center === null ? 'pending' : wanted
    const charges = addAmounts(lines.rows.map((line) => line.amount_in_rfp))
    const amount = addAmounts([charges, first.fee])
    const inCenter: { rows: { value: string }[] } = await trx.rawQuery(
      'SELECT round(?::numeric * ?::numeric, 2)::text AS value',
      [amount, first.rate_to_center ?? '0']
    )
    const issued = new Date(now.getTime() - (10 + (index % 50)) * 86_400_000)
    const due = new Date(issued.getTime() + first.terms * 86_400_000)
    const decided = status !== 'pending'
    const [rfp] = await trx
      .insertQuery()
      .table('request_for_payments')
      .insert({
        case_id: one.id,
        center_id: one.center_id,
        client_id: first.client_id,
        number: await allocateRfpNumber(trx, one.center_id),
        currency_code: first.rfp_currency,
        charges,
        service_fee: first.fee,
        amount,
        issue_date: issued,
        due_date: due,
        status,
        rate_to_center: decided ? first.rate_to_center : null,
        center_currency_code: decided ? first.center_currency : null,
        amount_in_center: decided ? inCenter.rows[0].value : null,
        approved_at: decided ? now : null,
        approved_by_id: decided ? admin.id : null,
        collected_on: status === 'collected' ? now : null,
        collection_reference: status === 'collected' ? 'TT-IN-DEMO' : null,
        collected_at: status === 'collected' ? now : null,
        collected_by_id: status === 'collected' ? admin.id : null,
        created_by_id: maker,
        created_at: issued,
        updated_at: now,
      })
      .returning('id')
    await trx.table('request_for_payment_lines').multiInsert(
      lines.rows.map((line) => ({
        request_for_payment_id: rfp.id,
        charge_slip_id: line.charge_slip_id,
        currency_code: line.currency_code,
        amount: line.amount,
        rate: line.rate,
        amount_in_rfp: line.amount_in_rfp,
      }))
    )
  }
}
