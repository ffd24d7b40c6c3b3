import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The notes the demo cases hold (issue 14): what an agent writes down as a case goes, by the
 * case's owner, a few hours apart, the first one pinned on the medical cases, each with the log
 * entry its writing would have made (so the case's timeline tells it). Idempotent like the other
 * demo seeders: nothing once any note exists.
 */

const NOTES: { text: string; link?: { words: string; url: string } }[] = [
  {
    text: 'Spoke to the member: admitted, stable, asking for a guarantee of payment today.',
  },
  {
    text: 'Medical report received from the hospital; forwarded to the medical team.',
    link: { words: 'Medical report', url: 'https://hospital.example/reports/latest' },
  },
  { text: 'Family informed of the plan. Next call to the ward tomorrow at 09:00.' },
]

const HOUR = 60 * 60 * 1000

export async function seedDemoCaseNotes(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('case_notes').count('* as total')
  if (Number(total) > 0) return
  const admin: { id: number } | null = await trx.from('users').orderBy('id').select('id').first()
  if (!admin) return
  const cases: {
    id: number
    status: string
    owner_id: number | null
    center_id: number
    opened_at: Date
    type_name: string
  }[] = await trx
    .from('cases')
    .join('incident_types', 'incident_types.id', 'cases.incident_type_id')
    .whereNull('cases.deleted_at')
    .whereNot('cases.status', 'pending')
    .orderBy('cases.id')
    .select(
      'cases.id',
      'cases.status',
      'cases.owner_id',
      'cases.center_id',
      'cases.opened_at',
      'incident_types.name as type_name'
    )

  for (const row of cases) {
    const count = 1 + (row.id % NOTES.length)
    for (const [index, note] of NOTES.slice(0, count).entries()) {
      // Hours after opening, never later than now (a case opened this morning).
      const at = new Date(Math.min(row.opened_at.getTime() + (2 + index * 5) * HOUR, Date.now()))
      const ops = note.link
        ? [
            { insert: note.link.words, attributes: { link: note.link.url } },
            { insert: `${note.text.slice(note.link.words.length)}\n` },
          ]
        : [{ insert: `${note.text}\n` }]
      const authorId = row.owner_id ?? admin.id
      const [inserted] = await trx
        .insertQuery()
        .table('case_notes')
        .insert({
          case_id: row.id,
          body: JSON.stringify({ ops }),
          body_text: note.text,
          is_pinned: index === 0 && row.type_name === 'Medical',
          author_id: authorId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
      const id = (inserted as { id: number }).id
      await trx
        .insertQuery()
        .table('activity_logs')
        .insert({
          user_id: authorId,
          center_id: row.center_id,
          action: 'create',
          subject_type: 'case_note',
          subject_id: String(id),
          properties: JSON.stringify({ after: { case_id: row.id, body_text: note.text } }),
          created_at: at,
        })
    }
  }
}
