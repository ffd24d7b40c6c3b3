import vine from '@vinejs/vine'
import { richText } from '#rich_text/rich_text_schema'
import { liveRows } from '#validators/rules/live_rows'
import { recordIdField } from '#validators/rules/record_id'

export const incidentScriptValidator = vine.create({
  incident_type_id: recordIdField().exists({ table: 'incident_types', column: 'id', ...liveRows }),
  title: vine.string().trim().minLength(2).maxLength(160),
  is_enabled: vine.boolean(),
  body: richText(),
})
