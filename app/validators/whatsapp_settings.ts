import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { recordIdField } from '#validators/rules/record_id'
import { liveRows } from '#validators/rules/live_rows'
import {
  MAX_WHATSAPP_NUMBERS,
  RETURN_MINUTES_MAX,
  RETURN_MINUTES_MIN,
} from '#contracts/whatsapp_settings'

/**
 * Settings › WhatsApp (issue 31; app/resources/site_settings.ts `whatsappSettingsPage`). Empty
 * secrets keep the saved ones; `remove_*` clears them (app/services/whatsapp/credentials.ts).
 */

/** Hosts on this machine: the fake Graph server of the tests and `npm start`. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Where Graph calls go, with the token in their header: https, so the token never crosses a
 * network in clear. Plain http only to this machine (the fake Graph server). Only an address: a
 * user name, query or fragment would be sent along with every call.
 */
const graphBaseUrl = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  let url: URL
  try {
    url = new URL(value)
  } catch {
    field.report(
      'Enter the API base URL as a full address, like https://graph.facebook.com.',
      'graphBaseUrl',
      field
    )
    return
  }
  const local = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol !== 'https:' && !local) {
    field.report(
      'The API base URL must start with https:// (plain http only for a test server on this machine).',
      'graphBaseUrl',
      field
    )
  } else if (url.username || url.password || url.search || url.hash) {
    field.report(
      'Enter only the address of the API, without a user name, a ? query or a # part.',
      'graphBaseUrl',
      field
    )
  }
})

/**
 * A business number is mapped once: two rows for one number would leave its center to chance.
 * Said beside the second row, naming the first, so the one to change is plain.
 */
const mappedOnce = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const rows: unknown = (field.data as { whatsapp_numbers?: unknown }).whatsapp_numbers
  if (!Array.isArray(rows)) return
  const index = rows.indexOf(field.parent)
  const earlier = rows.slice(0, Math.max(index, 0)).findIndex((row: unknown) => {
    const other = (row as { phone_number_id?: unknown } | null)?.phone_number_id
    return typeof other === 'string' && other.trim() === value
  })
  if (earlier >= 0) {
    field.report(
      `This number is already mapped in row ${earlier + 1}: each number goes to one center.`,
      'mappedOnce',
      field
    )
  }
})

export const whatsappSettingsValidator = vine.create({
  whatsapp_api_base_url: vine.string().trim().maxLength(255).use(graphBaseUrl()),
  whatsapp_api_version: vine
    .string()
    .trim()
    .regex(/^v\d{1,3}(\.\d{1,2})?$/),
  whatsapp_waba_id: vine
    .string()
    .trim()
    .regex(/^\d{1,32}$/)
    .optional(),
  whatsapp_numbers: vine
    .array(
      vine.object({
        // Meta's ids are digits; the inbox's column holds 64 characters.
        phone_number_id: vine
          .string()
          .trim()
          .regex(/^\d{1,64}$/)
          .use(mappedOnce()),
        center_id: recordIdField().exists({ table: 'centers', column: 'id', ...liveRows }),
      })
    )
    .maxLength(MAX_WHATSAPP_NUMBERS)
    .optional(),
  // Meta's tokens are a few hundred characters; a system user's can be longer. No spaces: one
  // pasted with a line break or "Bearer " in front would fail every call.
  whatsapp_access_token: vine.string().trim().maxLength(2048).regex(/^\S+$/).optional(),
  remove_whatsapp_access_token: vine.boolean().optional(),
  whatsapp_app_secret: vine.string().trim().minLength(8).maxLength(255).regex(/^\S+$/).optional(),
  remove_whatsapp_app_secret: vine.boolean().optional(),
  whatsapp_verify_token: vine.string().trim().maxLength(255).regex(/^\S+$/).optional(),
  whatsapp_return_minutes: vine
    .number()
    .withoutDecimals()
    .min(RETURN_MINUTES_MIN)
    .max(RETURN_MINUTES_MAX),
})
