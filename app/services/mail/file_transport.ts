import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Development mail transport: renders each message to a standard .eml file under `directory`
 * and logs its path, so a reset link can be followed without an SMTP server.
 */
export class FileTransport implements MailTransportContract {
  #renderer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#renderer.sendMail(message)
    await mkdir(this.directory, { recursive: true })
    const safeId = info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')
    const filePath = join(this.directory, `${Date.now()}-${safeId}.eml`)
    await writeFile(filePath, info.message as Buffer)
    logger.info({ to: info.envelope.to, filePath }, 'mail written to file')
    return new MailResponse(info.messageId, info.envelope, { filePath })
  }
}
