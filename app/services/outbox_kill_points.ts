import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * Named points between a commit and its side effect where the crash tests
 * (tests/functional/embedded/letter_crashes.spec.ts) make a process die as a crash would: SIGKILL
 * to itself, so nothing is cleaned up, no handler runs and no reply is sent. A point fires only
 * when NODE_ENV is `test` and OUTBOX_KILL_AT (a comma-separated list) names it; in development
 * and production it is a no-op, whatever the variable says.
 */
export const KILL_POINTS = [
  // A change committed with outbox rows; the process has not delivered them yet.
  'outbox:committed',
  // A dispatcher claimed rows and has not delivered them.
  'outbox:claimed',
  // A letter's attempt is counted (committed); the mail server has not been spoken to.
  'transmission:counted',
  // The mail server accepted the letter; it is not yet recorded as sent.
  'transmission:accepted',
  // Recorded as sent; the document's sent at/to and the activity entry are not written yet.
  'transmission:sent',
  // A report export wrote a batch of rows to its temp file (issue 32: a worker killed mid-way).
  'export:batch',
  // A report export's file is on the disk; its row is not yet done.
  'export:stored',
] as const
export type KillPoint = (typeof KILL_POINTS)[number]

export function killPoint(point: KillPoint) {
  if (!app.inTest) return
  const named = env.get('OUTBOX_KILL_AT')
  if (!named) return
  if (named.split(',').some((name) => name.trim() === point)) {
    process.kill(process.pid, 'SIGKILL')
  }
}
