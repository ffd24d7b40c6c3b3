import encryption from '@adonisjs/core/services/encryption'
import { Message } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import type { NodeMailerMessage, SMTPConfig } from '@adonisjs/mail/types'
import { environmentMailer, mailFrom } from '#config/mail'
import { readSettings, type Settings } from '#services/settings'
import { escapeHtml } from '#services/rich_text/render_html'
import { DOCUMENT_DATE_FORMAT, formatDateTime } from '#contracts/date_text'
import type {
  EmailSettingsValues,
  MailDeliveryStatus,
  SmtpSecurity,
} from '#contracts/email_settings'

/**
 * The Email settings page's SMTP server and sender, as saved, and what the app does with them:
 * the settings transport (./settings_transport.ts) sends every mail through them when a host is
 * saved, and the page's "Send test email" tries them while the administrator waits. Read on
 * every use (never cached at boot), so a save takes effect on the next mail.
 */

/** The settings keys this page owns. */
export const EMAIL_SETTING_KEYS = [
  'smtp_host',
  'smtp_port',
  'smtp_security',
  'smtp_username',
  'smtp_password',
  'mail_from_address',
  'mail_from_name',
] as const
export type EmailSettingKey = (typeof EMAIL_SETTING_KEYS)[number]

/** Binds the ciphertext to this one use: it cannot be replayed as another encrypted value. */
const PASSWORD_PURPOSE = 'settings.smtp_password'

/**
 * How long a sender waits. Nodemailer's own connection timeout is two minutes, too long for a
 * request waiting on a password-reset mail; the test button waits less still, since an
 * administrator is looking at a spinner.
 */
const SEND_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }
export const TEST_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
}
type Timeouts = typeof SEND_TIMEOUTS

/** The saved SMTP server, decrypted, ready to connect to. */
export interface SmtpServer {
  host: string
  port: number
  security: SmtpSecurity
  username: string | null
  password: string | null
  /** A saved password that no longer decrypts (APP_KEY changed): it must be entered again. */
  passwordUnreadable: boolean
  /** The saved sender; an empty name leaves the server default's. */
  from: { address: string; name: string | null }
}

function decryptPassword(stored: string | null) {
  return stored ? encryption.decrypt<string>(stored, PASSWORD_PURPOSE) : null
}

/** The SMTP server saved on the Email settings page, or null when no host is saved. */
export async function savedSmtpServer(): Promise<SmtpServer | null> {
  const settings = await readSettings(EMAIL_SETTING_KEYS)
  const host = settings.smtp_host.trim()
  if (!host) return null
  const password = decryptPassword(settings.smtp_password)
  return {
    host,
    port: settings.smtp_port,
    security: settings.smtp_security,
    username: settings.smtp_username.trim() || null,
    password,
    passwordUnreadable: settings.smtp_password !== null && !password,
    from: {
      address: settings.mail_from_address.trim(),
      name: settings.mail_from_name.trim() || null,
    },
  }
}

/**
 * Nodemailer's options for the saved server. SSL/TLS is TLS from the first byte (port 465);
 * STARTTLS must upgrade or fail, never fall back to plain text; "none" never upgrades, even
 * when the server offers it (a server whose certificate cannot be verified).
 */
export function smtpConfig(server: SmtpServer, timeouts: Timeouts = SEND_TIMEOUTS): SMTPConfig {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    auth: server.username
      ? { type: 'login', user: server.username, pass: server.password ?? '' }
      : undefined,
    ...timeouts,
  }
}

/** Who a mail is from: an address and the name shown with it (none: the address alone). */
export interface MailSender {
  address: string
  name: string | null
}

/**
 * The sender Settings › Email names, each part falling back to the server's own
 * (config/mail.ts `from`): the saved address, else the server's; the saved name, else the
 * server's.
 */
function senderOf(
  saved: { address: string; name: string | null },
  defaultFrom: { address: string; name?: string }
): MailSender {
  return {
    address: saved.address || defaultFrom.address,
    name: saved.name ?? defaultFrom.name ?? null,
  }
}

/**
 * The company's sender, as every letter goes out from it (issue 29) and its transmission
 * records it: Settings › Email's from address and name, whether or not an SMTP host is saved
 * (without one the server's own transport carries it), else the server's default.
 */
export async function companySender(
  defaultFrom: { address: string; name?: string } = mailFrom
): Promise<MailSender> {
  const settings = await readSettings(['mail_from_address', 'mail_from_name'] as const)
  return senderOf(
    {
      address: settings.mail_from_address.trim(),
      name: settings.mail_from_name.trim() || null,
    },
    defaultFrom
  )
}

/**
 * The message as the saved server sends it: a message that kept the app's default sender
 * (config/mail.ts `from`) goes out from the saved one instead. A sender chosen by the code that
 * composed the message (a letter's, already the company's) is left alone.
 */
export function withSavedSender(
  message: NodeMailerMessage,
  server: SmtpServer,
  defaultFrom: { address: string; name?: string }
): NodeMailerMessage {
  const from = message.from
  const keptDefault =
    !from ||
    (typeof from === 'string'
      ? from === defaultFrom.address
      : from.address === defaultFrom.address && from.name === defaultFrom.name)
  if (!keptDefault) return message
  const { address, name } = senderOf(server.from, defaultFrom)
  return { ...message, from: name ? { address, name } : address }
}

/**
 * An SMTP failure in plain words, naming the server: what went wrong and what to check. The
 * server's own reply (e.g. `535 5.7.8 …`) is kept, since it is what its administrator knows.
 */
