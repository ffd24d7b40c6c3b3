import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * The app's default mail transport (config/mail.ts). At each send it reads the Email settings:
 * with an SMTP host saved, the message goes through that server from the saved sender; without
 * one, through `fallback`, the server's own setup (SMTP_* variables, or .eml files under
 * storage/mail). Deciding per message, rather than once at boot like a configured mailer, means
 * a settings save applies to the next mail without a restart, in the web server and the queue
 * worker alike. `mail.fake()` replaces the whole mailer, so tests that fake mail never get here.
 */
export class SettingsTransport implements MailTransportContract {
  #fallback: MailTransportContract | null = null

  constructor(
    private options: {
      fallback: () => MailTransportContract
      /** config/mail.ts `from`: a message still carrying it gets the saved sender. */
      defaultFrom: { address: string; name?: string }
    }
  ) {}

  async send(message: NodeMailerMessage, config?: unknown) {
    // Loaded on first send: config files are read before the app boots, and the settings
    // service needs the database.
    const { savedSmtpServer, smtpConfig, withSavedSender } =
      await import('#services/mail/smtp_settings')
    const server = await savedSmtpServer()
    if (!server) {
      this.#fallback ??= this.options.fallback()
      return this.#fallback.send(message, config)
    }
    // One connection per message: mail here is a trickle (resets, links), and a transport built
    // from the settings of the moment cannot outlive a change of them.
    const transport = new SMTPTransport(smtpConfig(server))
    try {
      return await transport.send(withSavedSender(message, server, this.options.defaultFrom))
    } finally {
      await transport.close()
    }
  }

  async close() {
    await this.#fallback?.close?.()
    this.#fallback = null
  }
}
