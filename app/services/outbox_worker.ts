import { setTimeout as sleep } from 'node:timers/promises'
import logger from '@adonisjs/core/services/logger'
import { deliveryTimings } from '#config/queue'
import { OUTBOX_BATCH, OutboxDispatcher, pruneDelivered } from '#services/outbox_dispatcher'
import { sweepTransmissions } from '#services/transmissions'
import { notifyOverdueTasks } from '#services/overdue_tasks'
import { remindUnansweredVerifications } from '#services/verification_reminders'
import { queueTemplateSyncWhenDue } from '#jobs/sync_whatsapp_templates'
import { presenceTimings } from '#services/whatsapp/agent_presence'
import {
  returnContactsOfAbsentAgents,
  returnOverdueContacts,
} from '#services/whatsapp/contact_queue'
import { expireExports, sweepExportRuns } from '#services/exports/report_exports'

/**
 * What runs once a minute, each on its own: one that fails (logged) does not keep the others
 * from running, and is tried again on the next minute.
 */
const EVERY_MINUTE: [string, () => Promise<unknown>][] = [
  ['transmission sweeper', () => sweepTransmissions()],
  // Idempotent and safe beside other workers' (it claims what it reports).
  ['overdue tasks', () => notifyOverdueTasks()],
  // Issue 33: an insurer's unanswered verification gives its case's owner a task to chase it.
  ['verification reminders', () => remindUnansweredVerifications()],
  ['pruning delivered outbox rows', () => pruneDelivered()],
  // Queues a WhatsApp template sync every 15 minutes, once WhatsApp is set up.
  ['WhatsApp template sync', () => queueTemplateSyncWhenDue()],
  // Issue 31: a WhatsApp contact whose return job the queue lost goes back all the same.
  ['overdue WhatsApp returns', () => returnOverdueContacts()],
  // Issue 32: report exports whose worker died are failed (Retry offers them again), and those
  // waiting for a place are handed to the queue again.
  ['report export runs', () => sweepExportRuns()],
]

/** What runs once an hour (the first time a minute after the worker starts). */
const EVERY_HOUR: [string, () => Promise<unknown>][] = [
  // Issue 32: export files past their 24 hours are deleted, their rows marked expired.
  ['expired report exports', () => expireExports()],
]
const HOUR_MS = 60 * 60_000

/**
 * What the queue worker (`ace queue:work`, providers/outbox_provider.ts) runs beside its jobs:
 * the outbox dispatcher's poll for rows no commit delivered, and, less often, the sweepers —
 * transmissions nothing is delivering any more, delivered outbox rows past their keeping — and
 * the overdue tasks' timer, and every few seconds the absent WhatsApp agents' sweep.
 * Several workers may run it at once: every step claims what it takes. A failed pass is logged
 * and the next one runs as usual (the database may be back by then).
 */
export interface OutboxWorker {
  stop(): Promise<void>
}

export function startOutboxWorker(timings = deliveryTimings): OutboxWorker {
  const dispatcher = new OutboxDispatcher()
  const stopped = new AbortController()
  let lastSweep = 0
  let lastPresenceSweep = 0
  let lastHourly = Date.now() - HOUR_MS + timings.sweepEveryMs

  const pass = async () => {
    // A full batch may mean more are due: go on until a claim comes back short.
    while (!stopped.signal.aborted && (await dispatcher.deliverDue()) >= OUTBOX_BATCH) {}
    // Issue 31: the unanswered WhatsApp contacts of agents with no socket open for a minute go
    // back to the queue. Every few seconds, not every minute: a minute's wait on top of the
    // minute's absence would double it.
    if (Date.now() - lastPresenceSweep >= presenceTimings.sweepEveryMs) {
      lastPresenceSweep = Date.now()
      await returnContactsOfAbsentAgents().catch((error: unknown) =>
        logger.error({ err: error }, 'outbox: returning absent agents’ contacts failed')
      )
    }
    if (Date.now() - lastSweep < timings.sweepEveryMs) return
    lastSweep = Date.now()
    for (const [name, step] of EVERY_MINUTE) {
      await step().catch((error: unknown) =>
        logger.error({ err: error }, `outbox: the ${name} failed; it runs again next minute`)
      )
    }
    if (Date.now() - lastHourly < HOUR_MS) return
    lastHourly = Date.now()
    for (const [name, step] of EVERY_HOUR) {
      await step().catch((error: unknown) =>
        logger.error({ err: error }, `outbox: the ${name} failed; it runs again next hour`)
      )
    }
  }

  const loop = (async () => {
    while (!stopped.signal.aborted) {
      try {
        await pass()
      } catch (error) {
        logger.error({ err: error }, 'outbox: a pass failed; the next one runs as usual')
      }
      await sleep(timings.outboxPollMs, undefined, { signal: stopped.signal }).catch(() => {})
    }
  })()

  return {
    /** Ends the loop after the pass under way (a delivery is never cut off half-way). */
    async stop() {
      stopped.abort()
      await loop
    },
  }
}
