/**
 * What Settings › WhatsApp shows and posts (issue 31; shared with the client). The access token
 * and the app secret never leave the server: the page learns only whether each is saved, and
 * whether it can still be read.
 */

/** How long an assigned contact may wait for its agent's first reply, in minutes. */
export const RETURN_MINUTES_MIN = 1
/** Four hours: past that a member has waited long enough that "back to the queue" is moot. */
export const RETURN_MINUTES_MAX = 240

/** Business numbers one account may map: Meta allows a WABA a handful; this is generous. */
export const MAX_WHATSAPP_NUMBERS = 50

/** The failed events the health panel lists (newest first); the rest are counted. */
export const FAILED_EVENTS_SHOWN = 50

/** Counting stops here ("10,000+ received"): a busy day must not make the page slow. */
export const HEALTH_COUNT_CAP = 10_000

/** A number mapped to a center in the trash (or gone): said beside its row. */
export const TRASHED_CENTER_MESSAGE =
  'This center is in the trash or no longer exists: choose another center for this number.'

/** One business number and the center whose queue its members reach. */
export interface WhatsappNumberMapping {
  phone_number_id: string
  center_id: number
}

export interface WhatsappSettingsValues {
  whatsapp_api_base_url: string
  whatsapp_api_version: string
  whatsapp_waba_id: string
  whatsapp_numbers: WhatsappNumberMapping[]
  whatsapp_verify_token: string
  whatsapp_return_minutes: number
  whatsapp_access_token_saved: boolean
  whatsapp_app_secret_saved: boolean
}

/** A center the numbers can be mapped to; `trashed` only for one a saved number still names. */
export interface WhatsappCenterOption {
  label: string
  value: string
  trashed?: true
}

/** A webhook event that kept failing, held for a replay. */
export interface HeldWebhookEvent {
  id: number
  received_at: string
  attempts: number
  last_error: string | null
}

/** The health panel: what came in, what is held, and the secrets' state. */
export interface WhatsappHealth {
  /** The address to give Meta as the webhook's callback URL. */
  callbackUrl: string
  /** When the newest webhook arrived (ISO), or null when none ever has. */
  lastReceivedAt: string | null
  /** Webhooks received in the last 24 hours, counted up to HEALTH_COUNT_CAP + 1. */
  receivedLastDay: number
  /** Every failed event, counted up to HEALTH_COUNT_CAP + 1. */
  failedCount: number
  /** The newest FAILED_EVENTS_SHOWN of them. */
  failed: HeldWebhookEvent[]
  /** A saved token that no longer decrypts (APP_KEY changed): it must be entered again. */
  tokenUnreadable: boolean
  appSecretUnreadable: boolean
}
