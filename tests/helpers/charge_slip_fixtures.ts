import db from '@adonisjs/lucid/services/db'
import type { ChargeSlipStatus } from '#contracts/charge_slip_options'
import { parties } from '#tests/helpers/gop_fixtures'

/** Charge slip test fixtures: slips stored as the app stores them, in any state. */

export type SlipFacts = {
  status?: ChargeSlipStatus
  currency?: string
  billed?: string
  invoiceNumber?: string
  invoiceDate?: string
  providerId?: number
  gopId?: number | null
}

export async function insertChargeSlip(caseId: number, facts: SlipFacts = {}) {
  const { provider } = await parties()
  const owner: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
  const status = facts.status ?? 'pending'
  const billed = facts.billed ?? '1000.00'
  const decided = status === 'approved' || status === 'paid'
  const [row] = await db
    .insertQuery()
    .table('charge_slips')
    .insert({
      case_id: caseId,
      center_id: owner.center_id,
      provider_id: facts.providerId ?? provider.id,
      gop_id: facts.gopId ?? null,
      invoice_number:
        facts.invoiceNumber ?? `INV-${caseId}-${Math.random().toString(36).slice(2, 8)}`,
      invoice_date: facts.invoiceDate ?? '2026-11-01',
      currency_code: facts.currency ?? 'MYR',
      amount_billed: billed,
      amount_approved: decided ? billed : null,
      payment_method: 'wire-transfer',
      status,
      rate_to_center: decided ? '1' : null,
      center_currency_code: decided ? 'MYR' : null,
      approved_in_center: decided ? billed : null,
      decline_reason: status === 'declined' ? 'Billed twice' : null,
      payment_date: status === 'paid' ? '2026-11-10' : null,
      payment_reference: status === 'paid' ? 'TT-1' : null,
      created_at: new Date(),
    })
    .returning('id')
  return row.id as number
}

/** An RFP stored as the app stores one (no lines: a fee-only bill), in any state. */
export async function insertRfp(
  caseId: number,
  facts: { status?: 'pending' | 'approved' | 'collected'; amount?: string; currency?: string } = {}
) {
  const owner: { center_id: number; client_id: number } = await db
    .from('cases')
    .where('id', caseId)
    .firstOrFail()
  const status = facts.status ?? 'pending'
  const amount = facts.amount ?? '500.00'
  const decided = status !== 'pending'
  const [row] = await db
    .insertQuery()
    .table('request_for_payments')
    .insert({
      case_id: caseId,
      center_id: owner.center_id,
      client_id: owner.client_id,
      number: `RFP-T-${caseId}-${Math.random().toString(36).slice(2, 8)}`,
      currency_code: facts.currency ?? 'MYR',
      charges: '0.00',
      service_fee: amount,
      amount,
      issue_date: '2026-11-01',
      due_date: '2026-12-01',
      status,
      rate_to_center: decided ? '1' : null,
      center_currency_code: decided ? 'MYR' : null,
      amount_in_center: decided ? amount : null,
      collected_on: status === 'collected' ? '2026-11-20' : null,
      collection_reference: status === 'collected' ? 'TT-IN-1' : null,
      created_at: new Date(),
    })
    .returning('id')
  return row.id as number
}
