/**
 * What the Security page shows about Google sign-in (shared with the client). The secret itself
 * never leaves the server: the page learns only whether one is saved.
 */

/** Where a credential in use comes from: Security settings win over the server environment. */
export type GoogleCredentialSource = 'settings' | 'environment'

export interface GoogleSignInValues {
  google_sign_in_enabled: boolean
  google_client_id: string
  google_client_secret_saved: boolean
}

export interface GoogleSignInStatus {
  /** Offered on the sign-in page now: switched on, with a client id and a secret. */
  active: boolean
  clientIdFrom: GoogleCredentialSource | null
  clientSecretFrom: GoogleCredentialSource | null
  environmentClientId: boolean
  environmentClientSecret: boolean
  /** A saved secret no longer decrypts (the app key changed); it must be entered again. */
  savedSecretUnreadable: boolean
  /** The redirect URI to register with the OAuth client in Google Cloud console. */
  callbackUrl: string
}
