import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * What the demo cases hold in their tabs: the incident record each was opened for, the caller
 * and (for medical cases) the treating doctor as contacts, a primary diagnosis on the medical
 * ones, and the feedback a few closed ones received. Derived from the cases themselves, so it
 * follows demo_cases.ts; idempotent like the other demo seeders (nothing once any exists).
 */

/** Plausible primary diagnoses by what the description says (ICD-10-CM codes of the seed). */
const DIAGNOSES: [RegExp, string][] = [
  [/pneumonia/i, 'J18.9'],
  [/dengue/i, 'A91'],
  [/fractur|femur|hip/i, 'S72.001A'],
  [/myocard|heart|chest pain|cardiac/i, 'I21.9'],
  [/append/i, 'K35.80'],
  [/stroke/i, 'I63.9'],
  [/gastro|diarr|food poison/i, 'A09'],
]
const FALLBACK_DIAGNOSIS = 'R50.9'

const FEEDBACK = [
  {
    feedback_type: 'compliment',
    channel: 'email',
    source: 'client',
    description: 'The insurer thanked the team for arranging the admission within the hour.',
  },
  {
    feedback_type: 'complaint',
    channel: 'phone',
    source: 'user',
    description: 'The member waited two hours for a call back about the guarantee of payment.',
  },
  {
    feedback_type: 'compliment',
    channel: 'whatsapp',
    source: 'provider',
    description: 'The hospital appreciated the quick confirmation of coverage.',
  },
]

export async function seedDemoCaseRecords(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('case_incidents').count('* as total')
  if (Number(total) > 0) return

  const cases: {
    id: number
    status: string
    incident_type_id: number
    incident_category_id: number | null
    incident_service_id: number | null
    incident_item_id: number | null
    incident_date: Date | null
    incident_country_id: number | null
    incident_city: string | null
    description: string | null
    caller_name: string | null
    caller_type: string | null
    caller_relationship: string | null
    caller_phone: string | null
    caller_email: string | null
    caller_contact_method: string | null
    opened_at: Date
    closed_at: Date | null
    owner_id: number | null
    center_id: number
    number: string
    outcome: string | null
    reopened_count: number
    type_name: string
  }[] = await trx
    .from('cases')
    .join('incident_types', 'incident_types.id', 'cases.incident_type_id')
    .whereNull('cases.deleted_at')
    .orderBy('cases.id')
    .select('cases.*', 'incident_types.name as type_name')
  if (cases.length === 0) return

  const icds: { id: number; code: string }[] = await trx
    .from('icds')
    .whereIn('code', [...DIAGNOSES.map(([, code]) => code), FALLBACK_DIAGNOSIS])
    .whereNull('deleted_at')
    .select('id', 'code')
  const icdId = (code: string) => icds.find((icd) => icd.code === code)?.id

  const stamp = (row: { opened_at: Date }) => ({
    created_at: row.opened_at,
    updated_at: row.opened_at,
  })
  const incidents = []
  const contacts = []
  const diagnoses = []
  const feedback = []
  const history = []
  let closedSeen = 0
  for (const row of cases) {
    history.push(...statusHistoryOf(row))
    incidents.push({
      case_id: row.id,
      occurred_on: row.incident_date,
      incident_type_id: row.incident_type_id,
      incident_category_id: row.incident_category_id,
      incident_service_id: row.incident_service_id,
      incident_item_id: row.incident_item_id,
      country_id: row.incident_country_id,
      city: row.incident_city,
      description: row.description,
      ...stamp(row),
    })
    if (row.caller_name) {
      contacts.push({
        case_id: row.id,
        name: row.caller_name,
        caller_type: row.caller_type,
        relationship: row.caller_relationship,
        phone: row.caller_phone,
        email: row.caller_email,
        preferred_contact_method: row.caller_contact_method,
        notes: 'First caller.',
        ...stamp(row),
      })
    }
    if (row.type_name === 'Medical') {
      contacts.push({
        case_id: row.id,
        name: `Dr ${['Tan', 'Somchai', 'Reyes', 'Lim', 'Wong'][row.id % 5]}, attending physician`,
        caller_type: 'provider',
        relationship: 'no_relation',
        phone: null,
        email: null,
        preferred_contact_method: 'email',
        notes: 'Sends the daily medical report.',
        ...stamp(row),
      })
      const code =
        DIAGNOSES.find(([pattern]) => pattern.test(row.description ?? ''))?.[1] ??
        FALLBACK_DIAGNOSIS
      const id = icdId(code)
      if (id) {
        diagnoses.push({
          case_id: row.id,
          icd_id: id,
          is_primary: true,
          diagnosed_on: row.incident_date,
          notes: 'Initial diagnosis from the admitting hospital.',
          ...stamp(row),
        })
      }
    }
    if (row.status === 'closed' && closedSeen < FEEDBACK.length * 2) {
      feedback.push({
        case_id: row.id,
        ...FEEDBACK[closedSeen % FEEDBACK.length],
        received_on: row.opened_at,
        ...stamp(row),
      })
      closedSeen += 1
    }
  }
  await trx.insertQuery().table('case_incidents').multiInsert(incidents)
  if (contacts.length > 0) await trx.insertQuery().table('case_contacts').multiInsert(contacts)
  if (diagnoses.length > 0) await trx.insertQuery().table('case_diagnoses').multiInsert(diagnoses)
  if (feedback.length > 0) await trx.insertQuery().table('case_feedbacks').multiInsert(feedback)
  if (history.length > 0) await trx.insertQuery().table('activity_logs').multiInsert(history)
}

