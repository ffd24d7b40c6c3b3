import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { programColumns } from '~/features/programs/programs_columns'
import { programsResource } from '~/features/programs/programs_resource'
import type { ProgramRow } from '~/features/programs/types'

export default function ProgramsIndex(props: ResourceListProps<ProgramRow>) {
  return <ResourceIndex resource={programsResource} columns={programColumns} page={props} />
}
