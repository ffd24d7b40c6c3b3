import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type IncidentScriptsController from '#controllers/manage/incident_scripts_controller'

/** An incident script as the list shows it (generated from its server transformer). */
export type IncidentScriptRow = Data.IncidentScript

export type IncidentScriptRecord = Data.IncidentScript.Variants['forDetail']

export type IncidentScriptTrashRow = IncidentScriptRow & { deleted_at: string }

/** The create page's props: the incident types a script may be for. */
export type IncidentScriptFormProps = InferPageProps<typeof IncidentScriptsController, 'create'>

export type IncidentScriptEditProps = InferPageProps<typeof IncidentScriptsController, 'edit'>

export type IncidentScriptViewProps = InferPageProps<typeof IncidentScriptsController, 'show'>
