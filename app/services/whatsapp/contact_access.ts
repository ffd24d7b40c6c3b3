import { Exception } from '@adonisjs/core/exceptions'
import { AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type { Actor, UserActor } from '#services/actor'
import { requestActor } from '#resources/resource_request'

/**
 * Who may reach a WhatsApp contact, shared by every operation on one (taking it, sending to it;
 * issue 31). A conversation is its agents' work in any of their centers (SPEC §6 delivers a
 * center's WhatsApp alerts to every user of that center), so a contact of another of the user's
 * own centers is found too, with no switch-center page; one of a center not theirs, a malformed
 * id and a missing row all answer the same 404.
 */
export async function findContactInCenters<C extends string>(
  actor: Actor,
  contactId: number,
  columns: readonly C[]
): Promise<Record<C, unknown>> {
  const row: Record<C, unknown> | null =
    Number.isSafeInteger(contactId) && contactId > 0 && actor.centerIds.length > 0
      ? await db
          .from('whatsapp_contacts')
          .where('id', contactId)
          .whereIn('center_id', actor.centerIds)
          .select(...columns)
          .first()
      : null
  if (!row) throw new Exception('Record not found', { status: 404, code: 'E_ROW_NOT_FOUND' })
  return row
}

/** The route's `can` is the first lock; this one holds for every other caller too. */
export function authorizeWhatsapp(actor: UserActor) {
  if (actor.permissions.has('access-whatsapp')) return
  throw new bouncerErrors.E_AUTHORIZATION_FAILURE(
    AuthorizationResponse.deny('You do not have permission to handle WhatsApp conversations.')
  )
}

/**
 * The route's contact for a request that also carries a body: found in the user's centers
 * before the body is read, so another center's contact answers 404 whatever was posted (a field
 * error would tell that the id exists). The operation finds it again, as every caller must.
 */
export async function contactOfRequest(
  ctx: HttpContext
): Promise<{ actor: UserActor; contactId: number }> {
  const actor = await requestActor(ctx)
  const contactId = Number(ctx.params.id)
  await findContactInCenters(actor, contactId, ['id'])
  return { actor, contactId }
}
