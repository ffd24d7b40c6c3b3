import { IncidentServiceSchema } from '#database/schema'

export default class IncidentService extends IncidentServiceSchema {}
