/** A program type as the list shows it (server: app/resources/program_types.ts, toRow). */
export type ProgramTypeRow = {
  id: number
  name: string
  description: string | null
  updated_at: string | null
}

/** A program type as its view and edit pages receive it. */
export type ProgramTypeRecord = ProgramTypeRow & { created_at: string }

/** A row of the trash list. */
export type ProgramTypeTrashRow = ProgramTypeRow & { deleted_at: string }
