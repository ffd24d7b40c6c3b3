import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FileTransport } from '#services/mail/file_transport'

/**
 * Without SMTP settings (development, a fresh machine) every message is written as a file
 * under storage/mail so it can be opened; the path is logged. Tests use mail.fake().
 */
const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER', env.get('SMTP_HOST') ? 'smtp' : 'file'),
  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'no-reply@assist.local'),
    name: env.get('MAIL_FROM_NAME', 'Assist Back-office'),
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD') ?? '' }
        : undefined,
    }),
    file: () => new FileTransport(app.makePath('storage/mail')),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
