import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import type { CaseStatus } from '#contracts/case_options'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { UserActor } from '#services/actor'
import { recordActivity } from '#services/activity_log'
import { fieldError } from '#services/field_error'
import { authorizeWhatsapp, findContactInCenters } from '#services/whatsapp/contact_access'

/**
 * A WhatsApp conversation filed under a member and a case (issue 31; shared/design/MESSAGING.md
 * "The inbox"; docs/decisions.md "Linking a WhatsApp conversation"): the link itself, and the
 * suggestions the messages page offers (members by phone number and by a policy number typed in
 * the chat; the linked member's cases).
 *
 * The rule the links keep: a linked case is the linked member's. Linking a case links its member
 * too; linking another member lets go of a case that is not theirs; unlinking the member unlinks
 * the case. So a template filled from "the member and the case" never mixes two people.
 */

/** What a link request may change; a key left out is left as it is, null unlinks. */
export type ContactLinksInput = { memberId?: number | null; caseId?: number | null }

/** The links as they are after a request, and whether it changed them. */
export type ContactLinks = {
  contactId: number
  memberId: number | null
  caseId: number | null
  changed: boolean
}

/** The words beside the fields. Another center's case reads exactly as a missing one. */
export const LINK_REFUSALS = {
  member: 'Choose a member that exists.',
  case: 'Choose a case that exists.',
  caseOfOtherMember: "This case is another member's; choose one of this member's cases.",
} as const

/** A refusal of a link, beside the field it concerns. */
type Refusal = { field: 'member_id' | 'case_id'; message: string }

/** The contact's row as a link reads it, locked for the rest of its transaction. */
type LockedContact = {
  id: number
  center_id: number
  wa_id: string
  full_name: string | null
  member_id: number | null
  case_id: number | null
  /** The member of the case linked now (null without one). */
  case_member_id: number | null
}

/** How the log names a contact: its WhatsApp name, else its number (as contact_queue.ts). */
function nameOf(row: { full_name: string | null; wa_id: string }): string {
  return row.full_name?.trim() || `+${row.wa_id}`
}

/**
 * The contact's row locked FOR UPDATE in the actor's centers, with its case's member: two links
 * of one conversation at once are applied one after the other, each logging what the other left.
 */
async function lockContact(
  trx: TransactionClientContract,
  actor: UserActor,
  contactId: number
): Promise<LockedContact | null> {
  if (actor.centerIds.length === 0) return null
  const result: { rows: LockedContact[] } = await trx.rawQuery(
    `SELECT contacts.id, contacts.center_id, contacts.wa_id, contacts.full_name,
            contacts.member_id, contacts.case_id, cases.member_id AS case_member_id
       FROM whatsapp_contacts AS contacts
       LEFT JOIN cases ON cases.id = contacts.case_id
      WHERE contacts.id = ? AND contacts.center_id = ANY(?::int[])
        FOR UPDATE OF contacts`,
    [contactId, actor.centerIds]
  )
  return result.rows[0] ?? null
}

/** A live member by id, read in the link's transaction. */
async function liveMember(trx: TransactionClientContract, memberId: number): Promise<boolean> {
  const row: { id: number } | null = await trx
    .from('members')
    .where('id', memberId)
    .whereNull('deleted_at')
    .select('id')
    .first()
  return row !== null
}

/** A live case of the center, with its member; another center's is as absent as none. */
async function caseOfCenter(
  trx: TransactionClientContract,
  caseId: number,
  centerId: number
): Promise<{ id: number; member_id: number } | null> {
  const row: { id: number; member_id: number } | null = await trx
    .from('cases')
    .where({ id: caseId, center_id: centerId })
    .whereNull('deleted_at')
    .select('id', 'member_id')
    .first()
  return row
}

/**
 * The links the contact should hold after `wanted`, or why not. Only what the request names is
 * checked (an already linked member trashed since is left, not refused on every later change).
 */
async function decideLinks(
  trx: TransactionClientContract,
  contact: LockedContact,
  wanted: ContactLinksInput
): Promise<{ memberId: number | null; caseId: number | null } | Refusal> {
  let memberId = contact.member_id
  let caseId = contact.case_id
  if (wanted.memberId !== undefined && wanted.memberId !== null) {
    if (!(await liveMember(trx, wanted.memberId))) {
      return { field: 'member_id', message: LINK_REFUSALS.member }
    }
    memberId = wanted.memberId
    // The case linked now is the previous member's: it no longer describes this conversation.
    if (caseId !== null && contact.case_member_id !== memberId) caseId = null
  } else if (wanted.memberId === null) {
    memberId = null
    caseId = null
  }
  if (wanted.caseId !== undefined && wanted.caseId !== null) {
    const found = await caseOfCenter(trx, wanted.caseId, contact.center_id)
    if (!found) return { field: 'case_id', message: LINK_REFUSALS.case }
    // A member named in the same request must be the case's: the agent chose both.
    if (wanted.memberId !== undefined && wanted.memberId !== found.member_id) {
      return { field: 'case_id', message: LINK_REFUSALS.caseOfOtherMember }
    }
    caseId = found.id
    memberId = found.member_id
  } else if (wanted.caseId === null) {
    caseId = null
  }
  return { memberId, caseId }
}

