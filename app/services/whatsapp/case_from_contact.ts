import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import type { CreatedCaseMember } from '#contracts/case_lookups'
import { caseMember } from '#queries/case_lookups'
import type { ResourceRequest } from '#resources/resource_request'
import { isPhoneNumber } from '#validators/rules/phone'
import { asRecordId } from '#validators/rules/record_id'
import { findContactInCenters } from '#services/whatsapp/contact_access'
import { linkOpenedCase } from '#services/whatsapp/contact_links'

/**
 * "Open a case" from a WhatsApp conversation (issue 31): the messages page links to
 * `/navigate/cases/create?whatsapp_contact=<id>`; the case form opens with what the conversation
 * knows (its linked member, who wrote and from which number, by WhatsApp) and posts the id back
 * as a hidden `whatsapp_contact`; the case's creation links the conversation to the new case in
 * its own transaction (the cases resource's `createdWithin`). docs/decisions.md "Opening a case
 * from a WhatsApp conversation".
 */

/** The query parameter and the form field that carry the conversation. */
export const WHATSAPP_CONTACT_FIELD = 'whatsapp_contact'

/** What the case form shows and fills from the conversation it was opened from. */
export type CaseFromContact = {
  id: number
  /** Who wrote, as WhatsApp names them, else their number. */
  name: string
  /** The caller fields' prefill: the WhatsApp profile name and number, by WhatsApp. */
  caller: { name: string | null; phone: string | null; contactMethod: 'whatsapp' }
  /** The member the conversation is linked to (as the member search finds one), if any. */
  member: CreatedCaseMember | null
  /**
   * Whether the new case can be linked: it opens in the center the user works in, and a
   * conversation is linked only to a case of its own center. Else `centerName` says where the
   * conversation came in, so the form can say to switch there first.
   */
  linkable: boolean
  centerName: string
}

/**
 * The conversation named by `?whatsapp_contact=` when the user may reach it (access-whatsapp,
 * one of their centers: the same rules as every contact's route), else null: an id of nothing,
 * of another center or of a user without WhatsApp opens the ordinary empty form, with no error
 * and nothing said about it.
 */
export async function caseFromContact(request: ResourceRequest): Promise<CaseFromContact | null> {
  const id = asRecordId(request.ctx.request.qs()[WHATSAPP_CONTACT_FIELD])
  const { actor } = request
  if (id === null || !actor.permissions.has('access-whatsapp')) return null
  let contact: {
    id: number
    center_id: number
    wa_id: string
    full_name: string | null
    member_id: number | null
  }
  try {
    contact = (await findContactInCenters(actor, id, [
      'id',
      'center_id',
      'wa_id',
      'full_name',
      'member_id',
    ])) as typeof contact
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
  const center: { name: string } = await db
    .from('centers')
    .where('id', contact.center_id)
    .select('name')
    .firstOrFail()
  const number = `+${contact.wa_id}`
  const name = contact.full_name?.trim() || null
  return {
    id: contact.id,
    name: name ?? number,
    caller: {
      name,
      // A number the case's phone field would refuse (an odd id) is left for the agent.
      phone: isPhoneNumber(number) ? number : null,
      contactMethod: 'whatsapp',
    },
    member: contact.member_id === null ? null : await caseMember(contact.member_id),
    linkable: contact.center_id === actor.center?.id,
    centerName: center.name,
  }
}

/**
 * The cases resource's `createdWithin`: the new case linked to the conversation it was opened
 * from, in the case's transaction, answered for the case's own log row. Without the field,
 * nothing.
 */
export async function linkCaseToContact(
  caseId: number,
  contactId: number | undefined,
  trx: TransactionClientContract,
  request: ResourceRequest
): Promise<Record<string, unknown>> {
  if (contactId === undefined) return {}
  const linked = await linkOpenedCase(trx, request.actor, contactId, caseId)
  return { whatsapp_contact_id: linked.contactId }
}
