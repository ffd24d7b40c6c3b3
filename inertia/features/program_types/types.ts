import type { Data } from '@generated/data'

/**
 * A program type as the list shows it (generated from
 * app/transformers/program_type_transformer.ts).
 */
export type ProgramTypeRow = Data.ProgramType

/** A program type as its view and edit pages receive it. */
export type ProgramTypeRecord = Data.ProgramType.Variants['forDetail']

/** A row of the trash list. */
export type ProgramTypeTrashRow = ProgramTypeRow & { deleted_at: string }
