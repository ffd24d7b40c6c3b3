import type { Infer } from '@vinejs/vine/types'
import ProgramType from '#models/program_type'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { programTypeValidator } from '#validators/reference'
import { ilikeAny, plainRowOf } from '#resources/shared'
import ProgramTypeTransformer, {
  type PlainProgramType,
} from '#transformers/program_type_transformer'

export type ProgramTypeRow = ReturnType<ProgramTypeTransformer['toObject']>

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
    transformer: ProgramTypeTransformer,
  },
  store: { model: ProgramType, subjectType: 'program_type' },
  validator: programTypeValidator,
  attributes: (input: Infer<(typeof programTypeValidator)['schema']>) => ({
    name: input.name,
    description: input.description ?? null,
  }),
  toDetail: (type: ProgramType) =>
    new ProgramTypeTransformer(plainRowOf<PlainProgramType>(type)).forDetail(),
  label: (type: ProgramType) => type.name,
} satisfies ResourceDefinition<
  typeof ProgramType,
  ProgramTypeRow,
  ProgramTypeRow & { created_at: string },
  (typeof programTypeValidator)['schema'],
  'manage/program_types',
  PlainProgramType
>
