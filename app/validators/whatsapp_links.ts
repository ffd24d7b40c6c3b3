import vine from '@vinejs/vine'
import { recordIdField } from '#validators/rules/record_id'

/**
 * What the messages page posts to link a WhatsApp conversation (issue 31;
 * app/services/whatsapp/contact_links.ts): a member's id and/or a case's id, null (or an empty
 * form field) to unlink, a key left out to leave that link as it is. Anything that cannot be a
 * record's id (a string, a negative or huge number, a NUL) is a field error before any query;
 * whether the record exists, is live and is of the conversation's center is the service's check.
 */
export const contactLinksValidator = vine.create({
  member_id: recordIdField().nullable().optional(),
  case_id: recordIdField().nullable().optional(),
})
