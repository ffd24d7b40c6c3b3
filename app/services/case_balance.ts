import db from '@adonisjs/lucid/services/db'

/**
 * What a case's guarantees add up to, in its center's currency (issue 15 "Totals on the case"):
 * the issued GOPs (approved or sent, not withdrawn) at each one's rate fixed on approval, and
 * how many still wait for a decision. One indexed read of the case's GOPs (gops_case_index).
 * Charge slips (billed) and the member's policy limit join this as those arrive.
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
