import db from '@adonisjs/lucid/services/db'
import { readSettings, settingDefaults } from '#services/settings'
import { WHATSAPP_SETTING_KEYS, writeWhatsappSettings } from '#services/whatsapp/credentials'
import { NPM_START_PHONE_NUMBER_ID, NPM_START_WABA_ID } from '#services/whatsapp/fake_graph_account'

/**
 * `npm start`'s WhatsApp without a Meta account (issue 31, shared/design/MESSAGING.md "The fake
 * Graph server"): bin/start.ts runs the fake Graph server beside the app and the seeder points
 * Settings › WhatsApp at it, so a member's message sent with curl arrives in the queue. Only
 * settings nobody has configured are written: an administrator's real number is never replaced.
 */

export interface FakeGraphConnection {
  /** The fake's base URL, `http://127.0.0.1:<port>` (the settings' API base URL). */
  url: string
  accessToken: string
  appSecret: string
  verifyToken: string
  version?: string
}

export type FakeGraphSettingsOutcome =
  | { written: true; centerId: number; centerCode: string }
  | { written: false; reason: 'configured' | 'no-center' }

type WhatsappSettings = Awaited<ReturnType<typeof readWhatsappSettings>>
function readWhatsappSettings() {
  return readSettings(WHATSAPP_SETTING_KEYS)
}

/** Nothing saved, or every connection value as it ships: nobody has set WhatsApp up. */
function holdsDefaults(saved: WhatsappSettings) {
  return (
    saved.whatsapp_api_base_url === settingDefaults.whatsapp_api_base_url &&
    saved.whatsapp_waba_id === settingDefaults.whatsapp_waba_id &&
    saved.whatsapp_numbers.length === 0 &&
    saved.whatsapp_access_token === null &&
    saved.whatsapp_app_secret === null
  )
}

/**
 * Written by an earlier start of this bootstrap: the fake's account on a loopback address. Such
 * settings are rewritten each start (the fake's port, token and secret are new each time); a
 * real account (any other WABA id, or a non-loopback address) is not.
 */
function writtenForTheFake(saved: WhatsappSettings) {
  return (
    saved.whatsapp_waba_id === NPM_START_WABA_ID &&
    /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(saved.whatsapp_api_base_url)
  )
}

/**
 * Points Settings › WhatsApp at the fake when they still hold their defaults (or this bootstrap's
 * own earlier values), the business number mapped to the demo's main center (KUL, else the first
 * center). A number mapping an administrator changed since is kept; only the connection moves.
 */
export async function useFakeGraphSettings(
  connection: FakeGraphConnection
): Promise<FakeGraphSettingsOutcome> {
  const saved = await readWhatsappSettings()
  const ours = writtenForTheFake(saved)
  if (!ours && !holdsDefaults(saved)) return { written: false, reason: 'configured' }
  const center: { id: number; code: string } | null = await db
    .from('centers')
    .orderByRaw(`upper(code) = 'KUL' DESC, id`)
    .select('id', 'code')
    .first()
  if (!center) return { written: false, reason: 'no-center' }
  const numbers =
    ours && saved.whatsapp_numbers.length > 0
      ? saved.whatsapp_numbers
      : [{ phone_number_id: NPM_START_PHONE_NUMBER_ID, center_id: center.id }]
  await writeWhatsappSettings({
    whatsapp_api_base_url: connection.url,
    whatsapp_api_version: connection.version ?? settingDefaults.whatsapp_api_version,
    whatsapp_waba_id: NPM_START_WABA_ID,
    whatsapp_numbers: numbers,
    whatsapp_verify_token: connection.verifyToken,
    accessToken: connection.accessToken,
    appSecret: connection.appSecret,
  })
  return { written: true, centerId: center.id, centerCode: center.code }
}
