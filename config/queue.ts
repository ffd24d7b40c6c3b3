import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/queue'

/**
 * Jobs go to the database (or Redis) and `ace queue:work` (started by bin/start.ts) runs them.
 * Tests run jobs as they are dispatched (sync), so a request's effects can be asserted right
 * after it; a test about what is queued uses `queue.fake()`.
 */
const defaultAdapter = app.inTest ? 'sync' : env.get('REDIS_URL') ? 'redis' : 'database'

/**
 * How the outbox and the letters wait (issue 28; docs/decisions.md "The outbox"). Under test
 * (the in-process suite, and the apps tests/helpers/served_app.ts serves) the waits are short so
 * a crash test recovers in seconds; the reasoning between the values is the same.
 */
export const deliveryTimings = app.inTest
  ? {
      outboxPollMs: 250,
      outboxLeaseMs: 2_000,
      broadcastLeaseMs: 1_000,
      outboxRetryBaseMs: 100,
      outboxRetryMaxMs: 1_000,
      attemptLeaseMs: 3_000,
      sweepEveryMs: 500,
      sweepAfterMs: 4_000,
      keepDeliveredMs: 60_000,
    }
  : {
      // The worker's look for rows no commit delivered (a web process that died, a retry).
      outboxPollMs: 2_000,
      // A dispatcher holds a row this long; a row it has not finished by then is another's.
      outboxLeaseMs: 60_000,
      // A web process's own broadcast rows are written held by it (emitted right after their
      // commit with no claim first); one that dies after the commit leaves them to the other
      // web processes' tick once this has passed. An emit is instant: the lease only has to
      // outlast the transaction's end.
      broadcastLeaseMs: 5_000,
      // A failed delivery is tried again after 5 s, 10 s, 20 s… at most every 5 minutes.
      outboxRetryBaseMs: 5_000,
      outboxRetryMaxMs: 5 * 60_000,
      // One attempt at a letter (render, connect, send) is over by then: above the job's
      // timeout (2 minutes, app/jobs/send_transmission.ts) and SMTP's own timeouts.
      attemptLeaseMs: 5 * 60_000,
      sweepEveryMs: 60_000,
      // A queued letter untouched this long, with no attempt under way and no outbox row on its
      // way, has nothing delivering it: above the longest wait between two of its job's tries
      // (10 minutes) plus an attempt.
      sweepAfterMs: 15 * 60_000,
      // Delivered outbox rows are kept a week for inspection, then deleted.
      keepDeliveredMs: 7 * 24 * 60 * 60_000,
    }

export default defineConfig({
  default: env.get('QUEUE_DRIVER', defaultAdapter),
  adapters: {
    database: drivers.database({ connectionName: 'postgres' }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },
  // Under test a job waits less for the worker's next look (the served apps' crash tests).
  worker: { concurrency: 2, idleDelay: app.inTest ? '250ms' : '2s' },
  locations: ['./app/jobs/**/*.{ts,js}'],
})
