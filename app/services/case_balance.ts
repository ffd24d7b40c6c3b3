import db from '@adonisjs/lucid/services/db'

/**
 * What a case's guarantees add up to, in its center's currency (issue 15 "Totals on the case"):
 * the issued GOPs (approved or sent, not withdrawn) at each one's rate fixed on approval, and
 * how many still wait for a decision. One indexed read of the case's GOPs (gops_case_index).
 * (The member's policy limit joins this when members or programs hold one.)
 */
export async function gopBalance(caseId: number) {
  const [row]: {
    currency: string | null
    guaranteed: string | null
    issued: string | number
    pending: string | number
  }[] = await db
    .from('cases')
    .join('centers', 'centers.id', 'cases.center_id')
    .joinRaw('LEFT JOIN gops ON gops.case_id = cases.id AND gops.deleted_at IS NULL')
    .where('cases.id', caseId)
    .groupBy('centers.currency_code')
    .select(
      'centers.currency_code as currency',
      db.raw(`coalesce(sum(gops.amount_in_center) FILTER (WHERE gops.status IN ('approved', 'sent')
        AND gops.withdrawn_at IS NULL), 0)::text AS guaranteed`),
      db.raw(`count(gops.id) FILTER (WHERE gops.status IN ('approved', 'sent')
        AND gops.withdrawn_at IS NULL) AS issued`),
      db.raw(`count(gops.id) FILTER (WHERE gops.status = 'pending') AS pending`)
    )
  return {
    /** The center's currency, in which `guaranteed` is counted. */
    currency: row?.currency ?? null,
    /** A decimal string ("18802.82"). */
    guaranteed: row?.guaranteed ?? '0.00',
    issued: Number(row?.issued ?? 0),
    pending: Number(row?.pending ?? 0),
  }
}

/**
 * What a case's charge slips add up to, in its center's currency (issue 16): billed by the
 * providers (every live slip not declined), approved, and paid. An approved or paid slip counts
 * at its rate fixed on approval; a pending one's bill at today's rate from Manage › Currencies
 * (it has no fixed rate yet; `unpriced` counts those with no rate at all). One indexed read of
 * the case's slips (charge_slips_case_index).
 */
export async function chargeSlipBalance(caseId: number) {
  const [row]: {
    currency: string | null
    billed: string
    approved: string
    paid: string
    slips: string | number
    pending: string | number
    unpriced: string | number
  }[] = await db
    .from('cases')
    .join('centers', 'centers.id', 'cases.center_id')
    .joinRaw(
      `LEFT JOIN charge_slips AS slips ON slips.case_id = cases.id
        AND slips.deleted_at IS NULL AND slips.status <> 'declined'`
    )
    .joinRaw(
      'LEFT JOIN currencies AS center_currency ON center_currency.code = centers.currency_code AND center_currency.deleted_at IS NULL'
    )
    .joinRaw(
      'LEFT JOIN currencies AS slip_currency ON slip_currency.code = slips.currency_code AND slip_currency.deleted_at IS NULL'
    )
    .where('cases.id', caseId)
    .groupBy('centers.currency_code')
    .select(
      'centers.currency_code as currency',
      db.raw(`coalesce(sum(round(slips.amount_billed * coalesce(slips.rate_to_center,
        CASE WHEN slips.currency_code = centers.currency_code THEN 1
          ELSE round(center_currency.rate_to_base / nullif(slip_currency.rate_to_base, 0), 8)
        END), 2)), 0)::text AS billed`),
      db.raw(`coalesce(sum(slips.approved_in_center), 0)::text AS approved`),
      db.raw(`coalesce(sum(slips.approved_in_center) FILTER (WHERE slips.status = 'paid'), 0)::text
        AS paid`),
      db.raw('count(slips.id) AS slips'),
      db.raw(`count(slips.id) FILTER (WHERE slips.status = 'pending') AS pending`),
      db.raw(`count(slips.id) FILTER (WHERE slips.rate_to_center IS NULL
        AND slips.currency_code IS DISTINCT FROM centers.currency_code
        AND (center_currency.rate_to_base IS NULL OR slip_currency.rate_to_base IS NULL))
        AS unpriced`)
    )
  return {
    /** The center's currency, in which the amounts are counted. */
    currency: row?.currency ?? null,
    /** Decimal strings ("18802.82"). */
    billed: row?.billed ?? '0.00',
    approved: row?.approved ?? '0.00',
    paid: row?.paid ?? '0.00',
    slips: Number(row?.slips ?? 0),
    pending: Number(row?.pending ?? 0),
    unpriced: Number(row?.unpriced ?? 0),
  }
}

/**
 * What a case's requests for payment add up to, in its center's currency (issue 16): invoiced
 * to the client (every live RFP; a pending one at today's rate, the others at the rate fixed on
 * approval) and collected. One indexed read of the case's RFPs (rfps_case_index).
 */
export async function rfpBalance(caseId: number) {
  const [row]: {
    currency: string | null
    invoiced: string
    collected: string
    rfps: string | number
    pending: string | number
  }[] = await db
    .from('cases')
    .join('centers', 'centers.id', 'cases.center_id')
    .joinRaw(
      'LEFT JOIN request_for_payments AS rfps ON rfps.case_id = cases.id AND rfps.deleted_at IS NULL'
    )
    .joinRaw(
      'LEFT JOIN currencies AS center_currency ON center_currency.code = centers.currency_code AND center_currency.deleted_at IS NULL'
    )
    .joinRaw(
      'LEFT JOIN currencies AS rfp_currency ON rfp_currency.code = rfps.currency_code AND rfp_currency.deleted_at IS NULL'
    )
    .where('cases.id', caseId)
    .groupBy('centers.currency_code')
    .select(
      'centers.currency_code as currency',
      db.raw(`coalesce(sum(coalesce(rfps.amount_in_center, round(rfps.amount *
        CASE WHEN rfps.currency_code = centers.currency_code THEN 1
          ELSE round(center_currency.rate_to_base / nullif(rfp_currency.rate_to_base, 0), 8)
        END, 2))), 0)::text AS invoiced`),
      db.raw(`coalesce(sum(rfps.amount_in_center) FILTER (WHERE rfps.status = 'collected'), 0)::text
        AS collected`),
      db.raw('count(rfps.id) AS rfps'),
      db.raw(`count(rfps.id) FILTER (WHERE rfps.status = 'pending') AS pending`)
    )
  return {
    currency: row?.currency ?? null,
    /** Decimal strings in the center's currency. */
    invoiced: row?.invoiced ?? '0.00',
    collected: row?.collected ?? '0.00',
    rfps: Number(row?.rfps ?? 0),
    pending: Number(row?.pending ?? 0),
  }
}
