import { ResourceCreatePage } from '~/components/resource'
import { ProgramForm } from '~/features/programs/programs_form'
import { programsResource } from '~/features/programs/programs_resource'
import type { ProgramFormProps } from '~/features/programs/types'

export default function ProgramsCreate(props: ProgramFormProps) {
  return (
    <ResourceCreatePage resource={programsResource}>
      <ProgramForm {...props} />
    </ResourceCreatePage>
  )
}
