/**
 * What the Email settings page shows and posts (shared with the client). The SMTP password
 * never leaves the server: the page learns only whether one is saved.
 */

/** How the connection to the SMTP server is secured. */
export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const
export type SmtpSecurity = (typeof SMTP_SECURITY)[number]

export const SMTP_SECURITY_LABELS: Record<SmtpSecurity, string> = {
  none: 'None (plain text)',
  starttls: 'STARTTLS',
  tls: 'SSL/TLS',
}

/** The usual port of each kind, offered when the security choice changes. */
export const SMTP_DEFAULT_PORTS: Record<SmtpSecurity, number> = {
  none: 25,
  starttls: 587,
  tls: 465,
}

export interface EmailSettingsValues {
  smtp_host: string
  smtp_port: number
  smtp_security: SmtpSecurity
  smtp_username: string
  smtp_password_saved: boolean
  mail_from_address: string
  mail_from_name: string
}

/** Where mail goes now, as saved, so the page can say it in words. */
export interface MailDeliveryStatus {
  /** An SMTP host is saved: mail goes through it, from the saved sender. */
  smtpSaved: boolean
  /** Without one, the server's own setup: its SMTP_* variables, or files under storage/mail. */
  fallback: 'smtp' | 'file'
  /** The sender used when these settings name none (MAIL_FROM_* or the built-in default). */
  fallbackFrom: string
  /** A saved password no longer decrypts (APP_KEY changed): it must be entered again. */
  savedPasswordUnreadable: boolean
  /** Where a test goes when no other address is typed: the signed-in user's own. */
  yourEmail: string
}
