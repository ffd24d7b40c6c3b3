import { ResourceEditPage } from '~/components/resource'
import { ProgramTypeForm } from '~/features/program_types/program_types_form'
import { programTypesResource } from '~/features/program_types/program_types_resource'
import type { ProgramTypeEditProps } from '~/features/program_types/types'

export default function ProgramTypesEdit({ record }: ProgramTypeEditProps) {
  return (
    <ResourceEditPage resource={programTypesResource} record={record}>
      <ProgramTypeForm record={record} />
    </ResourceEditPage>
  )
}