/**
 * The links applied to the locked contact and its activity row with the links before and after,
 * in the caller's transaction. Decided on the row as locked: a request that changes nothing
 * writes nothing and logs nothing.
 */
async function writeLinks(
  trx: TransactionClientContract,
  actor: UserActor,
  contact: LockedContact,
  next: { memberId: number | null; caseId: number | null },
  reason?: string
): Promise<ContactLinks> {
  const changed = next.memberId !== contact.member_id || next.caseId !== contact.case_id
  if (changed) {
    await trx
      .from('whatsapp_contacts')
      .where('id', contact.id)
      .update({ member_id: next.memberId, case_id: next.caseId, updated_at: db.raw('now()') })
    await recordActivity(
      {
        actor,
        action: 'update',
        subjectType: 'whatsapp_contact',
        subjectId: contact.id,
        centerId: contact.center_id,
        description: `WhatsApp contact ${nameOf(contact)}: its member and case links changed`,
        properties: {
          before: { member_id: contact.member_id, case_id: contact.case_id },
          after: { member_id: next.memberId, case_id: next.caseId },
          ...(reason ? { reason } : {}),
        },
      },
      trx
    )
  }
  return { contactId: contact.id, memberId: next.memberId, caseId: next.caseId, changed }
}

/** Linking a case shows its number to the agent: whoever may not list cases may not link one. */
function authorizeCaseLink(actor: UserActor, wanted: ContactLinksInput) {
  if (wanted.caseId === undefined || wanted.caseId === null) return
  if (actor.permissions.has('access-cases')) return
  throw new bouncerErrors.E_AUTHORIZATION_FAILURE(
    AuthorizationResponse.deny('You do not have permission to link cases.')
  )
}

/**
 * Links the contact to a member and/or a case (null unlinks). Found in the actor's centers
 * (another center's: 404) → access-whatsapp (and access-cases to link a case) → checked and
 * written in one transaction on the locked row: a member that exists and is not trashed, a case
 * that exists, is not trashed and is of the contact's center (else a field error, the same for
 * another center's case as for a missing one). Any agent of the center may link, holder or not.
 */
export async function linkContact(
  actor: UserActor,
  contactId: number,
  wanted: ContactLinksInput
): Promise<ContactLinks> {
  await findContactInCenters(actor, contactId, ['id'])
  authorizeWhatsapp(actor)
  authorizeCaseLink(actor, wanted)
  return db.transaction(async (trx) => {
    const contact = await lockContact(trx, actor, contactId)
    // Gone between the find and the lock: the same 404 as the find's.
    if (!contact) throw new Exception('Record not found', { status: 404, code: 'E_ROW_NOT_FOUND' })
    const next = await decideLinks(trx, contact, wanted)
    if ('field' in next) fieldError(next.field, next.message)
    return writeLinks(trx, actor, contact, next)
  })
}

/** Why a new case could not be linked to the conversation it was opened from. */
export const OPENED_CASE_REFUSAL =
  'This case cannot be linked to that WhatsApp conversation: it is not one of the conversations of the center you work in. Open the case from the conversation again.'

/**
 * A case just created from a conversation ("Open a case"), linked to it in the case's own
 * transaction: the contact's case becomes the new case and its member the case's member, with
 * the contact's activity row. A conversation the actor may not reach, or of another center than
 * the case's, refuses the whole creation beside `whatsapp_contact` (so a failure leaves neither).
 */
export async function linkOpenedCase(
  trx: TransactionClientContract,
  actor: UserActor,
  contactId: number,
  caseId: number
): Promise<ContactLinks> {
  const contact = actor.permissions.has('access-whatsapp')
    ? await lockContact(trx, actor, contactId)
    : null
  if (!contact) fieldError('whatsapp_contact', OPENED_CASE_REFUSAL)
  const next = await decideLinks(trx, contact, { caseId })
  if ('field' in next) fieldError('whatsapp_contact', OPENED_CASE_REFUSAL)
  return writeLinks(trx, actor, contact, next, 'case opened from the conversation')
}

/* ----------------------------------------------------------------------------------------- */
/* Suggestions                                                                                */
/* ----------------------------------------------------------------------------------------- */

