import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** The money documents' subject types in the activity log. */
const MONEY_SUBJECTS = ['gop', 'gop_withdrawal', 'charge_slip', 'request_for_payment']

type Step = {
  subject_type: string
  subject_id: number
  action: 'create' | 'update' | 'transition'
  user_id: number | null
  properties: Record<string, unknown>
  description?: string
}

type Row = Record<string, unknown> & { id: number; case_id: number }

const transition = (
  subject: { type: string; id: number; label: string },
  userId: number | null,
  name: string,
  done: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  reason?: string | null
): Step => ({
  subject_type: subject.type,
  subject_id: subject.id,
  action: 'transition',
  user_id: userId,
  description: `${subject.label} ${done}`,
  properties: { transition: name, done, before, after, ...(reason ? { reason } : {}) },
})

/**
 * The demo money documents' history in the activity log (issue 27), as the app would have
 * written it — each GOP issued, approved or declined, sent and delivered, withdrawn; each charge
 * slip recorded, approved, paid; each RFP issued, approved, collected — so a demo case's
 * timeline tells its money story with its amounts. Each case's steps are spread in order between
 * its opening and now. Written once: not when the log already holds any money document's entry
 * (the demo was used, or this ran before).
 */
export async function seedDemoMoneyHistory(trx: TransactionClientContract) {
  const logged = await trx
    .from('activity_logs')
    .whereIn('subject_type', MONEY_SUBJECTS)
    .select('id')
    .first()
  if (logged) return
  const gops: Row[] = await trx.from('gops').whereNull('deleted_at').orderBy('id')
  if (gops.length === 0) return
  const caseIds = [...new Set(gops.map((gop) => gop.case_id))]
  // One after the other: a transaction's queries share its one connection.
  const underCases = (table: string) =>
    trx.from(table).whereIn('case_id', caseIds).whereNull('deleted_at').orderBy('id')
  const withdrawals: Row[] = await underCases('gop_withdrawals')
  const slips: Row[] = await underCases('charge_slips')
  const rfps: Row[] = await underCases('request_for_payments')
  const transmissions: Row[] = await trx
    .from('transmissions')
    .whereIn('case_id', caseIds)
    .where('status', 'sent')
    .orderBy('id')
  const cases: Row[] = await trx
    .from('cases')
    .whereIn('id', caseIds)
    .select('id', 'center_id', 'opened_at')
  const now = Date.now()
  const entries: Record<string, unknown>[] = []
  for (const one of cases) {
    const steps: Step[] = []
    const of = (rows: Row[]) => rows.filter((row) => row.case_id === one.id)
    for (const gop of of(gops)) {
      const subject = { type: 'gop', id: gop.id, label: String(gop.number) }
      const user = (gop.created_by_id as number | null) ?? null
      steps.push({
        subject_type: 'gop',
        subject_id: gop.id,
        action: 'create',
        user_id: user,
        properties: {
          after: {
            provider_id: gop.provider_id,
            business_entity_id: gop.business_entity_id,
            currency_code: gop.currency_code,
            amount: gop.amount,
            services_covered: gop.services_covered,
          },
        },
      })
      const decider = (gop.approved_by_id ?? gop.declined_by_id ?? user) as number | null
      if (gop.status === 'declined') {
        steps.push(
          transition(
            subject,
            decider,
            'decline',
            'declined',
            { status: 'pending' },
            { status: 'declined', decline_reason: gop.decline_reason },
            gop.decline_reason as string | null
          )
        )
        continue
      }
      if (gop.status === 'pending') continue
      steps.push(
        transition(
          subject,
          decider,
          'approve',
          'approved',
          { status: 'pending' },
          { status: 'approved', rate_to_center: gop.rate_to_center }
        )
      )
      for (const sent of transmissions.filter(
        (row) => row.document_type === 'gop' && row.document_id === gop.id
      )) {
        steps.push(
          transition(subject, decider, 'send', 'sent', { status: 'approved' }, { status: 'sent' })
        )
        const recipients = sent.recipients as string[]
        steps.push({
          subject_type: 'gop',
          subject_id: gop.id,
          action: 'update',
          user_id: decider,
          description: `${gop.number} (revision 1) sent to ${recipients.join(', ')}`,
          properties: {
            transmission: sent.id,
            before: { sent_at: null },
            after: { sent_at: (sent.sent_at as Date).toISOString(), sent_to: recipients },
          },
        })
      }
      for (const withdrawal of withdrawals.filter((row) => row.gop_id === gop.id)) {
        steps.push(
          {
            subject_type: 'gop',
            subject_id: gop.id,
            action: 'update',
            user_id: decider,
            properties: {
              before: { withdrawn_at: null },
              after: { withdrawn_at: (gop.withdrawn_at as Date).toISOString() },
            },
          },
          {
            subject_type: 'gop_withdrawal',
            subject_id: withdrawal.id,
            action: 'create',
            user_id: (withdrawal.created_by_id as number | null) ?? decider,
            properties: {
              after: {
                gop_id: gop.id,
                reason: withdrawal.reason,
                remarks: withdrawal.remarks,
              },
            },
          }
        )
      }
    }
    for (const slip of of(slips)) {
      const subject = {
        type: 'charge_slip',
        id: slip.id,
        label: `Invoice ${String(slip.invoice_number)}`,
      }
      const user = (slip.created_by_id as number | null) ?? null
      steps.push({
        subject_type: 'charge_slip',
        subject_id: slip.id,
        action: 'create',
        user_id: user,
        properties: {
          after: {
            provider_id: slip.provider_id,
            invoice_number: slip.invoice_number,
            currency_code: slip.currency_code,
            amount_billed: slip.amount_billed,
            payment_method: slip.payment_method,
          },
        },
      })
      if (slip.status !== 'approved' && slip.status !== 'paid') continue
      const approver = (slip.approved_by_id as number | null) ?? user
      steps.push(
        transition(
          subject,
          approver,
          'approve',
          'approved',
          { status: 'pending' },
          {
            status: 'approved',
            amount_approved: slip.amount_approved,
            ...(slip.over_guarantee_reason
              ? { over_guarantee_reason: slip.over_guarantee_reason }
              : {}),
          }
        )
      )
      if (slip.status === 'paid') {
        steps.push(
          transition(
            subject,
            (slip.paid_by_id as number | null) ?? approver,
            'pay',
            'paid',
            { status: 'approved' },
            { status: 'paid', payment_reference: slip.payment_reference }
          )
        )
      }
    }
    for (const rfp of of(rfps)) {
      const subject = { type: 'request_for_payment', id: rfp.id, label: String(rfp.number) }
      const user = (rfp.created_by_id as number | null) ?? null
      steps.push({
        subject_type: 'request_for_payment',
        subject_id: rfp.id,
        action: 'create',
        user_id: user,
        properties: {
          after: {
            client_id: rfp.client_id,
            currency_code: rfp.currency_code,
            service_fee: rfp.service_fee,
            amount: rfp.amount,
          },
        },
      })
      if (rfp.status === 'pending') continue
      const approver = (rfp.approved_by_id as number | null) ?? user
      steps.push(
        transition(
          subject,
          approver,
          'approve',
          'approved',
          { status: 'pending' },
          { status: 'approved', rate_to_center: rfp.rate_to_center }
        )
      )
      if (rfp.status === 'collected') {
        steps.push(
          transition(
            subject,
            (rfp.collected_by_id as number | null) ?? approver,
            'collect',
            'collected',
            { status: 'approved' },
            { status: 'collected', collection_reference: rfp.collection_reference }
          )
        )
      }
    }
    // In order, from a tenth of the way between the case's opening and now to near now.
    const opened = (one.opened_at as Date).getTime()
    const span = Math.max(now - opened, steps.length * 60_000)
    for (const [index, step] of steps.entries()) {
      const at = new Date(opened + span * (0.1 + (0.85 * (index + 1)) / (steps.length + 1)))
      entries.push({
        user_id: step.user_id,
        center_id: one.center_id,
        action: step.action,
        subject_type: step.subject_type,
        subject_id: String(step.subject_id),
        description: step.description ?? null,
        properties: JSON.stringify(step.properties),
        ip: null,
        user_agent: null,
        created_at: at,
      })
    }
  }
  for (let start = 0; start < entries.length; start += 500) {
    await trx
      .insertQuery()
      .table('activity_logs')
      .multiInsert(entries.slice(start, start + 500))
  }
}
