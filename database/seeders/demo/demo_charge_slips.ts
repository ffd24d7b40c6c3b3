import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ChargeSlipStatus } from '#contracts/charge_slip_options'
import { demoMakerId } from '#database/seeders/demo/demo_accounts'

/**
 * Demo charge slips (issue 16): each issued demo GOP that is not withdrawn is billed by its
 * provider, at 60–90% of the guarantee, invoiced a few days to four months ago (so the aging
 * buckets have rows). On an active case the bill waits for approval or is approved; on a case in
 * billing it is approved or paid; on a closed case it is paid (the close guard's rule). Each
 * center's first active case also holds the same invoice recorded twice (the duplicate flag)
 * and a bill approved above its guarantee with the override's reason. Idempotent like the other
 * demo seeders: nothing when any charge slip exists.
 */
export async function seedDemoChargeSlips(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('charge_slips').count('* as total')
  if (Number(total) > 0) return
  const admin: { id: number } | null = await trx
    .from('users')
    .where('email', 'admin@demo.test')
    .select('id')
    .first()
  if (!admin) return
  const maker = await demoMakerId(trx, admin.id)
  const gops: {
    id: number
    case_id: number
    center_id: number
    provider_id: number
    currency_code: string
    amount: string
    case_status: string
    case_number: string
  }[] = await trx
    .from('gops')
    .join('cases', 'cases.id', 'gops.case_id')
    .whereIn('gops.status', ['approved', 'sent'])
    .whereNull('gops.withdrawn_at')
    .whereNull('gops.deleted_at')
    .orderBy('gops.id')
    .select(
      'gops.id',
      'gops.case_id',
      'gops.center_id',
      'gops.provider_id',
      'gops.currency_code',
      'gops.amount',
      'cases.status as case_status',
      'cases.number as case_number'
    )
  const now = new Date()
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
  const flaggedIn = new Set<number>()
  for (const [index, gop] of gops.entries()) {
    const byCase: Record<string, readonly ChargeSlipStatus[]> = {
      active: ['pending', 'approved'],
      billing: ['approved', 'paid'],
      closed: ['paid'],
    }
    const choices = byCase[gop.case_status] ?? ['pending']
    const status = choices[index % choices.length]
    const cents = BigInt(gop.amount.replace('.', '')) * BigInt(60 + (index % 4) * 10)
    const billed = `${cents / 10_000n}.${String((cents / 100n) % 100n).padStart(2, '0')}`
    const invoiceDate = daysAgo([4, 20, 45, 75, 120][index % 5])
    const slip = {
      case_id: gop.case_id,
      center_id: gop.center_id,
      provider_id: gop.provider_id,
      gop_id: gop.id,
      invoice_number: `INV-${gop.case_number.slice(-6)}-${index + 1}`,
      invoice_date: invoiceDate,
      currency_code: gop.currency_code,
      amount_billed: billed,
      payment_method: index % 3 === 0 ? 'credit-card' : 'wire-transfer',
      created_by_id: maker,
      created_at: invoiceDate,
      updated_at: now,
    }
    await trx
      .insertQuery()
      .table('charge_slips')
      .insert({ ...slip, ...decided(status, billed, gop.currency_code, admin.id, now) })
    if (gop.case_status !== 'active' || flaggedIn.has(gop.center_id)) continue
    flaggedIn.add(gop.center_id)
    // The same invoice recorded a second time: flagged as a possible duplicate, still pending.
    await trx
      .insertQuery()
      .table('charge_slips')
      .insert({ ...slip, status: 'pending', created_at: now })
    // A further bill, above the whole guarantee on its own, approved with the override's reason.
    const over = `${BigInt(gop.amount.split('.')[0]) + 500n}.00`
    await trx
      .insertQuery()
      .table('charge_slips')
      .insert({
        ...slip,
        invoice_number: `${slip.invoice_number}-B`,
        invoice_date: daysAgo(2),
        amount_billed: over,
        created_at: now,
        ...decided('approved', over, gop.currency_code, admin.id, now),
        over_guarantee_reason: 'Extended stay agreed with the insurer by phone',
      })
  }
}

/** The columns an approved or paid demo slip has (in the center's currency: rate 1). */
function decided(
  status: ChargeSlipStatus,
  amount: string,
  currency: string,
  adminId: number,
  now: Date
) {
  if (status !== 'approved' && status !== 'paid') return { status }
  return {
    status,
    amount_approved: amount,
    rate_to_center: '1',
    center_currency_code: currency,
    approved_in_center: amount,
    approved_at: now,
    approved_by_id: adminId,
    ...(status === 'paid'
      ? {
          payment_date: now,
          payment_reference: 'TT-DEMO',
          paid_at: now,
          paid_by_id: adminId,
        }
      : {}),
  }
}
