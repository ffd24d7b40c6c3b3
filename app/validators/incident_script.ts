import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import { richText } from '#rich_text/rich_text_schema'
import { liveRows } from '#validators/rules/live_rows'
import { recordIdField } from '#validators/rules/record_id'

export const incidentScriptValidator = vine.create({
  incident_type_id: recordIdField().exists({ table: 'incident_types', column: 'id', ...liveRows }),
  title: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(160)
    .use(
      uniqueAmongLive({
        table: 'incident_scripts',
        column: 'title',
        caseInsensitive: true,
        within: { incident_type_id: 'incident_type_id' },
        label: 'title for this incident type',
      })
    ),
  is_enabled: vine.boolean(),
  body: richText(),
})
