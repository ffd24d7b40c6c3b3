import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import type { Settings } from '#services/settings'
import { fieldError } from '#services/field_error'
import { secretToStore, type WHATSAPP_SETTING_KEYS } from '#services/whatsapp/credentials'
import type { whatsappSettingsValidator } from '#validators/whatsapp_settings'
import {
  TRASHED_CENTER_MESSAGE,
  type WhatsappCenterOption,
  type WhatsappSettingsValues,
} from '#contracts/whatsapp_settings'

/**
 * Settings › WhatsApp's form (issue 31): the input as stored values, the stored values as the
 * page sees them (never a secret), and the centers its numbers may be mapped to.
 */

type WhatsappSettingKey = (typeof WHATSAPP_SETTING_KEYS)[number]
type Stored = Pick<Settings, WhatsappSettingKey>
export type WhatsappSettingsInput = Infer<(typeof whatsappSettingsValidator)['schema']>

/** The input as the settings store it: secrets encrypted, kept when left empty, or removed. */
export function whatsappSettingsValues(input: WhatsappSettingsInput, current: Stored): Stored {
  return {
    // Without its trailing slash: every call appends `/<version>/…` to it.
    whatsapp_api_base_url: input.whatsapp_api_base_url.replace(/\/+$/, ''),
    whatsapp_api_version: input.whatsapp_api_version,
    whatsapp_waba_id: input.whatsapp_waba_id ?? '',
    whatsapp_numbers: (input.whatsapp_numbers ?? []).map((row) => ({
      phone_number_id: row.phone_number_id,
      center_id: row.center_id,
    })),
    whatsapp_access_token: secretToStore(
      'whatsapp_access_token',
      { typed: input.whatsapp_access_token, remove: input.remove_whatsapp_access_token },
      current.whatsapp_access_token
    ),
    whatsapp_app_secret: secretToStore(
      'whatsapp_app_secret',
      { typed: input.whatsapp_app_secret, remove: input.remove_whatsapp_app_secret },
      current.whatsapp_app_secret
    ),
    whatsapp_verify_token: input.whatsapp_verify_token ?? '',
    whatsapp_return_minutes: input.whatsapp_return_minutes,
  }
}

/** The stored values as the page sees them: each secret only as "one is saved". */
export function presentWhatsappSettings(values: Stored) {
  const {
    whatsapp_access_token: token,
    whatsapp_app_secret: secret,
    whatsapp_numbers: numbers,
    ...shown
  } = values
  return {
    ...shown,
    // Copies: the stored list is the access cache's own.
    whatsapp_numbers: numbers.map((row) => ({ ...row })),
    whatsapp_access_token_saved: token !== null,
    whatsapp_app_secret_saved: secret !== null,
  } satisfies WhatsappSettingsValues
}

/**
 * The live centers, and a center a saved number still names that has since gone (mapped before
 * its trash was refused for it), marked so the page can say so rather than show an empty choice.
 */
export async function whatsappCenterOptions(
  numbers: readonly { center_id: number }[]
): Promise<WhatsappCenterOption[]> {
  const named = [...new Set(numbers.map((row) => row.center_id))]
  const rows: { id: number; code: string; name: string; deleted_at: Date | null }[] = await db
    .from('centers')
    .where((query) => {
      query.whereNull('deleted_at')
      if (named.length > 0) query.orWhereIn('id', named)
    })
    .orderBy('code')
    .select('id', 'code', 'name', 'deleted_at')
  return rows.map((row) => ({
    label: `${row.code} — ${row.name}${row.deleted_at ? ' (in the trash)' : ''}`,
    value: String(row.id),
    ...(row.deleted_at ? { trashed: true as const } : {}),
  }))
}

/**
 * Inside the save's transaction: every mapped center is live, and kept so until the commit (a
 * key-share lock, which a center's trash waits for; its edits do not). The validator already
 * said so for each row; this closes the moment between that read and the save, when another
 * administrator could trash the center, so no number ever points at a trashed center.
 */
export async function mappedCentersLive(values: Stored, trx: TransactionClientContract) {
  const ids = [...new Set(values.whatsapp_numbers.map((row) => row.center_id))]
  if (ids.length === 0) return
  const query = trx.from('centers').whereIn('id', ids).whereNull('deleted_at').select('id')
  query.knexQuery.forKeyShare()
  const live = new Set(((await query) as { id: number }[]).map((row) => row.id))
  const index = values.whatsapp_numbers.findIndex((row) => !live.has(row.center_id))
  if (index >= 0) fieldError(`whatsapp_numbers.${index}.center_id`, TRASHED_CENTER_MESSAGE)
}
