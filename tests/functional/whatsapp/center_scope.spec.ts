import db from '@adonisjs/lucid/services/db'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { queuedContacts } from '#tests/helpers/whatsapp_contacts'

/**
 * Every route of the WhatsApp inbox that names a contact (issue 31), found in the router: a
 * contact of a center the user is not in answers 404 and is left as it was; one of another of
 * their own centers opens (docs/decisions.md "Who may reach a WhatsApp contact"). A route added
 * later under these prefixes is covered without touching this file.
 */

async function contactIn(code: string): Promise<number> {
  const center: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  const [id] = await queuedContacts(db.connection(), Number(center.id), 1)
  return id
}

centerScopeContract({
  title: 'WhatsApp contacts: actions',
  prefix: '/messaging/whatsapp/contacts',
  table: 'whatsapp_contacts',
  makeRecord: contactIn,
  permissions: ['access-whatsapp', 'access-cases'],
  trashable: false,
  ownOtherCenter: 'open',
  // take, release, close, send-text, send-template, read, link, suggestions, thread
  minimumRoutes: 9,
})

centerScopeContract({
  title: 'WhatsApp contacts: pages',
  prefix: '/messaging/whatsapp',
  // The actions above; a message's media is a message's id, proved in inbox_pages.spec.ts.
  exclude: /^\/messaging\/whatsapp\/(contacts|media)\//,
  table: 'whatsapp_contacts',
  makeRecord: contactIn,
  permissions: ['access-whatsapp'],
  trashable: false,
  ownOtherCenter: 'open',
  // queue/:id?, messages/:id?
  minimumRoutes: 2,
})
