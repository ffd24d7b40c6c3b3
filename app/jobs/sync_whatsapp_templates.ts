import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { exponentialBackoff } from '@boringnode/queue'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { whatsappConfig } from '#services/whatsapp/credentials'
import { GraphError } from '#services/whatsapp/graph_client'
import { syncTemplates } from '#services/whatsapp/template_sync'

/**
 * Refreshes the WhatsApp templates from Meta (app/services/whatsapp/template_sync.ts): their
 * review status changes at Meta (approved, paused, rejected) without telling us, and the
 * template picker must offer only what can be sent. Idempotent: two at once write the same rows.
 */
export default class SyncWhatsappTemplates extends Job<Record<string, never>> {
  static options: JobOptions = {
    queue: 'default',
    maxRetries: 3,
    retry: {
      backoff: exponentialBackoff({
        baseDelay: app.inTest ? '5ms' : '1m',
        maxDelay: app.inTest ? '20ms' : '10m',
        multiplier: 2,
        jitter: !app.inTest,
      }),
    },
    timeout: '5m',
  }

  async execute() {
    try {
      const result = await syncTemplates()
      logger.info({ result }, 'whatsapp: templates synced')
    } catch (error) {
      // A bad token or a missing account id will not mend by retrying: say so and stop.
      if (error instanceof GraphError && !error.retryable) {
        logger.warn({ err: error }, `whatsapp: templates not synced: ${error.words}`)
        return
      }
      throw error
    }
  }
}

/** How often Meta's template statuses are read again. */
export const TEMPLATE_SYNC_EVERY_MS = 15 * 60 * 1000
let lastQueued = 0

/**
 * Called by the queue worker's once-a-minute loop (app/services/outbox_worker.ts): queues a
 * sync every 15 minutes, when WhatsApp is set up. The wait is this process's: each worker queues
 * its own, harmless because a sync is idempotent and they are a quarter of an hour apart.
 */
export async function queueTemplateSyncWhenDue(nowMs = Date.now()): Promise<boolean> {
  if (nowMs - lastQueued < TEMPLATE_SYNC_EVERY_MS) return false
  const config = await whatsappConfig()
  if (!config.accessToken || !config.wabaId) return false
  lastQueued = nowMs
  await SyncWhatsappTemplates.dispatch({})
  return true
}
