import { WhatsappContactSchema } from '#database/schema'

/**
 * Someone writing to one of our WhatsApp business numbers (issue 31), in that number's center:
 * queued → assigned → closed (app/contracts/whatsapp.ts). Every read is scoped to the user's
 * centers by the caller.
 */
export default class WhatsappContact extends WhatsappContactSchema {}
