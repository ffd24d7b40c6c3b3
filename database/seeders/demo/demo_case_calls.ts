import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The calls the demo cases logged (issue 28's calls tab): on every case that is being handled
 * (active or billing), the agent's first call to its caller, who is one of its contacts, and the
 * family's call back, each with the log entry its logging would have made. Idempotent like the
 * other demo seeders: nothing once any call exists.
 */

const HOUR = 60 * 60 * 1000

export async function seedDemoCaseCalls(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('case_calls').count('* as total')
  if (Number(total) > 0) return
  const admin: { id: number } | null = await trx.from('users').orderBy('id').select('id').first()
  if (!admin) return
  const cases: {
    id: number
    owner_id: number | null
    center_id: number
    opened_at: Date
    contact_id: number | null
    contact_name: string | null
    caller_type: string | null
    phone: string | null
  }[] = await trx
    .from('cases')
    .whereNull('cases.deleted_at')
    .whereIn('cases.status', ['active', 'billing'])
    .orderBy('cases.id')
    .select(
      'cases.id',
      'cases.owner_id',
      'cases.center_id',
      'cases.opened_at',
      trx.raw(
        '(SELECT c.id FROM case_contacts c WHERE c.case_id = cases.id AND c.deleted_at IS NULL ORDER BY c.id LIMIT 1) AS contact_id'
      ),
      trx.raw(
        '(SELECT c.name FROM case_contacts c WHERE c.case_id = cases.id AND c.deleted_at IS NULL ORDER BY c.id LIMIT 1) AS contact_name'
      ),
      trx.raw(
        '(SELECT c.caller_type FROM case_contacts c WHERE c.case_id = cases.id AND c.deleted_at IS NULL ORDER BY c.id LIMIT 1) AS caller_type'
      ),
      trx.raw(
        '(SELECT c.phone FROM case_contacts c WHERE c.case_id = cases.id AND c.deleted_at IS NULL ORDER BY c.id LIMIT 1) AS phone'
      )
    )

  for (const row of cases) {
    const loggerId = row.owner_id ?? admin.id
    // Hours after opening, never later than now (a case opened this morning).
    const at = (hours: number) =>
      new Date(Math.min(row.opened_at.getTime() + hours * HOUR, Date.now()))
    const calls = [
      {
        called_at: at(1),
        direction: 'outbound',
        case_contact_id: row.contact_id,
        party: row.contact_name ?? 'The caller',
        caller_type: row.caller_type,
        phone: row.phone,
        duration_minutes: 6,
        summary:
          'Confirmed the admission and the documents the insurer needs; promised a call back.',
      },
      {
        called_at: at(4),
        direction: 'inbound',
        case_contact_id: null,
        party: 'Family member',
        caller_type: 'family-of-member',
        phone: null,
        duration_minutes: 3,
        summary:
          'The family asked about visiting hours and the guarantee; told them it is in hand.',
      },
    ]
    for (const call of calls) {
      const [inserted] = await trx
        .insertQuery()
        .table('case_calls')
        .insert({
          case_id: row.id,
          ...call,
          created_by_id: loggerId,
          created_at: call.called_at,
          updated_at: call.called_at,
        })
        .returning('id')
      await trx
        .insertQuery()
        .table('activity_logs')
        .insert({
          user_id: loggerId,
          center_id: row.center_id,
          action: 'create',
          subject_type: 'case_call',
          subject_id: String((inserted as { id: number }).id),
          properties: JSON.stringify({
            after: { case_id: row.id, party: call.party, summary: call.summary },
          }),
          created_at: call.called_at,
        })
    }
  }
}
