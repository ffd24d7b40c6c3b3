import type { Infer } from '@vinejs/vine/types'
import ProgramType from '#models/program_type'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { programTypeValidator } from '#validators/reference'
import { ilikeAny, rowTimestamps, detailRow, type PlainRecordTimestamps } from '#resources/shared'

export type ProgramTypeRow = ReturnType<typeof toRow>

/** The plain row the list reads (its columns). */
type PlainProgramType = {
  id: number
  name: string
  description: string | null
} & PlainRecordTimestamps

function toRow(type: PlainProgramType) {
  return { id: type.id, name: type.name, description: type.description, ...rowTimestamps(type) }
}

export const programTypesResource = {
  pages: 'manage/program_types' as const,
  routes: 'manage.program-types',
  noun: 'Program type',
  permissions: permissionSet('program-types', 'program-type'),
  list: {
    model: ProgramType,
    columns: ['id', 'name', 'description', 'created_at', 'updated_at', 'deleted_at'],
    sortable: { name: 'name', updated_at: 'updated_at' },
    defaultSort: 'name',
    search: (query, term) => query.where(ilikeAny(['name', 'description'], term)),
    toRow,
  },
  store: { model: ProgramType, subjectType: 'program_type' },
  validator: programTypeValidator,
  attributes: (input: Infer<(typeof programTypeValidator)['schema']>) => ({
    name: input.name,
    description: input.description ?? null,
  }),
  toDetail: (type: ProgramType) => detailRow(type, toRow),
  label: (type: ProgramType) => type.name,
  usedBy: [
    {
      table: 'programs',
      column: 'program_type_id',
      noun: ['program', 'programs'],
      live: true,
      onDelete: 'refuse',
    },
  ],
} satisfies ResourceDefinition<
  typeof ProgramType,
  ProgramTypeRow,
  ProgramTypeRow & { created_at: string },
  (typeof programTypeValidator)['schema'],
  'manage/program_types',
  PlainProgramType
>
