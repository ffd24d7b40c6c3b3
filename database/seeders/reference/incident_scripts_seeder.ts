import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RichTextDelta } from '#rich_text/sanitize_delta'
import {
  bullet,
  document,
  heading,
  numbered,
  para,
  strong,
} from '#database/seeders/reference/delta_builder'

/**
 * Call scripts for the seeded incident types (incident_taxonomy_seeder.ts): what the agent says
 * and asks on the first call, in order. Added when missing (by type and title), so an
 * administrator's edits are never undone.
 */
export const INCIDENT_SCRIPTS: { type: string; title: string; body: RichTextDelta }[] = [
  {
    type: 'Medical',
    title: 'First call: hospital admission',
    body: document([
      heading('Greet and identify'),
      para('"Thank you for calling the assistance centre, my name is … How may I help you?"'),
      numbered('Full name of the patient and ', strong('date of birth'), '.'),
      numbered('Policy or membership number, and the insurer or employer.'),
      numbered("Caller's name, relationship to the patient and a call-back number."),
      heading('The admission'),
      bullet('Hospital name, city and country; ward and room if known.'),
      bullet('Date of admission, symptoms, and the diagnosis the doctor gave.'),
      bullet("Attending doctor's name and the hospital's billing contact (email, phone)."),
      bullet('Is surgery planned? When? Estimated cost if the hospital has one.'),
      heading('Next steps to explain'),
      para(
        'We will ask the hospital for a ',
        strong('medical report'),
        ' and verify the policy. If covered, we send a ',
        strong('guarantee of payment'),
        ' directly to the hospital, usually within 4 hours.'
      ),
      para('Do not sign any payment undertaking before we confirm. Keep all receipts.'),
    ]),
  },
  {
    type: 'Medical',
    title: 'Medical evacuation request',
    body: document([
      heading('Assess urgency'),
      bullet('Is the patient stable enough to travel? What does the treating doctor say?'),
      bullet('Current location and the nearest airport.'),
      bullet('Oxygen, stretcher or escort needed? Any infectious disease?'),
      heading('Documents we need'),
      numbered('Fit-to-fly certificate from the treating doctor.'),
      numbered('Passport copy of the patient and of any travelling companion.'),
      numbered('Latest medical report, in English if possible.'),
      para(
        strong('Never promise a departure time'),
        ': our medical team decides the means (air ambulance, commercial stretcher, escort) after reviewing the report.'
      ),
    ]),
  },
  {
    type: 'Medical',
    title: 'Repatriation of remains',
    body: document([
      heading('Condolences first'),
      para(
        '"I am very sorry for your loss. I will take care of the arrangements with you, step by step."'
      ),
      heading('Information'),
      bullet('Full name of the deceased, date and place of death, and cause if known.'),
      bullet('Where the body is now (hospital, police, funeral home).'),
      bullet("Next of kin's name and contact, and the place of burial or cremation at home."),
      heading('Documents to collect'),
      numbered('Death certificate (and its translation).'),
      numbered('Passport of the deceased.'),
      numbered('Police report if the death was not natural.'),
      para('Explain that embalming, permits and the cargo flight are arranged by us.'),
    ]),
  },
  {
    type: 'Travel',
    title: 'Lost or stolen passport',
    body: document([
      heading('Safety'),
      para('Is the caller safe and somewhere they can stay tonight?'),
      heading('Steps for the traveller'),
      numbered('Report the loss to the local police and get a written report.'),
      numbered('Contact the nearest embassy or consulate (we give the address and hours).'),
      numbered('Bring two passport photos and any copy of the lost passport.'),
      heading('What we do'),
      bullet('Book the embassy appointment if the embassy allows it.'),
      bullet('Rebook travel once the emergency travel document date is known.'),
    ]),
  },
  {
    type: 'Travel',
    title: 'Flight delay or missed connection',
    body: document([
      bullet('Flight numbers, original and new departure times, and the airline.'),
      bullet(
        'Has the airline offered a hotel or meals? Ask the caller to keep the written refusal if not.'
      ),
      bullet(
        'Covered costs: hotel, meals and transfers within the policy limits; keep all receipts.'
      ),
      para('We can rebook the onward journey if the airline cannot within 6 hours.'),
    ]),
  },
  {
    type: 'Security',
    title: 'Security incident: shelter or evacuation',
    body: document([
      heading('Immediate safety', 1),
      para(strong('If in immediate danger, tell the caller to call local emergency services now.')),
      bullet('Exact location (share live location on WhatsApp if possible).'),
      bullet('How many people are with the caller; anyone injured?'),
      bullet('Can they stay where they are safely, or must they move?'),
      heading('Then'),
      numbered('Agree a check-in time and a second contact number.'),
      numbered('Escalate to the security duty manager; do not plan routes alone.'),
    ]),
  },
]

export async function seedIncidentScripts(trx: TransactionClientContract) {
  const types: { id: number; name: string }[] = await trx
    .from('incident_types')
    .whereNull('deleted_at')
    .select('id', 'name')
  const typeId = new Map(types.map((type) => [type.name, type.id]))
  const existing: { incident_type_id: number; title: string }[] = await trx
    .from('incident_scripts')
    .select('incident_type_id', 'title')
  const taken = new Set(existing.map((row) => `${row.incident_type_id}:${row.title.toLowerCase()}`))
  const now = new Date()
  const rows = INCIDENT_SCRIPTS.flatMap((script) => {
    const id = typeId.get(script.type)
    if (id === undefined || taken.has(`${id}:${script.title.toLowerCase()}`)) return []
    return [
      {
        incident_type_id: id,
        title: script.title,
        body: JSON.stringify(script.body),
        is_enabled: true,
        created_at: now,
        updated_at: now,
      },
    ]
  })
  if (rows.length > 0) await trx.insertQuery().table('incident_scripts').multiInsert(rows)
}
