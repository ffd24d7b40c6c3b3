import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { LiveRoom } from '#contracts/live_events'

/**
 * Whether a WhatsApp agent still has a live socket open (issue 31; docs/decisions.md "Who is
 * still there: agents' presence"). A socket lives in whichever web process the agent's tab
 * reached, so presence is written where the sockets are and read where the timer runs: each web
 * process's tick stamps the agents whose sockets it holds (`stampAgents`), and the queue
 * worker's sweep returns the unanswered contacts of agents nobody stamped for `absentMs`
 * (app/services/whatsapp/contact_queue.ts `returnContactsOfAbsentAgents`). Every time is the
 * database's, so the processes' clocks never have to agree.
 */

/**
 * How often a web process stamps its agents, how long an agent must be without a socket before
 * their contacts go back, and how often the worker looks. Under test (the in-process suite and
 * the apps tests/helpers/served_app.ts serves) the same rules in fractions of a second.
 */
export const presenceTimings = app.inTest
  ? { stampEveryMs: 200, absentMs: 2_000, sweepEveryMs: 250 }
  : { stampEveryMs: 10_000, absentMs: 60_000, sweepEveryMs: 5_000 }

/**
 * How long since an agent's last stamp before they count as gone: the absence itself plus one
 * stamp's interval. The last stamp saw a socket open; the socket may have closed just after it,
 * and the next stamp (which would have seen it) is due one interval later. Waiting the
 * interval too means an agent is never counted away before their last socket has been closed
 * for the full absence.
 */
export function staleAfterMs(timings = presenceTimings): number {
  return timings.absentMs + timings.stampEveryMs
}

/** The agents among a process's sockets' rooms (`agent:{id}` is joined only by agents). */
export function agentIdsIn(rooms: Iterable<LiveRoom>): number[] {
  const ids = new Set<number>()
  for (const room of rooms) {
    if (room.startsWith('agent:')) ids.add(Number(room.slice('agent:'.length)))
  }
  return [...ids].sort((first, second) => first - second)
}

/**
 * Stamps these agents present now, in one statement. Two web processes stamping one agent (two
 * tabs on two instances) both succeed; the stamp only moves forward. An agent deleted meanwhile
 * is skipped (the join), not an error that would cost the others their stamp.
 */
export async function stampAgents(userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await db.rawQuery(
    `INSERT INTO whatsapp_agent_presence (user_id, seen_at)
     SELECT users.id, now() FROM users WHERE users.id = ANY(?::int[])
     ON CONFLICT (user_id) DO UPDATE
       SET seen_at = GREATEST(whatsapp_agent_presence.seen_at, excluded.seen_at)`,
    [`{${userIds.map(Number).join(',')}}`]
  )
}
