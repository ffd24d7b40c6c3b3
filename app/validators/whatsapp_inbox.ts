import vine from '@vinejs/vine'
import { recordIdField } from '#validators/rules/record_id'

/**
 * Where a page of a WhatsApp thread starts (app/services/whatsapp/inbox.ts `threadPage`):
 * before a message (scrolling back) or from one onwards (a live event named it). Both are
 * message ids; anything else is a field error, never a query.
 */
export const threadCursorValidator = vine.create({
  before: recordIdField().optional(),
  from: recordIdField().optional(),
})