/** How many members and cases a suggestion list offers. */
export const MAX_SUGGESTIONS = 5

/**
 * How many digits of a phone number are compared: the end of the number, the same whatever
 * country code, trunk zero or punctuation it was typed with. Migration 063's index is over
 * exactly PHONE_SUFFIX_SQL; change both together.
 */
export const PHONE_SUFFIX_DIGITS = 9
export const PHONE_SUFFIX_SQL = `right(regexp_replace(members.phone, '[^0-9]', '', 'g'), 9)`

/** How many inbound messages of the thread are read for policy numbers, newest first. */
export const POLICY_SCAN_MESSAGES = 200
/** How many of the thread's newest messages (both ways) that scan walks at most. */
const POLICY_SCAN_WINDOW = 1000
/** How many distinct candidate tokens go to the one policy query. */
export const MAX_POLICY_CANDIDATES = 100
/** How many rows one key may bring before ranking (a group policy shared by thousands). */
const MATCHES_PER_QUERY = 50

/** A member offered for linking, and why. */
export type MemberSuggestion = {
  id: number
  /** "Last, First", as the case form names members. */
  name: string
  policyNumber: string
  clientName: string
  reason: 'phone' | 'policy'
}

/** A case of the linked member offered for linking. */
export type CaseSuggestion = {
  id: number
  caseNumber: string
  status: CaseStatus
  openedAt: string
  createdAt: string
}

/** The contact as the suggestions read it. */
export type SuggestingContact = {
  id: number
  wa_id: string
  center_id: number
  member_id: number | null
}

type MemberRow = {
  id: number
  first_name: string
  last_name: string
  policy_number: string
  client_name: string
}

function suggestionOf(row: MemberRow, reason: MemberSuggestion['reason']): MemberSuggestion {
  return {
    id: row.id,
    name: `${row.last_name}, ${row.first_name}`,
    policyNumber: row.policy_number,
    clientName: row.client_name,
    reason,
  }
}

/**
 * Tokens of the chat that could be policy numbers, as `policy_key` holds them (lower case):
 * letters, digits and the separators policy numbers use (- / . _), starting and ending with a
 * letter or digit (a full stop ending the sentence is not part of it), with at least one digit
 * and 4 to 40 characters (the column's size). Words and times ("hello", "10am" aside) mostly
 * fall out; what is left only ever matches a policy number that exists. Distinct, in the order
 * given (newest message first), at most MAX_POLICY_CANDIDATES.
 */
export function policyNumberCandidates(texts: readonly string[]): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    for (const match of text.matchAll(/[A-Za-z0-9](?:[A-Za-z0-9/._-]*[A-Za-z0-9])?/g)) {
      const token = match[0]
      if (token.length < 4 || token.length > 40 || !/[0-9]/.test(token)) continue
      found.add(token.toLowerCase())
      if (found.size >= MAX_POLICY_CANDIDATES) return [...found]
    }
  }
  return [...found]
}

/** The digits of a WhatsApp id whose end is compared, or null when too short to be safe. */
export function phoneSuffixOf(waId: string): string | null {
  const digits = waId.replace(/[^0-9]/g, '')
  return digits.length >= PHONE_SUFFIX_DIGITS ? digits.slice(-PHONE_SUFFIX_DIGITS) : null
}

/**
 * Live members whose phone ends with the contact's number's last digits: one probe of
 * members_phone_suffix_index (migration 063), at most MATCHES_PER_QUERY rows ranked (the same
 * full number first, then by name).
 */
async function membersByPhone(waId: string): Promise<MemberRow[]> {
  const suffix = phoneSuffixOf(waId)
  if (!suffix) return []
  const result: { rows: MemberRow[] } = await db.rawQuery(
    `SELECT members.id, members.first_name, members.last_name, members.policy_number,
            clients.name AS client_name
       FROM (SELECT id FROM members
              WHERE deleted_at IS NULL AND phone IS NOT NULL AND ${PHONE_SUFFIX_SQL} = ?
              LIMIT ?) AS matched
       JOIN members ON members.id = matched.id
       JOIN clients ON clients.id = members.client_id
      ORDER BY (regexp_replace(members.phone, '[^0-9]', '', 'g') = ?) DESC,
               members.name_key, members.id
      LIMIT ?`,
    [suffix, MATCHES_PER_QUERY, waId.replace(/[^0-9]/g, ''), MAX_SUGGESTIONS]
  )
  return result.rows
}

/**
 * The newest inbound text messages of the thread (at most POLICY_SCAN_MESSAGES, among its
 * newest POLICY_SCAN_WINDOW messages): one range of whatsapp_messages_thread_index.
 */
