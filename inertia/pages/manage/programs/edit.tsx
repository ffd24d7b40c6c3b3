import { ResourceEditPage } from '~/components/resource'
import { ProgramForm } from '~/features/programs/programs_form'
import { programsResource } from '~/features/programs/programs_resource'
import type { ProgramEditProps } from '~/features/programs/types'

export default function ProgramsEdit(props: ProgramEditProps) {
  return (
    <ResourceEditPage resource={programsResource} record={props.record}>
      <ProgramForm {...props} />
    </ResourceEditPage>
  )
}
