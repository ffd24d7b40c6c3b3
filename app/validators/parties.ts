import vine from '@vinejs/vine'
import { phoneField } from '#validators/rules/phone'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import { GOP_SENDING_MODES } from '#contracts/gop_sending'
import { liveRows } from '#validators/rules/live_rows'
import type { FieldContext } from '@vinejs/vine/types'
import { emailListRule, splitEmailList } from '#validators/rules/email_list'
import { whereCompanyWide, type GopTemplateOwnerColumn } from '#queries/gop_template_owners'
import { recordIdField } from '#validators/rules/record_id'

/**
 * The fields of the Bank details and GOP settings tabs, shared by every party that has them
 * (business entities and providers). A party's validator spreads them into its own.
 */

const optionalText = (max: number) => vine.string().trim().maxLength(max).optional()

/** An optional email address (a party's, a provider contact's). */
export const optionalEmailField = () => vine.string().trim().email().maxLength(254).optional()

/**
 * Who a party is and how to reach it: a short code (stored in capitals, unique among the live
 * parties of its kind), a name, and contact and address fields. Business entities, clients and
 * providers share them.
 *
 * @param party Its table, and how its code is named in "This client code is already in use."
 */
export function partyContactFields(party: { table: string; codeLabel: string }) {
  return {
    code: vine
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/)
      .use(uniqueAmongLive({ table: party.table, column: 'code', label: party.codeLabel })),
    name: vine.string().trim().minLength(2).maxLength(160),
    email: optionalEmailField(),
    phone: phoneField(),
    website: vine
      .string()
      .trim()
      .url({ protocols: ['http', 'https'], require_protocol: true })
      .maxLength(254)
      .optional(),
    address: optionalText(1000),
    city: optionalText(120),
    country_id: recordIdField().exists({ table: 'countries', column: 'id', ...liveRows }),
  }
}

export const bankDetailFields = {
  bank_name: optionalText(160),
  bank_account_name: optionalText(160),
  bank_account_number: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{4,60}$/)
    .optional(),
  // SWIFT/BIC: 4 bank, 2 country, 2 location, optional 3 branch (ISO 9362).
  bank_swift: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
    .optional(),
  // Typed with or without spaces; stored without them, in capitals (bankDetailAttributes). The
  // checksum is not verified: many countries have no IBAN at all, and a typo shows on review.
  bank_iban: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{10,40}$/)
    .optional(),
  bank_address: optionalText(1000),
}

/**
 * @param templateOwner The owner column of gop_templates for this kind of party: a party may
 *   choose a company-wide template or one of its own (the record id comes from the validator's
 *   meta, `recordId`, on update).
 */
export function gopSettingFields(templateOwner: GopTemplateOwnerColumn) {
  return {
    gop_sending_mode: vine.string().in([...GOP_SENDING_MODES]),
    gop_email_addresses: vine
      .string()
      .trim()
      .maxLength(20_000)
      .use(emailListRule({ max: 50 }))
      .optional(),
    gop_email_group_id: recordIdField()
      .exists({ table: 'email_groups', column: 'id', ...liveRows })
      .optional()
      .requiredWhen('gop_sending_mode', '=', 'group-sending'),
    gop_template_id: recordIdField()
      .exists({
        table: 'gop_templates',
        column: 'id',
        filter: (query, _value, field: FieldContext) => {
          const recordId = Number(field.meta.recordId)
          query.whereNull('deleted_at').where((owner) => {
            owner.where((shared) => whereCompanyWide(shared))
            if (recordId) owner.orWhere(templateOwner, recordId)
          })
        },
      })
      .optional(),
    gop_validity_days: vine.number().withoutDecimals().min(1).max(365).optional(),
  }
}

interface BankDetailInput {
  bank_name?: string
  bank_account_name?: string
  bank_account_number?: string
  bank_swift?: string
  bank_iban?: string
  bank_address?: string
}

interface GopSettingInput {
  gop_sending_mode: string
  gop_email_addresses?: string
  gop_email_group_id?: number
  gop_template_id?: number
  gop_validity_days?: number
}

/** Validated bank details as model attributes; a cleared field is stored as null. */
export function bankDetailAttributes(input: BankDetailInput) {
  return {
    bankName: input.bank_name ?? null,
    bankAccountName: input.bank_account_name ?? null,
    bankAccountNumber: input.bank_account_number ?? null,
    bankSwift: input.bank_swift ?? null,
    bankIban: input.bank_iban ? input.bank_iban.replace(/\s+/g, '').toUpperCase() : null,
    bankAddress: input.bank_address ?? null,
  }
}

/**
 * Validated GOP settings as model attributes. Only what the chosen mode uses is kept: the
 * group of a manual-sending party is dropped rather than left to confuse the sender.
 */
export function gopSettingAttributes(input: GopSettingInput) {
  const group = input.gop_sending_mode === 'group-sending'
  return {
    gopSendingMode: input.gop_sending_mode,
    gopEmailAddresses: input.gop_email_addresses ? splitEmailList(input.gop_email_addresses) : [],
    gopEmailGroupId: group ? (input.gop_email_group_id ?? null) : null,
    gopTemplateId: input.gop_template_id ?? null,
    gopValidityDays: input.gop_validity_days ?? null,
  }
}
