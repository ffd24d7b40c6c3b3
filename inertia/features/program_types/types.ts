import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type ProgramTypesController from '#controllers/manage/program_types_controller'

/**
 * A program type as the list shows it (generated from
 * app/transformers/program_type_transformer.ts).
 */
export type ProgramTypeRow = Data.ProgramType

/** A program type as its view and edit pages receive it. */
export type ProgramTypeRecord = Data.ProgramType.Variants['forDetail']

/** A row of the trash list. */
export type ProgramTypeTrashRow = ProgramTypeRow & { deleted_at: string }

export type ProgramTypeEditProps = InferPageProps<typeof ProgramTypesController, 'edit'>

export type ProgramTypeViewProps = InferPageProps<typeof ProgramTypesController, 'show'>
