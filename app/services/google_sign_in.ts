import type { HttpContext } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import { GoogleDriver } from '@adonisjs/ally/drivers/google'
import env from '#start/env'
import { readSettings, type Settings } from '#services/settings'
import type { GoogleCredentialSource, GoogleSignInStatus } from '#contracts/google_sign_in'

/**
 * Google sign-in's effective configuration: Security settings first, the server's environment
 * as the fallback. Read on every use (never cached at boot), so a settings save takes effect on
 * the next request and tests can point the endpoints at a fake server at run time.
 */

/** The settings keys this feature owns (shown and saved on the Security page). */
export const GOOGLE_SIGN_IN_KEYS = [
  'google_sign_in_enabled',
  'google_client_id',
  'google_client_secret',
] as const
export type GoogleSignInKey = (typeof GOOGLE_SIGN_IN_KEYS)[number]

/** Binds the ciphertext to this one use: it cannot be replayed as another encrypted value. */
const SECRET_PURPOSE = 'settings.google_client_secret'

export const GOOGLE_CALLBACK_PATH = '/auth/google/callback'

export interface GoogleSignInSetup {
  /** The switch on the Security page (on unless someone turned it off). */
  switchedOn: boolean
  clientId: string | null
  clientIdFrom: GoogleCredentialSource | null
  clientSecret: string | null
  clientSecretFrom: GoogleCredentialSource | null
  /** A saved secret that no longer decrypts (APP_KEY changed): it must be entered again. */
  savedSecretUnreadable: boolean
}

function envValue(key: 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET') {
  return env.get(key)?.trim() || null
}

export async function googleSignInSetup(): Promise<GoogleSignInSetup> {
  const settings = await readSettings(GOOGLE_SIGN_IN_KEYS)
  const savedId = settings.google_client_id.trim() || null
  const savedSecret = settings.google_client_secret
    ? encryption.decrypt<string>(settings.google_client_secret, SECRET_PURPOSE)
    : null
  const envId = envValue('GOOGLE_CLIENT_ID')
  const envSecret = envValue('GOOGLE_CLIENT_SECRET')
  return {
    switchedOn: settings.google_sign_in_enabled,
    clientId: savedId ?? envId,
    clientIdFrom: savedId ? 'settings' : envId ? 'environment' : null,
    clientSecret: savedSecret || envSecret,
    clientSecretFrom: savedSecret ? 'settings' : envSecret ? 'environment' : null,
    savedSecretUnreadable: settings.google_client_secret !== null && !savedSecret,
  }
}

function isUsable(setup: GoogleSignInSetup) {
  return setup.switchedOn && Boolean(setup.clientId) && Boolean(setup.clientSecret)
}

/** Whether the sign-in page offers Google: switched on, with a client id and secret. */
export async function googleSignInEnabled() {
  return isUsable(await googleSignInSetup())
}

/** Where Google sends the user back; register exactly this URI in the Google Cloud console. */
export function googleCallbackUrl() {
  return env.get('GOOGLE_CALLBACK_URL') || `${env.get('APP_URL')}${GOOGLE_CALLBACK_PATH}`
}

/**
 * Ally's Google driver for this request, built from the effective configuration rather than
 * from config/ally.ts (which is read once at boot). Null when Google sign-in is off. Unset
 * endpoint variables leave the driver's own defaults: Google's real URLs.
 */
export async function googleDriver(ctx: HttpContext): Promise<GoogleDriver | null> {
  const setup = await googleSignInSetup()
  if (!isUsable(setup) || !setup.clientId || !setup.clientSecret) return null
  return new GoogleDriver(ctx, {
    clientId: setup.clientId,
    clientSecret: setup.clientSecret,
    callbackUrl: googleCallbackUrl(),
    scopes: ['openid', 'email', 'profile'],
    authorizeUrl: env.get('GOOGLE_AUTHORIZE_URL') || undefined,
    accessTokenUrl: env.get('GOOGLE_TOKEN_URL') || undefined,
    userInfoUrl: env.get('GOOGLE_USERINFO_URL') || undefined,
  })
}

/* The Security page's part ------------------------------------------------------------------ */

/** What the Security form posts for Google (see securitySettingsValidator). */
export interface GoogleSignInInput {
  google_sign_in_enabled?: boolean
  google_client_id?: string
  google_client_secret?: string
  remove_google_client_secret?: boolean
}

/**
 * The input as stored values. An empty secret keeps the saved one (the page never receives it,
 * so it cannot post it back); "remove" clears it, falling back to the environment's. A post
 * without the switch (an older form) leaves it as it was.
 */
export function googleSignInValues(
  input: GoogleSignInInput,
  current: Pick<Settings, GoogleSignInKey>
): Pick<Settings, GoogleSignInKey> {
  return {
    google_sign_in_enabled: input.google_sign_in_enabled ?? current.google_sign_in_enabled,
    google_client_id: input.google_client_id ?? '',
    google_client_secret: input.google_client_secret
      ? encryption.encrypt(input.google_client_secret, undefined, SECRET_PURPOSE)
      : input.remove_google_client_secret
        ? null
        : current.google_client_secret,
  }
}

/** The stored values as the page sees them: the secret only as "one is saved". */
export function presentGoogleSignIn<V extends Pick<Settings, GoogleSignInKey>>(values: V) {
  const { google_client_secret: secret, ...shown } = values
  return { ...shown, google_client_secret_saved: secret !== null }
}

/** What the page explains beside the fields: the effective state and where it comes from. */
export async function googleSignInStatus(): Promise<GoogleSignInStatus> {
  const setup = await googleSignInSetup()
  return {
    active: isUsable(setup),
    clientIdFrom: setup.clientIdFrom,
    clientSecretFrom: setup.clientSecretFrom,
    environmentClientId: envValue('GOOGLE_CLIENT_ID') !== null,
    environmentClientSecret: envValue('GOOGLE_CLIENT_SECRET') !== null,
    savedSecretUnreadable: setup.savedSecretUnreadable,
    callbackUrl: googleCallbackUrl(),
  }
}
