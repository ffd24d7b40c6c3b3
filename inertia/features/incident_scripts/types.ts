import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** An incident script as the list shows it (generated from its server transformer). */
export type IncidentScriptRow = Data.IncidentScript

export type IncidentScriptRecord = Data.IncidentScript.Variants['forDetail']

export type IncidentScriptTrashRow = IncidentScriptRow & { deleted_at: string }

export type IncidentScriptFormProps = { incidentTypes: Option[] }

export type IncidentScriptEditProps = IncidentScriptFormProps & { record: IncidentScriptRecord }
