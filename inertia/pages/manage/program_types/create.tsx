import { ResourceCreatePage } from '~/components/resource'
import { ProgramTypeForm } from '~/features/program_types/program_types_form'
import { programTypesResource } from '~/features/program_types/program_types_resource'

export default function ProgramTypesCreate() {
  return (
    <ResourceCreatePage resource={programTypesResource}>
      <ProgramTypeForm />
    </ResourceCreatePage>
  )
}
