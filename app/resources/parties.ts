import db from '@adonisjs/lucid/services/db'
import type { Option } from '#contracts/list'
import { GOP_SENDING_MODES, sendingModeLabel } from '#contracts/gop_sending'
import { whereCompanyWide, type GopTemplateOwnerColumn } from '#queries/gop_template_owners'
import type BusinessEntity from '#models/business_entity'
import type { PlainColumns } from '#resources/shared'

/**
 * What every party with Bank details and GOP settings tabs (business entities, providers)
 * sends to its pages. The columns come from database/columns/party_columns.ts and the fields
 * from app/validators/parties.ts; the client renders them with inertia/features/parties.
 */

/** The party columns the detail reads (prefix them with the table in a joined query). */
export const PARTY_COLUMNS = [
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'bank_swift',
  'bank_iban',
  'bank_address',
  'gop_sending_mode',
  'gop_email_addresses',
  'gop_email_group_id',
  'gop_template_id',
  'gop_validity_days',
] as const

/** A loaded party model, whose `$extras` loadPartyNames fills. */
interface PartyRecord {
  $extras: Record<string, unknown>
}

/**
 * The party columns and the names loadPartyNames reads, as a detail's plain row (plainRowOf)
 * holds them; business entities and providers share the columns (party_columns.ts).
 */
export type PlainParty = Pick<PlainColumns<BusinessEntity>, (typeof PARTY_COLUMNS)[number]> & {
  gop_email_group_name: string | null
  gop_template_name: string | null
}

/** The two tabs' values; names of the chosen group and template come from loadPartyNames(). */
export function partyDetail(row: PlainParty) {
  return {
    bank_name: row.bank_name,
    bank_account_name: row.bank_account_name,
    bank_account_number: row.bank_account_number,
    bank_swift: row.bank_swift,
    bank_iban: row.bank_iban,
    bank_address: row.bank_address,
    gop_sending_mode: row.gop_sending_mode,
    gop_email_addresses: row.gop_email_addresses,
    gop_email_group_id: row.gop_email_group_id,
    gop_email_group_name: row.gop_email_group_name ?? null,
    gop_template_id: row.gop_template_id,
    gop_template_name: row.gop_template_name ?? null,
    gop_validity_days: row.gop_validity_days,
  }
}

/**
 * Reads the names of a party's email group and letter template into `$extras` (one query).
 * A trashed group or template still shows by name, marked so the user can fix the settings.
 */
export async function loadPartyNames(table: string, record: PartyRecord & { id: number }) {
  const row: { group_name: string | null; template_name: string | null } | null = await db
    .from(table)
    .leftJoin('email_groups', 'email_groups.id', `${table}.gop_email_group_id`)
    .leftJoin('gop_templates', 'gop_templates.id', `${table}.gop_template_id`)
    .where(`${table}.id`, record.id)
    .select(
      db.raw(
        "email_groups.name || CASE WHEN email_groups.deleted_at IS NULL THEN '' ELSE ' (deleted)' END as group_name"
      ),
      db.raw(
        "gop_templates.name || CASE WHEN gop_templates.deleted_at IS NULL THEN '' ELSE ' (deleted)' END as template_name"
      )
    )
    .first()
  record.$extras.gop_email_group_name = row?.group_name ?? null
  record.$extras.gop_template_name = row?.template_name ?? null
}

/** A party whose own GOP templates are offered beside the company-wide ones. */
export interface TemplateOwner {
  column: GopTemplateOwnerColumn
  id: number
}

/**
 * The GOP settings dropdowns: sending modes, live email groups, and the enabled letter templates
 * a party may use: company-wide ones, and its own when `owner` is given.
 */
export async function gopSettingOptions(
  owner: TemplateOwner | null
): Promise<{ sendingModes: Option[]; emailGroups: Option[]; gopTemplates: Option[] }> {
  const groups: { id: number; name: string }[] = await db
    .from('email_groups')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
  const templates: { id: number; name: string; owned: boolean }[] = await db
    .from('gop_templates')
    .whereNull('deleted_at')
    .where('is_enabled', true)
    .where((query) => {
      query.where((shared) => whereCompanyWide(shared))
      if (owner) query.orWhere(owner.column, owner.id)
    })
    .orderBy('name')
    // The column name comes from the typed owner list, never from input.
    .select('id', 'name', db.raw(`${owner ? `${owner.column} IS NOT NULL` : 'false'} as owned`))
  return {
    sendingModes: GOP_SENDING_MODES.map((mode) => ({ value: mode, label: sendingModeLabel(mode) })),
    emailGroups: groups.map((group) => ({ value: String(group.id), label: group.name })),
    gopTemplates: templates.map((template) => ({
      value: String(template.id),
      label: template.owned ? `${template.name} (own)` : template.name,
    })),
  }
}
