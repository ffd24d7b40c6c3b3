import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import { liveRows } from '#validators/rules/live_rows'
import type { FieldContext } from '@vinejs/vine/types'
import { richText } from '#rich_text/rich_text_schema'
import { inspectPlaceholders } from '#rich_text/placeholders'
import type { RichTextDelta } from '#rich_text/sanitize_delta'
import { GOP_PLACEHOLDER_KEYS } from '#contracts/gop_placeholders'
import { recordIdField } from '#validators/rules/record_id'

/** Languages GOP letters are written in (hospitals across the region). */
export const GOP_TEMPLATE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'ms', label: 'Malay' },
  { value: 'id', label: 'Indonesian' },
  { value: 'th', label: 'Thai' },
  { value: 'vi', label: 'Vietnamese' },
  { value: 'fil', label: 'Filipino' },
  { value: 'zh', label: 'Chinese' },
  { value: 'ja', label: 'Japanese' },
] as const

const list = (values: string[]) => values.map((value) => `{{${value}}}`).join(', ')

/**
 * Every placeholder must be one the GOP sender can fill, typed in one piece; otherwise the
 * letter would go out with raw braces in it. The messages provider leaves braces alone here.
 */
const knownPlaceholders = (delta: RichTextDelta, field: FieldContext) => {
  const report = inspectPlaceholders(delta, GOP_PLACEHOLDER_KEYS)
  if (report.unknown.length > 0) {
    field.report(
      `Unknown placeholders: ${list(report.unknown)}. Choose from the list of placeholders.`,
      'placeholders',
      field
    )
  } else if (report.malformed.length > 0) {
    field.report(
      `These are not valid placeholders: ${report.malformed.join(', ')}. Write them like {{member.full_name}}.`,
      'placeholders',
      field
    )
  } else if (report.split.length > 0) {
    field.report(
      `Format each placeholder as a whole (it is partly bold, italic or linked): ${list(report.split)}.`,
      'placeholders',
      field
    )
  }
}

/** A template is a business entity's or a provider's own, never both (gop_templates_one_owner). */
const oneOwner = vine.createRule((_value: unknown, _: undefined, field: FieldContext) => {
  const parent = field.parent as Record<string, unknown>
  if (parent.business_entity_id !== undefined && parent.business_entity_id !== null) {
    field.report(
      'A template belongs to a business entity or to a provider, not both. Choose company-wide for the entity, or clear the provider.',
      'oneOwner',
      field
    )
  }
})

export const gopTemplateValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(160)
    .use(
      uniqueAmongLive({
        table: 'gop_templates',
        column: 'name',
        caseInsensitive: true,
        label: 'template name',
      })
    ),
  description: vine.string().trim().maxLength(1000).optional(),
  language: vine.string().in(GOP_TEMPLATE_LANGUAGES.map((language) => language.value)),
  business_entity_id: recordIdField()
    .exists({ table: 'business_entities', column: 'id', ...liveRows })
    .optional(),
  provider_id: recordIdField()
    .exists({ table: 'providers', column: 'id', ...liveRows })
    .use(oneOwner())
    .optional(),
  is_enabled: vine.boolean(),
  body: richText({ check: knownPlaceholders }),
})
