import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fourEyesRefusal, type FourEyesDocument } from '#contracts/four_eyes'
import type { TransitionScene } from '#services/workflow'

/** A money document's table: each row has its center and its maker (`created_by_id`). */
type MoneyTable = 'gops' | 'charge_slips' | 'request_for_payments'

/** Settings › Security: the centers where a document's maker may approve it (none by default). */
export const SELF_APPROVAL_SETTING = 'self_approval_center_ids'

/**
 * Whether Settings › Security lets makers approve their own documents in this center. Read
 * through the transition's client, never the per-process cache: on the embedded database a
 * second connection would wait for the transaction that holds the only backend.
 */
async function selfApprovalAllowed(
  client: TransactionClientContract | typeof db,
  centerId: number
): Promise<boolean> {
  const setting: { value: unknown } | null = await client
    .from('settings')
    .where('key', SELF_APPROVAL_SETTING)
    .select('value')
    .first()
  return Array.isArray(setting?.value) && setting.value.includes(centerId)
}

/**
 * The guard of an approval (or a GOP's revision, which is approved at once): the user who made
 * the document is refused, in plain words, unless its center allows self-approval.
 */
export function fourEyes(
  document: FourEyesDocument,
  label: (row: Record<string, unknown>) => string,
  action: 'approve' | 'revise' = 'approve'
) {
  return async ({
    row,
    actor,
    client,
  }: Pick<TransitionScene<string, unknown>, 'row' | 'actor' | 'client'>): Promise<
    string | null
  > => {
    if (row.created_by_id === null || Number(row.created_by_id) !== actor.user?.id) return null
    if (await selfApprovalAllowed(client, Number(row.center_id))) return null
    return fourEyesRefusal(document, label(row), action)
  }
}

/**
 * A list column: the user four eyes keeps from approving the row (its maker), or null when
 * nobody is kept (no maker on file, or its center allows self-approval). The page compares it
 * with the signed-in user to disable Approve with the reason, as the guard would refuse. The
 * setting is read once per query (an uncorrelated subquery), not per row.
 */
export function barredApproverColumn(table: MoneyTable) {
  return db.raw(
    `CASE WHEN ${table}.center_id IN (SELECT jsonb_array_elements_text(value)::int FROM settings
        WHERE key = '${SELF_APPROVAL_SETTING}' AND jsonb_typeof(value) = 'array')
      THEN NULL ELSE ${table}.created_by_id END AS barred_approver_id`
  )
}
