import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ReturnWhatsappContact from '#jobs/return_whatsapp_contact'
import { jobEntry } from '#services/outbox'

/**
 * WhatsApp contacts as the inbound processing leaves them (issue 31), many at once, on any
 * database (the test database or a served app's own): the queue and return tests start from
 * these rows, not from webhooks, which are another piece's subject.
 */

let batch = 0

/** `count` contacts waiting in `centerId`'s queue, oldest first; their ids in queue order. */
export async function queuedContacts(
  client: QueryClientContract,
  centerId: number,
  count: number
): Promise<number[]> {
  const prefix = `60${Date.now() % 1e8}${++batch}`
  const result: { rows: { id: number }[] } = await client.rawQuery(
    `INSERT INTO whatsapp_contacts (center_id, phone_number_id, wa_id, full_name, status, queued_at)
     SELECT ?, '100200300', ? || lpad(n::text, 5, '0'), 'Contact ' || n, 'queued',
            now() - (? - n) * interval '1 second'
       FROM generate_series(1, ?) AS n
     RETURNING id`,
    [centerId, prefix, count, count]
  )
  return result.rows.map((row) => Number(row.id)).sort((first, second) => first - second)
}

/**
 * Contacts held by agents (round robin) whose reply deadlines are `offsetsMs` from the
 * database's now — the fake clock: a deadline is set relative to the clock the return compares
 * it with, so "due" and "not yet" are decided by the test, not by how long it waits — each with
 * its return job written as the take writes it (an outbox row due at the deadline). Answers each
 * contact's id and deadline.
 */
export async function heldContacts(
  client: QueryClientContract,
  centerId: number,
  agentIds: number[],
  offsetsMs: number[]
): Promise<{ id: number; agentId: number; dueAt: Date }[]> {
  const prefix = `61${Date.now() % 1e8}${++batch}`
  const rows = offsetsMs.map((offset, index) => ({
    index,
    agent: agentIds[index % agentIds.length],
    offset,
  }))
  const result: { rows: { id: number; agent_id: number; wa_id: string; reply_due_at: Date }[] } =
    await client.rawQuery(
      `INSERT INTO whatsapp_contacts (center_id, phone_number_id, wa_id, full_name, status,
                                      agent_id, assigned_at, reply_due_at, queued_at)
       SELECT ?, '100200300', ? || lpad(input.index::text, 5, '0'), 'Held ' || input.index,
              'assigned', input.agent, now() - interval '1 minute',
              date_trunc('milliseconds', now() + input.offset * interval '1 millisecond'),
              now() - interval '2 minutes'
         FROM jsonb_to_recordset(?::jsonb) AS input (index integer, agent integer, "offset" integer)
       RETURNING id, agent_id, wa_id, reply_due_at`,
      [centerId, prefix, JSON.stringify(rows)]
    )
  // In the order of `offsetsMs` (RETURNING promises no order): the number ends in the index.
  const held = result.rows
    .map((row) => ({
      index: Number(row.wa_id.slice(-5)),
      id: Number(row.id),
      agentId: Number(row.agent_id),
      dueAt: new Date(row.reply_due_at),
    }))
    .sort((first, second) => first.index - second.index)
    .map(({ id, agentId, dueAt }) => ({ id, agentId, dueAt }))
  // The jobs, as scheduleReturn writes them: one per contact, due at its deadline.
  const entries = held.map((contact) => {
    const entry = jobEntry(ReturnWhatsappContact, { contactId: contact.id })
    return {
      kind: entry.kind,
      name: entry.name,
      payload: JSON.stringify(entry.payload),
      subject: `whatsapp_contact:${contact.id}`,
      available_at: contact.dueAt,
    }
  })
  for (let start = 0; start < entries.length; start += 500) {
    await client
      .insertQuery()
      .table('outbox_messages')
      .multiInsert(entries.slice(start, start + 500))
  }
  return held
}

/** Contacts' statuses and agents now, by id. */
export async function contactStates(client: QueryClientContract, ids: number[]) {
  const rows: { id: number; status: string; agent_id: number | null; queued_at: Date | null }[] =
    await client
      .from('whatsapp_contacts')
      .whereIn('id', ids)
      .select('id', 'status', 'agent_id', 'queued_at')
  return new Map(rows.map((row) => [Number(row.id), row]))
}

/**
 * A served app's own database (tests/helpers/served_app.ts: migrated, not seeded) made ready for
 * WhatsApp agents: a center, the access-whatsapp capability in a role, and `count` agents of
 * that center holding it, signed in with `password`.
 */
export async function servedAgents(connection: string, count: number, password: string) {
  const client = db.connection(connection)
  const now = new Date()
  const [center] = await client
    .insertQuery()
    .table('centers')
    .insert({ code: `W${Date.now() % 1e6}`, name: 'WhatsApp center', created_at: now })
    .returning('id')
  const [capability] = await client
    .insertQuery()
    .table('capabilities')
    .insert({ name: 'access-whatsapp', group: 'messaging', created_at: now })
    .onConflict('name')
    .merge()
    .returning('id')
  const [role] = await client
    .insertQuery()
    .table('roles')
    .insert({ name: `WhatsApp agents ${Date.now()}`, created_at: now, updated_at: now })
    .returning('id')
  await client
    .insertQuery()
    .table('capability_role')
    .insert({ role_id: role.id, capability_id: capability.id })
  const agents: User[] = []
  for (let index = 0; index < count; index++) {
    const user = await User.create(
      {
        firstName: 'Agent',
        lastName: String(index),
        email: `agent.${index}.${Date.now()}@whatsapp.test`,
        password,
        status: 'enabled',
        currentCenterId: center.id,
      },
      { connection }
    )
    agents.push(user)
  }
  await client
    .insertQuery()
    .table('center_user')
    .multiInsert(agents.map((user) => ({ user_id: user.id, center_id: center.id })))
  await client
    .insertQuery()
    .table('role_user')
    .multiInsert(agents.map((user) => ({ user_id: user.id, role_id: role.id })))
  return { centerId: Number(center.id), agents }
}
