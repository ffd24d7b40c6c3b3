import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendResetLink } from '#services/password_reset'

interface SendPasswordResetLinkPayload {
  email: string
}

/**
 * "Forgot password" work, done by the queue worker rather than in the request: looking the
 * email up, issuing the token and mailing the link take time only when the account exists, so
 * doing them in the request would tell from the answer's timing which emails have accounts.
 * The request only queues this job, the same for every email (app/services/password_reset.ts).
 */
export default class SendPasswordResetLink extends Job<SendPasswordResetLinkPayload> {
  static options: JobOptions = {
    queue: 'default',
    // A failed mail is logged, not thrown (sendResetLink); a retry is for the database.
    maxRetries: 2,
  }

  async execute() {
    await sendResetLink(this.payload.email)
  }
}
