import { WhatsappWebhookEventSchema } from '#database/schema'

/** A webhook POST as it arrived, processed on the queue, kept with its error when it failed. */
export default class WhatsappWebhookEvent extends WhatsappWebhookEventSchema {}
