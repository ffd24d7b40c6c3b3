import { WhatsAppTemplateSchema } from '#database/schema'

export default class WhatsAppTemplate extends WhatsAppTemplateSchema {}
