import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import { WITHDRAWAL_REASON_VALUES } from '#contracts/gop_options'
import { liveRows } from '#validators/rules/live_rows'
import { dayWithin, notBefore } from '#validators/rules/date_order'
import { asRecordId, recordIdField } from '#validators/rules/record_id'
import { amountField } from '#validators/rules/amount'

function parentOf(field: FieldContext) {
  return (field.parent ?? {}) as Record<string, unknown>
}

/**
 * A provider that may receive a new guarantee: live, and not black-listed (PRODUCT.md "Provider":
 * a black-listed provider cannot receive a new GOP). Checked again when a pending GOP is edited.
 */
const guaranteeableProvider = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const provider: { status: string; name: string } | null = await db
      .from('providers')
      .where('id', value)
      .whereNull('deleted_at')
      .select('status', 'name')
      .first()
    if (!provider) field.report('Please choose a provider from the list.', 'provider', field)
    else if (provider.status === 'black-listed') {
      field.report(
        `${provider.name} is black-listed and cannot receive a guarantee of payment.`,
        'blackListed',
        field
      )
    }
  },
  { isAsync: true }
)

/** An enabled, live business entity issues the GOP. */
const issuingEntity = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const entity = await db
      .from('business_entities')
      .where('id', value)
      .whereNull('deleted_at')
      .where('is_enabled', true)
      .first()
    if (!entity) field.report('Please choose an enabled business entity.', 'entity', field)
  },
  { isAsync: true }
)

/**
 * A letter template the GOP may use: live and enabled, and company-wide or the chosen provider's
 * or entity's own (a party's own letters are nobody else's).
 */
const usableTemplate = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const parent = parentOf(field)
    const providerId = asRecordId(parent.provider_id)
    const entityId = asRecordId(parent.business_entity_id)
    const template = await db
      .from('gop_templates')
      .where('id', value)
      .whereNull('deleted_at')
      .where('is_enabled', true)
      .where((owners) => {
        owners.where((shared) => shared.whereNull('provider_id').whereNull('business_entity_id'))
        if (providerId !== null) owners.orWhere('provider_id', providerId)
        if (entityId !== null) owners.orWhere('business_entity_id', entityId)
      })
      .first()
    if (!template) {
      field.report(
        "Please choose a company-wide template or the provider's or entity's own.",
        'template',
        field
      )
    }
  },
  { isAsync: true }
)

/**
 * A guarantee of payment (PRODUCT.md "Money documents"): who is guaranteed (the provider), who
 * guarantees (the business entity), how much in which currency, for what and until when.
 */
export const gopValidator = vine.create({
  provider_id: recordIdField().use(guaranteeableProvider()),
  business_entity_id: recordIdField().use(issuingEntity()),
  gop_template_id: recordIdField().use(usableTemplate()).optional(),
  currency_code: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'currencies', column: 'code', ...liveRows }),
  amount: amountField(),
  services_covered: vine.string().trim().maxLength(2000).optional(),
  admission_date: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'admission', name: 'admission date' }))
    .optional(),
  valid_until: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'deadline', name: 'valid until date' }))
    .use(
      notBefore({ field: 'admission_date', message: 'Valid until cannot be before the admission.' })
    )
    .optional(),
  remarks: vine.string().trim().maxLength(2000).optional(),
})

/**
 * What a GOP transition may be given: the reason a decline needs (the workflow asks for it),
 * and the revised amount and terms a revision needs (app/workflows/gop_workflow.ts).
 */
/** "Send again": the id of the last send the sender saw ("0" when there was none). */
function lastTransmissionField() {
  return vine
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .optional()
}

export const gopTransitionValidator = vine.create({
  reason: vine.string().trim().maxLength(2000).optional(),
  // The revision the reviser saw: a second submission of the same revision is refused.
  revision: vine
    .string()
    .trim()
    .regex(/^\d{1,5}$/)
    .optional(),
  amount: amountField().optional(),
  services_covered: vine.string().trim().maxLength(2000).optional(),
  valid_until: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'deadline', name: 'valid until date' }))
    .optional(),
  remarks: vine.string().trim().maxLength(2000).optional(),
  last_transmission: lastTransmissionField(),
})

/** Sending a withdrawal's letter again names the last send seen, as a GOP's does. */
export const gopWithdrawalTransitionValidator = vine.create({
  last_transmission: lastTransmissionField(),
})

/** A withdrawal (WGOP): which issued GOP, why (SPEC.md §3), and remarks. */
export const gopWithdrawalValidator = vine.create({
  gop_id: recordIdField(),
  reason: vine.string().in([...WITHDRAWAL_REASON_VALUES]),
  remarks: vine.string().trim().maxLength(2000).optional(),
})
