import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import {
  FEEDBACK_CHANNEL_VALUES,
  FEEDBACK_SOURCE_VALUES,
  FEEDBACK_TYPE_VALUES,
} from '#contracts/case_options'
import { liveRows } from '#validators/rules/live_rows'
import { dayWithin } from '#validators/rules/date_order'
import { recordIdField } from '#validators/rules/record_id'
import { underTaxonomyParent } from '#validators/case'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })
const optionOf = (values: readonly string[]) => vine.string().in([...values])

/** An incident record of a case: the taxonomy as on the case, where and when it happened. */
export const caseIncidentValidator = vine.create({
  incident_type_id: recordIdField().exists({ table: 'incident_types', column: 'id', ...liveRows }),
  ...underTaxonomyParent(),
  occurred_on: day()
    .use(dayWithin({ range: 'happened', name: 'incident date' }))
    .optional(),
  country_id: recordIdField()
    .exists({ table: 'countries', column: 'id', ...liveRows })
    .optional(),
  city: vine.string().trim().maxLength(120).optional(),
  description: vine.string().trim().maxLength(10_000).optional(),
})

/** An ICD-10 code that is live (a trashed code is not chosen for a new diagnosis). */
const liveIcd = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const icd = await db.from('icds').where('id', value).whereNull('deleted_at').first()
    if (!icd) field.report('Please choose an ICD-10 code from the search.', 'liveIcd', field)
  },
  { isAsync: true }
)

/** A diagnosis: one ICD-10 code, whether it is the primary one, when and notes. */
export const caseDiagnosisValidator = vine.create({
  icd_id: recordIdField()
    .use(liveIcd())
    .use(
      uniqueAmongLive({
        table: 'case_diagnoses',
        column: 'icd_id',
        withinParent: 'case_id',
        label: 'ICD code',
      })
    ),
  is_primary: vine.boolean().optional(),
  diagnosed_on: day()
    .use(dayWithin({ range: 'happened', name: 'diagnosis date' }))
    .optional(),
  notes: vine.string().trim().maxLength(2000).optional(),
})

/** Feedback about a case with SPEC.md §3's type, channel and source. */
export const caseFeedbackValidator = vine.create({
  feedback_type: optionOf(FEEDBACK_TYPE_VALUES),
  channel: optionOf(FEEDBACK_CHANNEL_VALUES),
  source: optionOf(FEEDBACK_SOURCE_VALUES),
  received_on: day().use(dayWithin({ range: 'happened', name: 'date received' })),
  description: vine.string().trim().minLength(1).maxLength(10_000),
})
