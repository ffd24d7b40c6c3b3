import { WhatsappMessageSchema } from '#database/schema'

/** One WhatsApp message of a contact's thread, inbound or outbound (issue 31). */
export default class WhatsappMessage extends WhatsappMessageSchema {}
