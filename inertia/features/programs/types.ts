import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type ProgramsController from '#controllers/manage/programs_controller'

/** A program as the list shows it (generated from its server transformer). */
export type ProgramRow = Data.Program

/** A program as its view and edit pages receive it. */
export type ProgramRecord = Data.Program.Variants['forDetail']

export type ProgramTrashRow = ProgramRow & { deleted_at: string }

/** The create page's props (the server's formProps): clients, program types, statuses. */
export type ProgramFormProps = InferPageProps<typeof ProgramsController, 'create'>

export type ProgramEditProps = InferPageProps<typeof ProgramsController, 'edit'>

export type ProgramViewProps = InferPageProps<typeof ProgramsController, 'show'>
