import type { Option } from '#contracts/list'
import type { RichTextDelta } from '~/components/rich_text/shared_rules'

/** An incident script as the list shows it (server: app/resources/incident_scripts.ts). */
export type IncidentScriptRow = {
  id: number
  title: string
  incident_type_id: number
  incident_type: string
  /** The start of the script as plain text. */
  preview: string
  is_enabled: boolean
  updated_at: string | null
  deleted_at: string | null
}

export type IncidentScriptRecord = IncidentScriptRow & { created_at: string; body: RichTextDelta }

export type IncidentScriptTrashRow = IncidentScriptRow & { deleted_at: string }

export type IncidentScriptFormProps = { incidentTypes: Option[] }

export type IncidentScriptEditProps = IncidentScriptFormProps & { record: IncidentScriptRecord }
