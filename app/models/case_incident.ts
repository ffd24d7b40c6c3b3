import { CaseIncidentSchema } from '#database/schema'

/** An incident record of a case (its "incidents" tab). */
export default class CaseIncident extends CaseIncidentSchema {}