async function recentInboundTexts(contactId: number): Promise<string[]> {
  const result: { rows: { body: string }[] } = await db.rawQuery(
    `SELECT body FROM (
        SELECT id, body, direction, type FROM whatsapp_messages
         WHERE contact_id = ? ORDER BY id DESC LIMIT ?
     ) AS recent
      WHERE direction = 'inbound' AND type = 'text' AND body IS NOT NULL
      ORDER BY id DESC
      LIMIT ?`,
    [contactId, POLICY_SCAN_WINDOW, POLICY_SCAN_MESSAGES]
  )
  return result.rows.map((row) => row.body)
}

/**
 * Live members whose policy number the contact typed: ONE query over members_policy_key_index
 * for every candidate at once, principals before dependants, then by name.
 */
async function membersByPolicy(contactId: number): Promise<MemberRow[]> {
  const candidates = policyNumberCandidates(await recentInboundTexts(contactId))
  if (candidates.length === 0) return []
  const result: { rows: MemberRow[] } = await db.rawQuery(
    `SELECT members.id, members.first_name, members.last_name, members.policy_number,
            clients.name AS client_name
       FROM (SELECT id FROM members
              WHERE deleted_at IS NULL AND policy_key = ANY(?::text[])
              LIMIT ?) AS matched
       JOIN members ON members.id = matched.id
       JOIN clients ON clients.id = members.client_id
      ORDER BY (members.principal_member_id IS NULL) DESC, members.name_key, members.id
      LIMIT ?`,
    [candidates, MATCHES_PER_QUERY, MAX_SUGGESTIONS]
  )
  return result.rows
}

/**
 * Up to MAX_SUGGESTIONS members the conversation may be about: those whose phone is the
 * contact's WhatsApp number first, then those whose policy number the contact typed; each once,
 * trashed members never.
 */
export async function memberSuggestions(
  contact: Pick<SuggestingContact, 'id' | 'wa_id'>
): Promise<MemberSuggestion[]> {
  const [byPhone, byPolicy] = await Promise.all([
    membersByPhone(contact.wa_id),
    membersByPolicy(contact.id),
  ])
  const suggestions = byPhone.map((row) => suggestionOf(row, 'phone'))
  const seen = new Set(suggestions.map((suggestion) => suggestion.id))
  for (const row of byPolicy) {
    if (suggestions.length >= MAX_SUGGESTIONS) break
    if (seen.has(row.id)) continue
    seen.add(row.id)
    suggestions.push(suggestionOf(row, 'policy'))
  }
  return suggestions.slice(0, MAX_SUGGESTIONS)
}

/** How many of the member's newest cases are ranked (open first) for the suggestions. */
const CASES_RANKED = 200

/**
 * The linked member's cases in the contact's center, open ones first, newest first, up to
 * MAX_SUGGESTIONS: their newest CASES_RANKED by cases_member_index (member_id, opened_at, id)
 * INCLUDE (center_id). None without a linked member, or for an actor who may not list cases.
 */
export async function caseSuggestions(
  contact: Pick<SuggestingContact, 'center_id' | 'member_id'>,
  actor: UserActor
): Promise<CaseSuggestion[]> {
  if (contact.member_id === null || !actor.permissions.has('access-cases')) return []
  const result: {
    rows: { id: number; number: string; status: CaseStatus; opened_at: Date; created_at: Date }[]
  } = await db.rawQuery(
    `SELECT id, number, status, opened_at, created_at FROM (
        SELECT id, number, status, opened_at, created_at FROM cases
         WHERE member_id = ? AND center_id = ? AND deleted_at IS NULL
         ORDER BY opened_at DESC, id DESC
         LIMIT ?
     ) AS recent
      ORDER BY (status = 'closed'), opened_at DESC, id DESC
      LIMIT ?`,
    [contact.member_id, contact.center_id, CASES_RANKED, MAX_SUGGESTIONS]
  )
  return result.rows.map((row) => ({
    id: row.id,
    caseNumber: row.number,
    status: row.status,
    openedAt: isoTimestamp(row.opened_at),
    createdAt: isoTimestamp(row.created_at),
  }))
}

/** What the messages page offers to link, as `messaging.whatsapp.suggestions` answers it. */
export type LinkSuggestions = { members: MemberSuggestion[]; cases: CaseSuggestion[] }

/** The suggestions for a contact the actor may reach (another center's: 404). */
export async function linkSuggestions(
  actor: UserActor,
  contactId: number
): Promise<LinkSuggestions> {
  const contact = (await findContactInCenters(actor, contactId, [
    'id',
    'wa_id',
    'center_id',
    'member_id',
  ])) as SuggestingContact
  authorizeWhatsapp(actor)
  const [members, cases] = await Promise.all([
    memberSuggestions(contact),
    caseSuggestions(contact, actor),
  ])
  return { members, cases }
}
