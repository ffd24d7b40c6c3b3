import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** A program as the list shows it (generated from its server transformer). */
export type ProgramRow = Data.Program

/** A program as its view and edit pages receive it. */
export type ProgramRecord = Data.Program.Variants['forDetail']

export type ProgramTrashRow = ProgramRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type ProgramFormProps = {
  clients: Option[]
  programTypes: Option[]
  statuses: Option[]
}

export type ProgramEditProps = ProgramFormProps & { record: ProgramRecord }

export type ProgramViewProps = { record: ProgramRecord }
