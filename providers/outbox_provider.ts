import type { ApplicationService } from '@adonisjs/core/types'
import type { OutboxWorker } from '#services/outbox_worker'

/**
 * Runs the outbox's dispatcher and sweepers (app/services/outbox_worker.ts) inside
 * `ace queue:work`, so the process that runs jobs is also the one that polls for what must
 * follow a commit: starting a worker is all a deployment does, and a second worker is a second
 * dispatcher, safely. Other commands, the web server and the tests do not run it (the web
 * server delivers its own commits' rows as they commit: app/services/outbox.ts).
 */
export default class OutboxProvider {
  #worker: OutboxWorker | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'console') return
    const ace = await this.app.container.make('ace')
    ace.executing(async (command, isMainCommand) => {
      if (!isMainCommand || command.commandName !== 'queue:work') return
      const { startOutboxWorker } = await import('#services/outbox_worker')
      this.#worker = startOutboxWorker()
    })
  }

  /** SIGTERM (bin/console.ts): the pass under way ends before the process does. */
  async shutdown() {
    await this.#worker?.stop()
  }
}
