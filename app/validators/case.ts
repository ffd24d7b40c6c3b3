import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import {
  CALLER_CONTACT_METHOD_VALUES,
  CALLER_RELATIONSHIP_VALUES,
  CALLER_TYPE_VALUES,
  CASE_OUTCOME_VALUES,
  CASE_PRIORITY_VALUES,
} from '#contracts/case_options'
import { liveRows } from '#validators/rules/live_rows'
import { dayWithin, todayOf } from '#validators/rules/date_order'
import { asRecordId, recordIdField } from '#validators/rules/record_id'
import { phoneField } from '#validators/rules/phone'
import { timeZones } from '#validators/reference'
import type { CaseDetails } from '#contracts/case_form_sections'
import { readCaseDetails, sectionsOfType } from '#services/case_details'
import { placeTimeZone, zoneLabel } from '#contracts/place_time_zone'
import { admissionField } from '#contracts/case_dates'
import { dayRangeRefusal } from '#contracts/calendar_days'
import { countryZones } from '#queries/place_time_zones'

function parentOf(field: FieldContext) {
  return (field.parent ?? {}) as Record<string, unknown>
}

/** A live member; the case's client is the member's (read again when the case is written). */
const liveMember = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const member = await db.from('members').where('id', value).whereNull('deleted_at').first()
    if (!member) field.report('Please choose a member from the search.', 'liveMember', field)
  },
  { isAsync: true }
)

/** The program must be one of the member's client's live programs (PRODUCT.md "Cases"). */
const programOfMembersClient = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    // Read raw: the member may itself be refused (2147483648), which no query may see.
    const memberId = asRecordId(parentOf(field).member_id)
    if (typeof value !== 'number' || memberId === null) return
    const program = await db
      .from('programs')
      .join('members', 'members.client_id', 'programs.client_id')
      .where('programs.id', value)
      .where('members.id', memberId)
      .whereNull('programs.deleted_at')
      .first()
    if (!program) {
      field.report("Please choose one of the member's client's programs.", 'programOfClient', field)
    }
  },
  { isAsync: true }
)

/**
 * A level of the incident taxonomy under the level chosen above it: a category of the chosen
 * type, a service of that category, an item of that service.
 */
const underParent = vine.createRule(
  async (
    value: unknown,
    options: { table: string; column: string; parentField: string; noun: string },
    field: FieldContext
  ) => {
    if (typeof value !== 'number') return
    const parentId = asRecordId(parentOf(field)[options.parentField])
    const row =
      parentId === null
        ? null
        : await db
            .from(options.table)
            .where({ id: value, [options.column]: parentId })
            .whereNull('deleted_at')
            .first()
    if (!row) field.report(`Please choose a ${options.noun} of the one above.`, 'taxonomy', field)
  },
  { isAsync: true }
)

/**
 * The incident category, service and item below the chosen type, each optional and each under
 * the level above it: the same three fields on the case and on its incident records.
 */
export function underTaxonomyParent() {
  return {
    incident_category_id: recordIdField()
      .use(
        underParent({
          table: 'incident_categories',
          column: 'incident_type_id',
          parentField: 'incident_type_id',
          noun: 'category',
        })
      )
      .optional(),
    incident_service_id: recordIdField()
      .use(
        underParent({
          table: 'incident_services',
          column: 'incident_category_id',
          parentField: 'incident_category_id',
          noun: 'service',
        })
      )
      .optional(),
    incident_item_id: recordIdField()
      .use(
        underParent({
          table: 'incident_items',
          column: 'incident_service_id',
          parentField: 'incident_service_id',
          noun: 'item',
        })
      )
      .optional(),
  }
}

/** Reports `message` beside another field of the form than the rule's own. */
function reportOn(field: FieldContext, name: string, message: string, rule: string) {
  field.report(message, rule, {
    ...field,
    name,
    wildCardPath: name,
    isArrayMember: false,
    getFieldPath: () => name,
  })
}

/**
 * The incident's time zone is its place's (issue 29: a Bangkok incident is not stored in Kuala
 * Lumpur's zone). Checked from the country (the zone may be left empty): a posted zone must be
 * one of the country's; none posted is the country's only zone or the one its city names (the
 * case's attributes read it the same way), and where the country has several that the city does
 * not settle, the agent is asked to choose beside the zone. A country ICU knows no zones for is
 * not checked. Refusals are beside the time zone, where the choice is made.
 */
