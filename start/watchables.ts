import db from '@adonisjs/lucid/services/db'
import { registerWatchable } from '#services/live/watchables'

/**
 * The records a page may watch live (app/services/live/watchables.ts), registered where the web
 * server and the tests boot, each by the table that holds it: a WhatsApp conversation's room
 * (`contact:{id}`) is joined only by someone of the contact's center (issue 30, issue 31).
 */
registerWatchable('contact', async (id) => {
  const row: { center_id: number } | null = await db
    .from('whatsapp_contacts')
    .where('id', id)
    .select('center_id')
    .first()
  return row?.center_id ?? null
})
