import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import {
  CONTACT_METHODS,
  GENDERS,
  MEMBER_TITLES,
  RELATIONSHIPS,
  valuesOf,
} from '#contracts/member_options'
import { liveRows } from '#validators/rules/live_rows'
import { calendarDay, dayWithin, isCalendarDay, notBefore } from '#validators/rules/date_order'
import { asRecordId, recordIdField } from '#validators/rules/record_id'
import { isStorableText } from '#contracts/storable_text'
import { phoneField } from '#validators/rules/phone'

type Meta = { recordId?: number }

function parentOf(field: FieldContext) {
  return (field.parent ?? {}) as Record<string, unknown>
}

/**
 * A day from a field of the parent, whether it is still typed text or already a date. Typed text
 * may be a day that does not exist ('2026-02-30', refused beside its own field), which must not
 * reach a query.
 */
function dayOf(value: unknown): string | null {
  if (value instanceof Date) return calendarDay(value)
  return typeof value === 'string' && isCalendarDay(value.trim()) ? value.trim() : null
}

/** The program must be one of the chosen client's live programs. */
const programOfClient = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    // Read raw: the client may itself be refused (2147483648), which no query may see.
    const clientId = asRecordId(parentOf(field).client_id)
    if (typeof value !== 'number' || clientId === null) return
    const program = await db
      .from('programs')
      .where({ id: value, client_id: clientId })
      .whereNull('deleted_at')
      .first()
    if (!program)
      field.report("Please choose one of the client's programs.", 'programOfClient', field)
  },
  { isAsync: true }
)

/**
 * A dependant's principal: a live member of the same client who is not themself a dependant
 * (one level, as policies are written), and not the member being edited. A member who has
 * dependants cannot become someone else's dependant.
 */
const validPrincipal = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const { recordId } = field.meta as Meta
    if (value === recordId) {
      field.report('A member cannot be their own principal.', 'principal', field)
      return
    }
    const principal: { client_id: number; principal_member_id: number | null } | null = await db
      .from('members')
      .where('id', value)
      .whereNull('deleted_at')
      .select('client_id', 'principal_member_id')
      .first()
    if (!principal) {
      field.report('Please choose a member from the list.', 'principal', field)
    } else if (principal.principal_member_id !== null) {
      field.report(
        'That member is a dependant; choose their principal member instead.',
        'principal',
        field
      )
    } else if (principal.client_id !== asRecordId(parentOf(field).client_id)) {
      field.report('The principal member must belong to the same client.', 'principal', field)
    } else if (recordId !== undefined) {
      const dependant = await db
        .from('members')
        .where('principal_member_id', recordId)
        .whereNull('deleted_at')
        .first()
      if (dependant) {
        field.report(
          'This member has dependants of their own, so cannot be a dependant.',
          'principal',
          field
        )
      }
    }
  },
  { isAsync: true }
)

/** A dependant says how they relate to the principal; a principal is "Self". */
const relationshipFitsPrincipal = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    const hasPrincipal = Boolean(parentOf(field).principal_member_id)
    if (hasPrincipal && value === 'self') {
      field.report(
        'Choose how the dependant relates to the principal member.',
        'relationship',
        field
      )
    }
  }
)

/**
 * PRODUCT.md: a warning on the same name and date of birth for the same client. It stops the
 * save with the existing member named, and the form then offers "Save anyway" (allow_duplicate)
 * for two different people who share both.
 */
const notDuplicate = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    const parent = parentOf(field)
    if (parent.allow_duplicate === true || parent.allow_duplicate === 'true') return
    if (parent.allow_duplicate === '1' || parent.allow_duplicate === 'on') return
    // The other fields are read as posted and may have been refused beside themselves (a NUL in
    // the first name, client 2147483648): then there is nothing to compare, and no query.
    const rawFirstName = typeof parent.first_name === 'string' ? parent.first_name.trim() : ''
    const firstName = isStorableText(rawFirstName) ? rawFirstName : ''
    const birth = dayOf(parent.date_of_birth)
    const clientId = asRecordId(parent.client_id)
    if (typeof value !== 'string' || !firstName || !birth || clientId === null) return
    const { recordId } = field.meta as Meta
    const query = db
      .from('members')
      .where({ client_id: clientId, date_of_birth: birth })
      .whereNull('deleted_at')
      .whereRaw('lower(first_name) = lower(?) AND lower(last_name) = lower(?)', [
        firstName,
        value.trim(),
      ])
      .orderBy('id')
      .select('id', 'policy_number')
    if (recordId !== undefined) query.whereNot('id', recordId)
    const existing: { id: number; policy_number: string } | null = await query.first()
    if (existing) {
      field.report(
        `Possible duplicate: a member with this name and date of birth already exists for this client (policy ${existing.policy_number}, member #${existing.id}). Tick “Save anyway” if this is a different person.`,
        'duplicateMember',
        field
      )
    }
  },
  { isAsync: true }
)

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })

export const memberValidator = vine.create({
  title: vine
    .string()
    .in([...valuesOf(MEMBER_TITLES)])
    .optional(),
  first_name: vine.string().trim().minLength(1).maxLength(80),
  gender: vine.string().in([...valuesOf(GENDERS)]),
  date_of_birth: day().use(dayWithin({ range: 'birth', name: 'date of birth' })),
  client_id: recordIdField().exists({ table: 'clients', column: 'id', ...liveRows }),
  // After the fields the duplicate check reads (first name, date of birth, client).
  last_name: vine.string().trim().minLength(1).maxLength(80).use(notDuplicate()),
  allow_duplicate: vine.boolean().optional(),
  nationality_id: recordIdField()
    .exists({ table: 'countries', column: 'id', ...liveRows })
    .optional(),
  id_number: vine.string().trim().maxLength(40).optional(),
  program_id: recordIdField().use(programOfClient()).optional(),
  policy_number: vine.string().trim().minLength(1).maxLength(40),
  policy_valid_from: day()
    .use(dayWithin({ range: 'validity', name: 'policy start date' }))
    .optional(),
  policy_valid_to: day()
    .use(dayWithin({ range: 'validity', name: 'policy end date' }))
    .use(
      notBefore({
        field: 'policy_valid_from',
        message: 'The policy end date cannot be before its start date.',
      })
    )
    .optional(),
  principal_member_id: recordIdField().use(validPrincipal()).optional(),
  relationship: vine
    .string()
    .in([...valuesOf(RELATIONSHIPS)])
    .use(relationshipFitsPrincipal()),
  phone: phoneField(),
  email: vine.string().trim().email().maxLength(254).optional(),
  preferred_contact_method: vine
    .string()
    .in([...valuesOf(CONTACT_METHODS)])
    .optional(),
  address: vine.string().trim().maxLength(500).optional(),
  city: vine.string().trim().maxLength(120).optional(),
  country_id: recordIdField()
    .exists({ table: 'countries', column: 'id', ...liveRows })
    .optional(),
  notes: vine.string().trim().maxLength(5000).optional(),
})