const zoneOfPlace = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const country = await countryZones(value)
    if (!country || country.zones.length === 0) return
    const parent = parentOf(field)
    const posted = typeof parent.incident_time_zone === 'string' ? parent.incident_time_zone : ''
    const city = typeof parent.incident_city === 'string' ? parent.incident_city : ''
    if (posted === '') {
      if (placeTimeZone(country.zones, city) === null) {
        const message = `${country.name} has ${country.zones.length} time zones; please choose the place's.`
        reportOn(field, 'incident_time_zone', message, 'zoneOfPlace')
      }
      return
    }
    if (!country.zones.includes(posted)) {
      const message = `${zoneLabel(posted)} is not a time zone of ${country.name}; please choose one of ${country.name}'s.`
      reportOn(field, 'incident_time_zone', message, 'zoneOfPlace')
    }
  },
  { isAsync: true }
)

/** How vine.boolean() reads a posted checkbox; the details rule reads it before that field does. */
const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true', 'on'])

/**
 * The answers to the incident type's sections (app/services/case_details.ts): each refusal
 * beside its own field (`details.admitted_on`), the value replaced by the answers as stored.
 * Implicit: a required field of the type's form is asked for even when nothing was posted.
 * Answers the form no longer shows are kept from the case being edited.
 */
const caseDetails = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    const parent = parentOf(field)
    const typeId = asRecordId(parent.incident_type_id)
    const { recordId } = field.meta as { recordId?: number }
    const previous: { details: CaseDetails } | null =
      typeof recordId === 'number'
        ? await db.from('cases').where('id', recordId).select('details').first()
        : null
    const sections = typeId === null ? [] : await sectionsOfType(typeId)
    const isEvacuation = TRUE_VALUES.has(parent.is_evacuation)
    const today = todayOf(field)
    const { details, issues } = await readCaseDetails(
      sections,
      value,
      isEvacuation,
      previous?.details ?? {},
      today
    )
    // The admission day becomes a new GOP's admission date: it takes the GOP's range (two years
    // ahead at most), so the GOP opened from this case is never refused for it.
    const admission = admissionField(sections, isEvacuation)
    const admittedOn = admission ? details[admission.key] : undefined
    if (
      admission &&
      typeof admittedOn === 'string' &&
      !issues.some((i) => i.key === admission.key)
    ) {
      const refusal = dayRangeRefusal('admission', admittedOn, today, 'admission date')
      if (refusal) issues.push({ key: admission.key, message: refusal })
    }
    for (const issue of issues) {
      const path = `details.${issue.key}`
      field.report(issue.message, 'caseDetails', {
        ...field,
        name: issue.key,
        wildCardPath: path,
        isArrayMember: false,
        getFieldPath: () => path,
      })
    }
    field.mutate(details, field)
  },
  { implicit: true, isAsync: true }
)

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })
const optionOf = (values: readonly string[]) => vine.string().in([...values])

/** What the agent types when opening or editing a case (PRODUCT.md "Cases"). */
export const caseValidator = vine.create({
  member_id: recordIdField().use(liveMember()),
  program_id: recordIdField().use(programOfMembersClient()).optional(),
  incident_type_id: recordIdField().exists({ table: 'incident_types', column: 'id', ...liveRows }),
  ...underTaxonomyParent(),
  incident_date: day()
    .use(dayWithin({ range: 'happened', name: 'incident date' }))
    .optional(),
  incident_country_id: recordIdField()
    .exists({ table: 'countries', column: 'id', ...liveRows })
    .use(zoneOfPlace())
    .optional(),
  incident_city: vine.string().trim().maxLength(120).optional(),
  incident_time_zone: vine.string().in(timeZones).optional(),
  description: vine.string().trim().maxLength(10_000).optional(),
  symptoms: vine.string().trim().maxLength(10_000).optional(),
  caller_name: vine.string().trim().maxLength(160).optional(),
  caller_type: optionOf(CALLER_TYPE_VALUES).optional(),
  caller_relationship: optionOf(CALLER_RELATIONSHIP_VALUES).optional(),
  caller_phone: phoneField(),
  caller_email: vine.string().trim().email().maxLength(254).optional(),
  caller_contact_method: optionOf(CALLER_CONTACT_METHOD_VALUES).optional(),
  priority: optionOf(CASE_PRIORITY_VALUES),
  is_evacuation: vine.boolean().optional(),
  details: vine.any().optional().use(caseDetails()),
  // A new case opened from a WhatsApp conversation (issue 31): linked to it as it is created
  // (app/services/whatsapp/case_from_contact.ts); ignored by an edit.
  whatsapp_contact: recordIdField().optional(),
})

/** What a transition may ask for: a reason (force close, reopen) and the outcome (close). */
export const caseTransitionValidator = vine.create({
  reason: vine.string().trim().maxLength(2000).optional(),
  outcome: optionOf(CASE_OUTCOME_VALUES).optional(),
})
