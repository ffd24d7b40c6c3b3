import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { programTypeColumns } from '~/features/program_types/program_types_columns'
import { programTypesResource } from '~/features/program_types/program_types_resource'
import type { ProgramTypeTrashRow } from '~/features/program_types/types'

export default function ProgramTypesTrash(props: ResourceListProps<ProgramTypeTrashRow>) {
  return <ResourceTrash resource={programTypesResource} columns={programTypeColumns} page={props} />
}
