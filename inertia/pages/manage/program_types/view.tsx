import { ResourceView } from '~/components/resource'
import { programTypesResource } from '~/features/program_types/program_types_resource'
import type { ProgramTypeViewProps } from '~/features/program_types/types'

export default function ProgramTypesView({ record, can }: ProgramTypeViewProps) {
  return (
    <ResourceView
      resource={programTypesResource}
      record={record}
      can={can}
      fields={[
        { label: 'Name', value: record.name, wide: true, id: 'name' },
        {
          label: 'Description',
          value: record.description ? (
            <span className="whitespace-pre-line">{record.description}</span>
          ) : null,
          wide: true,
          id: 'description',
        },
      ]}
    />
  )
}
