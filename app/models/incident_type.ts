import { IncidentTypeSchema } from '#database/schema'

export default class IncidentType extends IncidentTypeSchema {}
