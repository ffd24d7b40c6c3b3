import { IncidentScriptSchema } from '#database/schema'

export default class IncidentScript extends IncidentScriptSchema {}