const HOUR = 60 * 60 * 1000

/**
 * The transitions that brought a demo case to its state, as the workflow logs them
 * (app/services/workflow.ts): taken by its owner an hour after opening, to billing halfway to
 * its closing, closed with its outcome, and a reopen with its reason where it was reopened.
 */
function statusHistoryOf(row: {
  id: number
  number: string
  status: string
  owner_id: number | null
  center_id: number
  opened_at: Date
  closed_at: Date | null
  outcome: string | null
  reopened_count: number
}) {
  const entry = (
    at: Date,
    transition: string,
    done: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
    reason?: string
  ) => ({
    user_id: row.owner_id,
    center_id: row.center_id,
    action: 'transition',
    subject_type: 'case',
    subject_id: String(row.id),
    description: `Case ${row.number} ${done}`,
    properties: JSON.stringify({ transition, done, before, after, ...(reason ? { reason } : {}) }),
    ip: null,
    user_agent: null,
    created_at: at,
  })
  if (row.status === 'pending') return []
  const taken = new Date(row.opened_at.getTime() + HOUR)
  const entries = [
    entry(taken, 'activate', 'activated', { status: 'pending' }, { status: 'active' }),
  ]
  const end = row.closed_at ?? new Date()
  const billed = new Date((taken.getTime() + end.getTime()) / 2)
  // A step after billing, never later than now (a case opened this morning).
  const after = (hours: number) => new Date(Math.min(billed.getTime() + hours * HOUR, Date.now()))
  const reopened = row.reopened_count > 0 && row.status !== 'closed'
  if (row.status === 'billing' || row.status === 'closed' || reopened) {
    entries.push(
      entry(billed, 'to-billing', 'moved to billing', { status: 'active' }, { status: 'billing' })
    )
  }
  if (row.status === 'closed' && row.closed_at) {
    entries.push(
      entry(
        row.closed_at,
        'close',
        'closed',
        { status: 'billing' },
        { status: 'closed', outcome: row.outcome }
      )
    )
  }
  if (reopened) {
    entries.push(
      entry(
        after(1),
        'close',
        'closed',
        { status: 'billing' },
        { status: 'closed', outcome: 'successful' }
      ),
      entry(
        after(2),
        'reopen',
        'reopened',
        { status: 'closed' },
        { status: 'active' },
        'The hospital sent a further bill after the case was closed.'
      )
    )
  }
  return entries
}
