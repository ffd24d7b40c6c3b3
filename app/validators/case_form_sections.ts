import vine, { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  CASE_FIELD_KIND_VALUES,
  CASE_FORM_KEY,
  CASE_FORM_LIMITS,
  keyFromLabel,
  type CaseFormField,
  type CaseFormSection,
} from '#contracts/case_form_sections'

/**
 * Manage › Incident types › Case form: the sections as the editor posts them
 * (`sections.0.fields.1.label`). A field's choices come as one text, one choice per line.
 */
export const caseFormSectionsValidator = vine.create({
  sections: vine
    .array(
      vine.object({
        key: vine.string().regex(CASE_FORM_KEY).optional(),
        title: vine.string().trim().minLength(1).maxLength(CASE_FORM_LIMITS.title),
        evacuation_only: vine.boolean().optional(),
        fields: vine
          .array(
            vine.object({
              key: vine.string().regex(CASE_FORM_KEY).optional(),
              label: vine.string().trim().minLength(1).maxLength(CASE_FORM_LIMITS.label),
              kind: vine.string().in([...CASE_FIELD_KIND_VALUES]),
              required: vine.boolean().optional(),
              choices: vine
                .string()
                .trim()
                .maxLength(CASE_FORM_LIMITS.choices * (CASE_FORM_LIMITS.choice + 2))
                .optional(),
              hint: vine.string().trim().maxLength(CASE_FORM_LIMITS.hint).optional(),
            })
          )
          .minLength(1)
          .maxLength(CASE_FORM_LIMITS.fieldsPerSection),
      })
    )
    .maxLength(CASE_FORM_LIMITS.sections)
    .optional(),
})

type Posted = Infer<(typeof caseFormSectionsValidator)['schema']>

/**
 * The sections as stored: keys kept where the editor sent one (the answers given stay attached
 * when a label is renamed), made from the label for a new field, unique across the type; a
 * choice field's list read line by line. What the schema cannot say (a choice field without
 * choices, two fields of one section with one label) is refused beside the field, all at once.
 */
export function storedSections(posted: Posted): CaseFormSection[] {
  const issues: { field: string; message: string }[] = []
  // Keys the editor sent are the fields' own (their answers are stored under them): they are
  // kept first, so a new field never takes one of them from a field further down.
  const sent = posted.sections ?? []
  const sectionKeys = new Set<string>()
  const fieldKeys = new Set<string>()
  const ownSectionKeys = new Set<string>()
  const ownFieldKeys = new Set<string>()
  for (const section of sent) {
    if (section.key) ownSectionKeys.add(section.key)
    for (const field of section.fields) if (field.key) ownFieldKeys.add(field.key)
  }
  /** The field's own key the first time it is seen, else a free one from the label. */
  const keyOf = (
    own: string | undefined,
    label: string,
    fallback: string,
    taken: Set<string>,
    owned: Set<string>
  ) => {
    if (own && !taken.has(own)) {
      taken.add(own)
      return own
    }
    const wanted = keyFromLabel(label, fallback)
    let key = wanted
    for (let suffix = 2; taken.has(key) || owned.has(key); suffix++) {
      key = `${wanted.slice(0, 36)}_${suffix}`
    }
    taken.add(key)
    return key
  }
  const sections = sent.map((section, sectionIndex) => {
    const labels = new Set<string>()
    const fields = section.fields.map((field, fieldIndex): CaseFormField => {
      const path = `sections.${sectionIndex}.fields.${fieldIndex}`
      const label = field.label.toLowerCase()
      if (labels.has(label)) {
        issues.push({
          field: `${path}.label`,
          message: 'Another field of this section has this label.',
        })
      }
      labels.add(label)
      const choices =
        field.kind === 'choice'
          ? [...new Set((field.choices ?? '').split('\n').map((choice) => choice.trim()))].filter(
              Boolean
            )
          : []
      if (field.kind === 'choice' && choices.length === 0) {
        issues.push({ field: `${path}.choices`, message: 'Please list the choices, one per line.' })
      }
      if (choices.length > CASE_FORM_LIMITS.choices) {
        issues.push({
          field: `${path}.choices`,
          message: `A field can offer at most ${CASE_FORM_LIMITS.choices} choices.`,
        })
      }
      if (choices.some((choice) => choice.length > CASE_FORM_LIMITS.choice)) {
        issues.push({
          field: `${path}.choices`,
          message: `Each choice must be at most ${CASE_FORM_LIMITS.choice} characters.`,
        })
      }
      return {
        key: keyOf(field.key, field.label, 'field', fieldKeys, ownFieldKeys),
        label: field.label,
        kind: field.kind as CaseFormField['kind'],
        required: field.required ?? false,
        choices,
        hint: field.hint || null,
      }
    })
    return {
      key: keyOf(section.key, section.title, 'section', sectionKeys, ownSectionKeys),
      title: section.title,
      evacuation_only: section.evacuation_only ?? false,
      fields,
    }
  })
  if (issues.length > 0) {
    throw new errors.E_VALIDATION_ERROR(issues.map((issue) => ({ ...issue, rule: 'server' })))
  }
  return sections
}
