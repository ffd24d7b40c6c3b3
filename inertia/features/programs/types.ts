import type { Option } from '#contracts/list'

/** A program as the list shows it (server: app/resources/programs.ts, toRow). */
export type ProgramRow = {
  id: number
  code: string
  name: string
  client_id: number
  client: string
  client_code: string
  program_type_id: number
  program_type: string
  /** Calendar days, 'YYYY-MM-DD'; no end date means open-ended. */
  valid_from: string
  valid_to: string | null
  /** As stored (the edit form's): one of PROGRAM_STATUSES (app/contracts/program_statuses.ts). */
  status: string
  /** Where it stands today (programStanding): the status, or expired/upcoming by its dates. */
  standing: string
  updated_at: string | null
  deleted_at: string | null
}

/** A program as its view and edit pages receive it. */
export type ProgramRecord = ProgramRow & {
  created_at: string
  coverage_summary: string | null
}

export type ProgramTrashRow = ProgramRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type ProgramFormProps = {
  clients: Option[]
  programTypes: Option[]
  statuses: Option[]
}

export type ProgramEditProps = ProgramFormProps & { record: ProgramRecord }

export type ProgramViewProps = { record: ProgramRecord }
