import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When each WhatsApp agent last had a live socket open (issue 31, the return to the queue): an
 * agent with no open socket for 60 s gets their unanswered contacts re-queued. Sockets live in
 * whichever web process the agent's tab reached, so no process alone knows whether an agent is
 * gone; each web process stamps the agents whose sockets it holds, and the queue worker's sweep
 * reads the stamps (docs/decisions.md "Who is still there: agents' presence").
 *
 * One row per agent, overwritten by the stamps (`seen_at` only moves forward), not a row per
 * socket or per stamp: the table stays as small as the team. Not on `users`: a write there moves
 * the access cache's version for every process.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE whatsapp_agent_presence (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        seen_at timestamptz NOT NULL
      )
    `)
  }

  async down() {
    this.schema.raw('DROP TABLE IF EXISTS whatsapp_agent_presence')
  }
}
