import encryption from '@adonisjs/core/services/encryption'
import { readSettings, writeSettings, type Settings } from '#services/settings'

/**
 * The WhatsApp Cloud API settings as the server uses them (issue 31): the token and the app
 * secret decrypted, the business numbers by their id. Read on every use (settings are cached
 * per process by the access cache), so a save takes effect on the next webhook or send.
 */

/** Binds each ciphertext to its one use: neither can be replayed as another encrypted value. */
const PURPOSE = {
  whatsapp_access_token: 'settings.whatsapp_access_token',
  whatsapp_app_secret: 'settings.whatsapp_app_secret',
} as const
export type WhatsappSecretKey = keyof typeof PURPOSE
type SecretKey = WhatsappSecretKey

export const WHATSAPP_SETTING_KEYS = [
  'whatsapp_api_base_url',
  'whatsapp_api_version',
  'whatsapp_waba_id',
  'whatsapp_numbers',
  'whatsapp_access_token',
  'whatsapp_app_secret',
  'whatsapp_verify_token',
  'whatsapp_return_minutes',
] as const satisfies readonly (keyof Settings)[]

export interface WhatsappConfig {
  /** `https://graph.facebook.com/v21.0`: where every Graph call goes, without a trailing slash. */
  apiRoot: string
  wabaId: string
  /** Business number id → its center; a webhook for a number not here is stored and ignored. */
  numbers: Map<string, number>
  /** Null when none is saved, or it no longer decrypts (APP_KEY changed): enter it again. */
  accessToken: string | null
  appSecret: string | null
  verifyToken: string
  returnMinutes: number
}

function decrypt(key: SecretKey, stored: string | null): string | null {
  return stored ? (encryption.decrypt<string>(stored, PURPOSE[key]) ?? null) : null
}

/** The settings, decrypted, ready for the webhook, the client and the queue. */
export async function whatsappConfig(): Promise<WhatsappConfig> {
  const saved = await readSettings(WHATSAPP_SETTING_KEYS)
  const base = saved.whatsapp_api_base_url.replace(/\/+$/, '')
  const version = saved.whatsapp_api_version.replace(/^\/+|\/+$/g, '')
  return {
    apiRoot: `${base}/${version}`,
    wabaId: saved.whatsapp_waba_id,
    numbers: new Map(saved.whatsapp_numbers.map((n) => [String(n.phone_number_id), n.center_id])),
    accessToken: decrypt('whatsapp_access_token', saved.whatsapp_access_token),
    appSecret: decrypt('whatsapp_app_secret', saved.whatsapp_app_secret),
    verifyToken: saved.whatsapp_verify_token,
    returnMinutes: saved.whatsapp_return_minutes,
  }
}

/** A secret as the settings store it: encrypted for its one use. */
export function encryptedSecret(key: SecretKey, value: string): string {
  return encryption.encrypt(value, undefined, PURPOSE[key])
}

/** A saved secret that no longer decrypts (APP_KEY changed): it must be entered again. */
export function secretUnreadable(key: SecretKey, stored: string | null): boolean {
  return stored !== null && decrypt(key, stored) === null
}

/**
 * A secret as Settings › WhatsApp saves it, the way the Email page treats the SMTP password: an
 * empty field keeps the saved one (the page never receives it, so it cannot post it back),
 * "Remove" clears it, and the same secret typed again keeps the stored ciphertext, so the log
 * does not record a change that is none.
 */
export function secretToStore(
  key: SecretKey,
  input: { typed: string | undefined; remove: boolean | undefined },
  current: string | null
): string | null {
  const typed = input.typed || null
  if (typed) return typed === decrypt(key, current) ? current : encryptedSecret(key, typed)
  return input.remove ? null : current
}

/**
 * Saves the WhatsApp settings the way the seeders, tests and `npm start`'s fake Graph server
 * set them up: secrets given in clear are stored encrypted. (The Settings › WhatsApp page saves
 * through the settings pages' own path, with its version and activity-log row.)
 */
export async function writeWhatsappSettings(
  values: Partial<Omit<Settings, SecretKey>> & { accessToken?: string; appSecret?: string }
) {
  const { accessToken, appSecret, ...plain } = values
  await writeSettings({
    ...plain,
    ...(accessToken === undefined
      ? {}
      : { whatsapp_access_token: encryptedSecret('whatsapp_access_token', accessToken) }),
    ...(appSecret === undefined
      ? {}
      : { whatsapp_app_secret: encryptedSecret('whatsapp_app_secret', appSecret) }),
  })
}
