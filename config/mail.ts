import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import type { SMTPConfig } from '@adonisjs/mail/types'
import { FileTransport } from '#services/mail/file_transport'
import { SettingsTransport } from '#services/mail/settings_transport'

/**
 * Mail goes through the `settings` mailer: the SMTP server saved on Settings › Email when one
 * is (read at each send), else the server's own setup below — SMTP from the SMTP_* variables,
 * or, without them (development, a fresh machine), each message written as a file under
 * storage/mail so it can be opened; the path is logged. Tests use mail.fake().
 */
/** The sender of every message, unless Settings › Email names another. */
export const mailFrom = {
  address: env.get('MAIL_FROM_ADDRESS', 'no-reply@assist.local'),
  name: env.get('MAIL_FROM_NAME', 'Assist Back-office'),
}

const environmentSmtp: SMTPConfig = {
  host: env.get('SMTP_HOST', '127.0.0.1'),
  port: env.get('SMTP_PORT', 587),
  auth: env.get('SMTP_USERNAME')
    ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD') ?? '' }
    : undefined,
}
/** Which of the server's own transports applies when no SMTP host is saved in settings. */
export const environmentMailer = env.get('MAIL_MAILER', env.get('SMTP_HOST') ? 'smtp' : 'file')
const fileTransport = () => new FileTransport(app.makePath('storage/mail'))

const mailConfig = defineConfig({
  default: 'settings',
  from: mailFrom,
  mailers: {
    settings: () =>
      new SettingsTransport({
        defaultFrom: mailFrom,
        fallback: () =>
          environmentMailer === 'smtp' ? new SMTPTransport(environmentSmtp) : fileTransport(),
      }),
    smtp: transports.smtp(environmentSmtp),
    file: fileTransport,
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
