import { writeSettings } from '#services/settings'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { document, strong } from '#database/seeders/reference/delta_builder'
import { inspectPlaceholders } from '#rich_text/placeholders'
import { GOP_PLACEHOLDER_KEYS } from '#contracts/gop_placeholders'

/** The company-wide letter every business entity can use from day one. */
export const STANDARD_GOP_LETTER = document([
  [['{{business_entity.name}}'], { header: 2 }],
  [['{{business_entity.address}} · {{business_entity.phone}} · {{business_entity.email}}']],
  [[]],
  [['GUARANTEE OF PAYMENT'], { header: 1, align: 'center' }],
  [[strong('GOP number: '), '{{gop.number}} (revision {{gop.revision}})']],
  [[strong('Date: '), '{{today}}']],
  [[strong('To: '), '{{provider.name}}, {{provider.address}}']],
  [[]],
  [['Dear Sir or Madam,']],
  [
    [
      'We confirm that we guarantee payment of the medical expenses of the patient below, up to ',
      strong('{{gop.currency}} {{gop.amount}}'),
      ', for the services listed, on behalf of ',
      '{{client.name}} ({{program.name}}).',
    ],
  ],
  [[strong('Patient: '), '{{member.full_name}}, born {{member.date_of_birth}}']],
  [[strong('Policy number: '), '{{member.policy_number}}']],
  [[strong('Our case: '), '{{case.number}}']],
  [[strong('Diagnosis: '), '{{case.diagnosis}}']],
  [[strong('Services covered: '), '{{gop.services_covered}}']],
  [[strong('Admission date: '), '{{gop.admission_date}}']],
  [[strong('Valid until: '), '{{gop.valid_until}}']],
  [[]],
  [['Conditions'], { header: 3 }],
  [['The guarantee covers only the services and amount above.'], { list: 'bullet' }],
  [
    ['Costs beyond the amount need a revised guarantee before treatment continues.'],
    { list: 'bullet' },
  ],
  [
    ['Personal items, non-medical costs and excluded conditions are not covered.'],
    { list: 'bullet' },
  ],
  [
    ['Send the itemised final bill and the medical report quoting our case number.'],
    { list: 'bullet' },
  ],
  [[strong('Remarks: '), '{{gop.remarks}}']],
  [[]],
  [['Yours faithfully,']],
  [['{{agent.full_name}}']],
  [['For and on behalf of {{business_entity.name}}']],
])

/** A short letter for an outpatient visit. */
export const OUTPATIENT_GOP_LETTER = document([
  [['{{business_entity.name}}'], { header: 2 }],
  [['GUARANTEE OF PAYMENT — OUTPATIENT'], { header: 1 }],
  [[strong('GOP number: '), '{{gop.number}} · ', strong('Date: '), '{{today}}']],
  [['To {{provider.name}},']],
  [
    [
      'Please attend to ',
      strong('{{member.full_name}}'),
      ' (policy {{member.policy_number}}, case {{case.number}}). We guarantee the consultation and prescribed medication up to ',
      strong('{{gop.currency}} {{gop.amount}}'),
      ', valid until {{gop.valid_until}}.',
    ],
  ],
  [['Please send the bill and a short medical report to {{business_entity.email}}.']],
  [['{{agent.full_name}}, {{business_entity.name}}']],
])

export const GOP_LETTERS = [
  {
    name: 'Standard guarantee of payment',
    description: 'Inpatient admissions and surgery: amount, services covered, conditions.',
    body: STANDARD_GOP_LETTER,
  },
  {
    name: 'Outpatient guarantee',
    description: 'A one-page letter for clinic visits and emergency room care.',
    body: OUTPATIENT_GOP_LETTER,
  },
]

/** The company-wide letters, added when missing (by name); never overwrites an edited one. */
export async function seedGopTemplates(trx: TransactionClientContract) {
  const now = new Date()
  const existing = new Set(
    ((await trx.from('gop_templates').select('name')) as { name: string }[]).map((row) =>
      row.name.toLowerCase()
    )
  )
  for (const template of GOP_LETTERS) {
    if (existing.has(template.name.toLowerCase())) continue
    // The seeded letters must pass the same check as a template saved in the form.
    const report = inspectPlaceholders(template.body, GOP_PLACEHOLDER_KEYS)
    if (report.unknown.length + report.malformed.length + report.split.length > 0) {
      throw new Error(`Seeded GOP template "${template.name}" has invalid placeholders`)
    }
    await trx
      .insertQuery()
      .table('gop_templates')
      .insert({
        name: template.name,
        description: template.description,
        language: 'en',
        body: JSON.stringify(template.body),
        is_enabled: true,
        created_at: now,
        updated_at: now,
      })
  }
  await seedCompanyDefault(trx)
}

/**
 * The company default letter (Manage › GOP settings), which a GOP's letter falls back to when
 * neither its provider nor its issuer has one of their own: the standard letter, from day one,
 * unless an administrator has chosen (the setting is stored) or that letter is gone.
 */
async function seedCompanyDefault(trx: TransactionClientContract) {
  const chosen = await trx.from('settings').where('key', 'gop_default_template_id').first()
  if (chosen) return
  const standard: { id: number } | null = await trx
    .from('gop_templates')
    .where('name', GOP_LETTERS[0].name)
    .whereNull('deleted_at')
    .whereNull('provider_id')
    .whereNull('business_entity_id')
    .select('id')
    .first()
  if (standard) await writeSettings({ gop_default_template_id: standard.id }, trx)
}
