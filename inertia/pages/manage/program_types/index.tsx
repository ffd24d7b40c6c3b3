import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { programTypeColumns } from '~/features/program_types/program_types_columns'
import { programTypesResource } from '~/features/program_types/program_types_resource'
import type { ProgramTypeRow } from '~/features/program_types/types'

export default function ProgramTypesIndex(props: ResourceListProps<ProgramTypeRow>) {
  return <ResourceIndex resource={programTypesResource} columns={programTypeColumns} page={props} />
}
