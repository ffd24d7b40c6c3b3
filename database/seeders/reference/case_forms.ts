import type { CaseFieldKind, CaseFormSection } from '#contracts/case_form_sections'
import { keyFromLabel } from '#contracts/case_form_sections'

/*
 * The starting case forms of the seeded incident types (issue 13: medical — admission,
 * provider, symptoms, initial diagnosis; evacuation/repatriation — from, to, mode, escort,
 * fit-to-fly; travel — trip, documents, location; security — location, risk, check-in plan).
 * Evacuation and repatriation are a category of Medical here (the taxonomy seeder), so its
 * section shows when the case is marked an evacuation. Afterwards the forms belong to the
 * administrators (Manage › Incident types › Case form). A question whose answer may not be
 * known yet, or may not apply, is SPEC.md §3's Yes/No/Pending/NA (a police report still to
 * come, a fitness to fly not assessed yet).
 */

type FieldSpec = [
  label: string,
  kind: CaseFieldKind,
  extra?: { choices?: string[]; hint?: string; required?: boolean },
]

function section(title: string, fields: FieldSpec[], evacuationOnly = false): CaseFormSection {
  return {
    key: keyFromLabel(title, 'section'),
    title,
    evacuation_only: evacuationOnly,
    fields: fields.map(([label, kind, extra]) => ({
      key: keyFromLabel(label),
      label,
      kind,
      required: extra?.required ?? false,
      choices: extra?.choices ?? [],
      hint: extra?.hint ?? null,
    })),
  }
}

export const DEFAULT_CASE_FORMS: Record<string, CaseFormSection[]> = {
  Medical: [
    section('Admission', [
      ['Hospital', 'provider', { hint: 'Where the member is treated.' }],
      ['Admitted on', 'date'],
      ['Admission type', 'choice', { choices: ['Emergency', 'Planned', 'Outpatient only'] }],
      ['Ward or room', 'text'],
      ['Treating doctor', 'text'],
      ['Doctor phone', 'text'],
    ]),
    section('Initial diagnosis', [
      ['Diagnosis as reported', 'long_text', { hint: 'In the words of the hospital or caller.' }],
      ['Conscious', 'yes_no'],
      ['Estimated length of stay (days)', 'number'],
      ['Pre-existing condition suspected', 'yes_no_pending_na'],
    ]),
    section(
      'Evacuation or repatriation',
      [
        ['From (place)', 'text', { required: true }],
        ['To (place)', 'text', { required: true }],
        [
          'Mode',
          'choice',
          {
            choices: [
              'Air ambulance',
              'Commercial flight, stretcher',
              'Commercial flight, seated',
              'Ground ambulance',
            ],
          },
        ],
        ['Escort', 'choice', { choices: ['None', 'Nurse', 'Doctor', 'Paramedic', 'Relative'] }],
        ['Fit to fly', 'yes_no_pending_na', { hint: 'Pending until the doctor has assessed.' }],
        ['Planned on', 'date'],
      ],
      true
    ),
  ],
  Travel: [
    section('Trip', [
      ['Departed on', 'date'],
      ['Return planned on', 'date'],
      ['Airline and flight', 'text'],
      ['Booking reference', 'text'],
    ]),
    section('Documents', [
      [
        'Documents affected',
        'choice',
        { choices: ['Passport', 'Identity card', 'Visa', 'Tickets', 'Cards and cash', 'None'] },
      ],
      ['Police report filed', 'yes_no_pending_na'],
      ['Embassy or consulate contacted', 'yes_no'],
    ]),
    section('Location', [
      ['Staying at', 'text', { hint: 'Hotel or address.' }],
      ['Country now', 'country'],
      ['Phone at the location', 'text'],
    ]),
  ],
  Security: [
    section('Location', [
      ['Exact location', 'long_text', { required: true }],
      ['Country now', 'country'],
      ['Safe at the moment', 'yes_no'],
    ]),
    section('Risk', [
      ['Risk level', 'choice', { choices: ['Low', 'Medium', 'High', 'Critical'], required: true }],
      [
        'Threat',
        'choice',
        { choices: ['Civil unrest', 'Natural disaster', 'Crime', 'Terrorism', 'Health', 'Other'] },
      ],
      ['Others with the member', 'number'],
    ]),
    section('Check-in plan', [
      ['Check in', 'choice', { choices: ['Every hour', 'Every 4 hours', 'Twice a day', 'Daily'] }],
      ['Next check-in on', 'date'],
      ['Channel', 'choice', { choices: ['Phone', 'WhatsApp', 'Email', 'SMS'] }],
    ]),
  ],
  Specialty: [
    section('Request', [
      ['Service requested', 'long_text', { required: true }],
      ['Records received', 'yes_no_pending_na'],
      ['Needed by', 'date'],
    ]),
  ],
}
