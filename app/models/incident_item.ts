import { IncidentItemSchema } from '#database/schema'

export default class IncidentItem extends IncidentItemSchema {}