export function describeSmtpError(error: unknown, server: Pick<SmtpServer, 'host' | 'port'>) {
  const { code, response, command } = error as {
    code?: string
    response?: string
    command?: string
  }
  const message = error instanceof Error ? error.message.trim() : String(error)
  const where = `${server.host}:${server.port}`
  if (/ECONNREFUSED/.test(message)) {
    return `Could not connect to ${where}: connection refused. Check the host and port.`
  }
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message)) {
    return `Could not connect to ${where}: the host name was not found.`
  }
  if (code === 'ETIMEDOUT' || /ETIMEDOUT|timeout|never received/i.test(message)) {
    return `Could not connect to ${where}: no answer in time (${message}). Check the host, port and firewall.`
  }
  if (code === 'EAUTH') {
    return `Authentication failed: ${response ?? message}. Check the username and password.`
  }
  if (code === 'ETLS' || /wrong version number|SSL routines|certificate/i.test(message)) {
    return `Could not secure the connection to ${where}: ${response ?? message}. Check that the security setting matches the port (SSL/TLS usually 465, STARTTLS 587).`
  }
  if (code === 'EENVELOPE' || command === 'MAIL FROM' || command === 'RCPT TO') {
    return `The server refused the sender or recipient: ${response ?? message}`
  }
  if (/ECONNRESET|EPIPE|socket/i.test(message) || code === 'ESOCKET') {
    return `The connection to ${where} failed: ${message}`
  }
  return `Sending failed: ${response ?? message}`
}

/* The Email settings page's part ---------------------------------------------------------- */

/** What the Email form posts (see emailSettingsValidator). */
export interface EmailSettingsInput {
  smtp_host?: string
  smtp_port: number
  smtp_security: SmtpSecurity
  smtp_username?: string
  smtp_password?: string
  remove_smtp_password?: boolean
  mail_from_address?: string
  mail_from_name?: string
}

/**
 * The input as stored values. An empty password keeps the saved one (the page never receives
 * it, so it cannot post it back); "remove" clears it. The same password typed again keeps the
 * stored ciphertext, so the log does not record a change that is none.
 */
export function emailSettingsValues(
  input: EmailSettingsInput,
  current: Pick<Settings, EmailSettingKey>
): Pick<Settings, EmailSettingKey> {
  const typed = input.smtp_password || null
  const password = typed
    ? typed === decryptPassword(current.smtp_password)
      ? current.smtp_password
      : encryption.encrypt(typed, undefined, PASSWORD_PURPOSE)
    : input.remove_smtp_password
      ? null
      : current.smtp_password
  return {
    smtp_host: input.smtp_host ?? '',
    smtp_port: input.smtp_port,
    smtp_security: input.smtp_security,
    smtp_username: input.smtp_username ?? '',
    smtp_password: password,
    mail_from_address: input.mail_from_address ?? '',
    mail_from_name: input.mail_from_name ?? '',
  }
}

/** The stored values as the page sees them: the password only as "one is saved". */
export function presentEmailSettings(values: Pick<Settings, EmailSettingKey>) {
  const { smtp_password: password, ...shown } = values
  return { ...shown, smtp_password_saved: password !== null } satisfies EmailSettingsValues
}

export async function mailDeliveryStatus(yourEmail: string): Promise<MailDeliveryStatus> {
  const settings = await readSettings(EMAIL_SETTING_KEYS)
  return {
    smtpSaved: settings.smtp_host.trim() !== '',
    fallback: environmentMailer,
    fallbackFrom: `${mailFrom.name} <${mailFrom.address}>`,
    savedPasswordUnreadable:
      settings.smtp_password !== null && !decryptPassword(settings.smtp_password),
    yourEmail,
  }
}

/* Send test email ------------------------------------------------------------------------- */

export type TestEmailResult = { sent: true; message: string } | { sent: false; message: string }

/**
 * Sends a short message to `to` through the SAVED server, now, waiting for the answer with short
 * timeouts, so the administrator sees the server's verdict rather than a queued promise. It
 * never goes through `mail.fake()` or the queue: its whole point is to talk to the server.
 */
export async function sendTestEmail(to: string, requestedBy: string): Promise<TestEmailResult> {
  const server = await savedSmtpServer()
  if (!server) {
    return {
      sent: false,
      message:
        'No SMTP server is saved yet: enter the host and the sender, save, then send a test.',
    }
  }
  if (server.passwordUnreadable) {
    return {
      sent: false,
      message: 'The saved password can no longer be read (the app key changed): enter it again.',
    }
  }
  const sentAt = formatDateTime(new Date(), { timeZone: 'UTC', dateFormat: DOCUMENT_DATE_FORMAT })
  const text = `This is a test from the Email settings page, sent by ${requestedBy} at ${sentAt} through ${server.host}:${server.port}.\n\nIf you can read this, outgoing mail works.`
  const message = new Message()
    .to(to)
    .subject('Test email from the back-office')
    .text(text)
    .html(`<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`)
  const compiled = withSavedSender(message.toObject().message, server, mailFrom)
  const transport = new SMTPTransport(smtpConfig(server, TEST_TIMEOUTS))
  try {
    await transport.send(compiled)
    return { sent: true, message: `Test email sent to ${to}.` }
  } catch (error) {
    return { sent: false, message: describeSmtpError(error, server) }
  } finally {
    await transport.close()
  }
}
