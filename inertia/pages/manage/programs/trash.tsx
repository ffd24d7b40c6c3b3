import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { programColumns } from '~/features/programs/programs_columns'
import { programsResource } from '~/features/programs/programs_resource'
import type { ProgramTrashRow } from '~/features/programs/types'

export default function ProgramsTrash(props: ResourceListProps<ProgramTrashRow>) {
  return <ResourceTrash resource={programsResource} columns={programColumns} page={props} />
}
